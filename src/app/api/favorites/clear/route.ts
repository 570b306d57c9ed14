import { clearLists, favoritesOperations } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

// SPEC §2.2: clearing favorites clears the pinned items too.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(favoritesOperations.favorites.clear, ({ visitor }) => clearLists(['favorite', 'pinned'], visitor)),
})
