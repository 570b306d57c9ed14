import { propertiesOperations, propertyIdFrom, similarPropertiesParams } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.similarParams, ({ params }) => similarPropertiesParams(propertyIdFrom(params.id))),
})
