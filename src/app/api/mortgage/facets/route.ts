import { getMortgageFacets, facetsQuerySchema } from '@/features/mortgage'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (request) => getMortgageFacets(parseQuery(facetsQuerySchema, new URL(request.url).searchParams)),
})
