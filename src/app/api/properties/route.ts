import { listProperties, propertyListQuerySchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => listProperties(parseQuery(propertyListQuerySchema, new URL(req.url).searchParams)),
})
