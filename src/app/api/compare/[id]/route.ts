import { removeFromCompare } from '@/features/compare'
import { propertyIdFrom } from '@/features/properties'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: (req, params) => removeFromCompare(req, propertyIdFrom(params.id)),
})
