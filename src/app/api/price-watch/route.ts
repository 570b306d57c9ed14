import { priceWatchOperations, subscribeToWatch } from '@/features/price-watch'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(priceWatchOperations.subscribe, ({ body }) => subscribeToWatch(body)),
})
