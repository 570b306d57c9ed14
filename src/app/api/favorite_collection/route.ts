import { shareFavorites } from '@/features/favorites'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ POST: (req) => shareFavorites(req) })
