import { compareOperations, shareCompare } from '@/features/compare'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(compareOperations.share, ({ visitor }) => shareCompare(visitor)),
})
