import { contentOperations, getRequestBlock } from '@/features/content'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(contentOperations.requestBlock, () => getRequestBlock()),
})
