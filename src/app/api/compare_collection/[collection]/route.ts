import { collectionCompare } from '@/features/compare'
import { collectionKeyFrom } from '@/features/favorites'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (_req, params) => collectionCompare(collectionKeyFrom(params.collection)),
})
