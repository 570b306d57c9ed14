import { listPromos, promoQuerySchema } from '@/features/properties'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => listPromos('promo', parseQuery(promoQuerySchema, new URL(req.url).searchParams)),
})
