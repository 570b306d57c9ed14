import { getMortgagePage } from '@/features/mortgage'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => getMortgagePage() })
