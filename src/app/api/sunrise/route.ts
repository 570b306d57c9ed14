import { contentOperations, getSunrisePage } from '@/features/content'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(contentOperations.sunrise, () => getSunrisePage()) })
