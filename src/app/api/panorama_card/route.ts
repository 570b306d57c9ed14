import { getPanoramaCard } from '@/features/progress'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => getPanoramaCard() })
