import { favoritesOperations, visitorFacets } from '@/features/favorites'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(favoritesOperations.favorites.facets, ({ visitor, query }) => visitorFacets('favorite', visitor, query)),
})
