import { shareCompare } from '@/features/compare'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ POST: (req) => shareCompare(req) })
