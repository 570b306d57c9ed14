import { privately, visitorIds } from '@/features/favorites'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: (req) => privately(visitorIds('favorite', req)) })
