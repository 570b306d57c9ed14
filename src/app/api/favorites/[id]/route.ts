import { removeFromList } from '@/features/favorites'
import { propertyIdFrom } from '@/features/properties'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: (req, params) => removeFromList('favorite', req, propertyIdFrom(params.id)),
})
