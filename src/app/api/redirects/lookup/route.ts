import { lookupRedirect, redirectsOperations } from '@/features/redirects/server'
import { endpoint, json, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(redirectsOperations.lookup, async ({ query }) =>
    json(await lookupRedirect(query.path), { headers: { 'cache-control': 'public, max-age=30' } }),
  ),
})
