import { listOffers, mortgageOperations } from '@/features/mortgage'
import { flatPricesForSale, mortgageTargetOf } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(mortgageOperations.offers, async ({ query }) => listOffers(query, flatPricesForSale, await mortgageTargetOf(query.property))),
})
