import { csrfOperation, endpoint, serve } from '@/lib/api'

// Pages are cached for everyone and set no cookie: a visitor's first write asks here for its csrftoken
// cookie, which endpoint() issues to every caller without one (SPEC §6).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(csrfOperation, () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })),
})
