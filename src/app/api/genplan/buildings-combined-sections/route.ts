import { combinedSections, genplanQuerySchema } from '@/features/genplan'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => combinedSections(parseQuery(genplanQuerySchema, new URL(req.url).searchParams)),
})
