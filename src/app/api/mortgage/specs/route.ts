import { getMortgageSpecs, mortgageOperations } from '@/features/mortgage'
import { flatPricesForSale } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(mortgageOperations.specs, () => getMortgageSpecs(flatPricesForSale)),
})
