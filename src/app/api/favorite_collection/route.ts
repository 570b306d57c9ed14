import { favoritesOperations, shareFavorites } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(favoritesOperations.share, ({ visitor }) => shareFavorites(visitor)),
})
