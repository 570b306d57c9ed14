import { contentOperations, getLocationPage } from '@/features/content'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(contentOperations.location, () => getLocationPage()),
})
