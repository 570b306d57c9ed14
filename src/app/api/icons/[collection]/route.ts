import { z } from 'zod'

import { ICON_COLLECTIONS, pickIcons } from '@/features/icons'
import { endpoint, json, notFound, parseQuery, q } from '@/lib/api'

const query = z.object({ icons: q.list(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Icon names are lowercase letters, digits and dashes')) })

/** GET /api/icons/{collection}.json?icons=a,b — icon data from our own origin (SPEC §7), Iconify-shaped. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request, params) => {
    const file = String(params.collection ?? '')
    const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null
    const collection = name && Object.prototype.hasOwnProperty.call(ICON_COLLECTIONS, name) ? ICON_COLLECTIONS[name] : undefined
    if (!collection) throw notFound(`Unknown icon collection: ${file}`)
    const { icons } = parseQuery(query, new URL(request.url).searchParams)
    return json(pickIcons(collection, icons), { headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' } })
  },
})
