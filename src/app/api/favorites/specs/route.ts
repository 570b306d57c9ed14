import { privately, visitorSpecs } from '@/features/favorites'
import { propertyFilterSchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => privately(visitorSpecs('favorite', req, parseQuery(propertyFilterSchema, new URL(req.url).searchParams))),
})
