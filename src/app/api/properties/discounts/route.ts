import { listPromos } from '@/features/properties'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => listPromos('discounts') })
