import { getMenu } from '@/features/navigation/server'
import { endpoint } from '@/lib/api'

/** GET /api/menu_info/ — the footer menu, same shape as /api/menu/. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => getMenu('info') })
