import { subscribe } from '@/features/leads'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ POST: (request) => subscribe(request) })
