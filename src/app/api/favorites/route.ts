import { addToList, privately, readIdBody, visitorListQuerySchema, visitorProperties } from '@/features/favorites'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => privately(visitorProperties('favorite', req, parseQuery(visitorListQuerySchema, new URL(req.url).searchParams))),
  POST: async (req) => addToList('favorite', req, await readIdBody(req)),
})
