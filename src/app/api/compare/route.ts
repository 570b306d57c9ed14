import { addToCompare, compareOperations, visitorCompare } from '@/features/compare'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(compareOperations.list, ({ visitor }) => visitorCompare(visitor)),
  POST: serve(compareOperations.add, ({ visitor, body }) => addToCompare(visitor, body.id)),
})
