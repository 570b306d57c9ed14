import { propertiesOperations, propertyIdFrom, similarProperties } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.similar, ({ params, query }) => similarProperties(propertyIdFrom(params.id), query)),
})
