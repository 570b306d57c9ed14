import { propertyFilterSchema, propertySpecs } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => propertySpecs(parseQuery(propertyFilterSchema, new URL(req.url).searchParams)),
})
