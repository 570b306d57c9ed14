import { clearCompare } from '@/features/compare'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ DELETE: (req) => clearCompare(req) })
