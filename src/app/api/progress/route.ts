import { listProgress, progressQuerySchema } from '@/features/progress'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (request) => listProgress(parseQuery(progressQuerySchema, new URL(request.url).searchParams)),
})
