import { subscribe } from '@/features/leads'
import { endpoint, FORM_RATE_LIMIT } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  { POST: (request) => subscribe(request) },
  { rateLimit: FORM_RATE_LIMIT },
)
