import { confirmWatch, priceWatchOperations } from '@/features/price-watch'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(priceWatchOperations.confirm, ({ body }) => confirmWatch(body.token)),
})
