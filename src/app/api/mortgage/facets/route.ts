import { facetsQuerySchema, getMortgageFacets } from '@/features/mortgage'
import { mortgageTargetOf } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request) => {
    const query = parseQuery(facetsQuerySchema, new URL(request.url).searchParams)
    return getMortgageFacets(query, await mortgageTargetOf(query.property))
  },
})
