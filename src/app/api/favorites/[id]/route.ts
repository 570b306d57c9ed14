import { favoritesOperations, removeFromList } from '@/features/favorites'
import { propertyIdFrom } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(favoritesOperations.favorites.remove, ({ visitor, params }) =>
    removeFromList('favorite', visitor, propertyIdFrom(params.id)),
  ),
})
