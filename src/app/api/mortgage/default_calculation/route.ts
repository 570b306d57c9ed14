import { getDefaultCalculation, defaultCalculationQuerySchema } from '@/features/mortgage'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (request) => getDefaultCalculation(parseQuery(defaultCalculationQuerySchema, new URL(request.url).searchParams)),
})
