import { contentOperations, getRequestBlock } from '@/features/content'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(contentOperations.requestBlock, () => getRequestBlock()),
})
