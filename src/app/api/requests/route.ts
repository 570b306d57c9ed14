import { createLead } from '@/features/leads'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ POST: (request) => createLead(request) })
