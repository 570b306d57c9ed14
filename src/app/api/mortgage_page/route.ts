import { getMortgagePage, mortgageOperations } from '@/features/mortgage'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(mortgageOperations.page, () => getMortgagePage()) })
