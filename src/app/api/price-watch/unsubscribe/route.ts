import { priceWatchOperations, unsubscribeByLink, unsubscribeWatch } from '@/features/price-watch'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(priceWatchOperations.unsubscribeLink, ({ query }) => unsubscribeByLink(query.token)),
  POST: serve(priceWatchOperations.unsubscribeOneClick, ({ query }) => unsubscribeWatch(query.token)),
})
