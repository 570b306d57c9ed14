import { genplanQuerySchema, getGenplan } from '@/features/genplan'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => getGenplan(parseQuery(genplanQuerySchema, new URL(req.url).searchParams)),
})
