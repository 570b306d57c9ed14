import { collectionCompare, compareOperations } from '@/features/compare'
import { collectionKeyFrom } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(compareOperations.collection, ({ params }) => collectionCompare(collectionKeyFrom(params.collection))),
})
