import { getMenu, navigationOperations } from '@/features/navigation/server'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(navigationOperations.menu, () => getMenu('main')) })
