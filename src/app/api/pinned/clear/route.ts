import { clearLists } from '@/features/favorites'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ DELETE: (req) => clearLists(['pinned'], req) })
