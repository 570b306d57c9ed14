import { privately, visitorFacets } from '@/features/favorites'
import { propertyFilterSchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => privately(visitorFacets('favorite', req, parseQuery(propertyFilterSchema, new URL(req.url).searchParams))),
})
