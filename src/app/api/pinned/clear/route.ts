import { clearLists, favoritesOperations } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(favoritesOperations.pinned.clear, ({ visitor }) => clearLists(['pinned'], visitor)),
})
