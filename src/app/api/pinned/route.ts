import { addToList, privately, readIdBody, visitorListQuerySchema, visitorProperties } from '@/features/favorites'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => privately(visitorProperties('pinned', req, parseQuery(visitorListQuerySchema, new URL(req.url).searchParams))),
  POST: async (req) => addToList('pinned', req, await readIdBody(req)),
})
