import { listOffers, offersQuerySchema } from '@/features/mortgage'
import { mortgageTargetOf } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request) => {
    const query = parseQuery(offersQuerySchema, new URL(request.url).searchParams)
    return listOffers(query, await mortgageTargetOf(query.property))
  },
})
