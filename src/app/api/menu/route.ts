import { getMenu } from '@/features/navigation/server'
import { endpoint } from '@/lib/api'

/** GET /api/menu/ — the header menu: [{ title, category, to: { path, hash }, parent }]. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => getMenu('main') })
