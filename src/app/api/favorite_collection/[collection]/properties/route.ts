import { collectionKeyFrom, collectionProperties, visitorListQuerySchema } from '@/features/favorites'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req, params) =>
    collectionProperties(collectionKeyFrom(params.collection), parseQuery(visitorListQuerySchema, new URL(req.url).searchParams)),
})
