import { addToCompare, visitorCompare } from '@/features/compare'
import { privately, readIdBody } from '@/features/favorites'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => privately(visitorCompare(req)),
  POST: async (req) => addToCompare(req, await readIdBody(req)),
})
