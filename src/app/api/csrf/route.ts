import { csrfOperation, endpoint, issueCsrfToken, serve } from '@/server/api'

// Pages are cached for everyone and set no cookie: a visitor's first write asks here for its csrftoken
// cookie, which no other answer issues (SPEC §6, server/api/csrf.ts).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(csrfOperation, ({ request }) => issueCsrfToken(request)),
})
