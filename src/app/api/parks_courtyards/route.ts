import { contentOperations, getYardsPage } from '@/features/content'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(contentOperations.yards, () => getYardsPage()) })
