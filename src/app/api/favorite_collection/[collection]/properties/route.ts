import { collectionKeyFrom, collectionProperties, favoritesOperations } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(favoritesOperations.collection, ({ params, query }) => collectionProperties(collectionKeyFrom(params.collection), query)),
})
