import { addToList, favoritesOperations, visitorProperties } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

const { list, add } = favoritesOperations.pinned

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(list, ({ visitor, query }) => visitorProperties('pinned', visitor, query)),
  POST: serve(add, ({ visitor, body }) => addToList('pinned', visitor, body.id)),
})
