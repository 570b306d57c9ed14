import { favoritesOperations, visitorIds } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(favoritesOperations.favorites.ids, ({ visitor }) => visitorIds('favorite', visitor)),
})
