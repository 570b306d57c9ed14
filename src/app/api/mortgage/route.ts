import { listOffers, offersQuerySchema } from '@/features/mortgage'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (request) => listOffers(parseQuery(offersQuerySchema, new URL(request.url).searchParams)),
})
