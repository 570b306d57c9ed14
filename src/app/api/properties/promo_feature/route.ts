import { promoFeature, propertiesOperations } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.promoFeature, ({ query }) => promoFeature(query.property)),
})
