import { propertyIdFrom, similarProperties, similarQuerySchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req, params) => similarProperties(propertyIdFrom(params.id), parseQuery(similarQuerySchema, new URL(req.url).searchParams)),
})
