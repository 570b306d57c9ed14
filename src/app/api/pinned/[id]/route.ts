import { favoritesOperations, removeFromList } from '@/features/favorites'
import { propertyIdFrom } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(favoritesOperations.pinned.remove, ({ visitor, params }) => removeFromList('pinned', visitor, propertyIdFrom(params.id))),
})
