import { getProperty, propertiesOperations, propertyIdFrom } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.detail, ({ params }) => getProperty(propertyIdFrom(params.id))),
})
