import { priceWatchOperations, subscribeToWatch } from '@/features/price-watch'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(priceWatchOperations.subscribe, ({ body }) => subscribeToWatch(body)),
})
