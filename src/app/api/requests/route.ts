import { createLead, leadsOperations } from '@/features/leads'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(leadsOperations.request, ({ body, fields, request }) => createLead(body, fields, request.headers.get('cookie'))),
})
