import { clearCompare, compareOperations } from '@/features/compare'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  DELETE: serve(compareOperations.clear, ({ visitor }) => clearCompare(visitor)),
})
