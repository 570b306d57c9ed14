import { propertyFacets, propertyFilterSchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => propertyFacets(parseQuery(propertyFilterSchema, new URL(req.url).searchParams)),
})
