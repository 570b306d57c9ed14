import { clearLists } from '@/features/favorites'
import { endpoint } from '@/lib/api'

// SPEC §2.2: clearing favorites clears the pinned items too.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ DELETE: (req) => clearLists(['favorite', 'pinned'], req) })
