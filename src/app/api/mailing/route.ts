import { leadsOperations, subscribe } from '@/features/leads'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(leadsOperations.mailing, ({ body }) => subscribe(body)),
})
