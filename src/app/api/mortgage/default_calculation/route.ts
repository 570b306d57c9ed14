import { defaultCalculationQuerySchema, getDefaultCalculation } from '@/features/mortgage'
import { mortgageTargetOf } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request) => {
    const query = parseQuery(defaultCalculationQuerySchema, new URL(request.url).searchParams)
    return getDefaultCalculation(query, await mortgageTargetOf(query.property))
  },
})
