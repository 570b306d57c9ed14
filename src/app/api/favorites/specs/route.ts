import { favoritesOperations, visitorSpecs } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(favoritesOperations.favorites.specs, ({ visitor, query }) => visitorSpecs('favorite', visitor, query)),
})
