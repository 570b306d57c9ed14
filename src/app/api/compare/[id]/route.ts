import { compareOperations, removeFromCompare } from '@/features/compare'
import { propertyIdFrom } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(compareOperations.remove, ({ visitor, params }) => removeFromCompare(visitor, propertyIdFrom(params.id))),
})
