import { contentOperations, getLocationPage } from '@/features/content'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(contentOperations.location, () => getLocationPage()),
})
