import { bookFlat } from '@/features/booking'
import { endpoint, FORM_RATE_LIMIT } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  { POST: (request) => bookFlat(request) },
  { rateLimit: FORM_RATE_LIMIT },
)
