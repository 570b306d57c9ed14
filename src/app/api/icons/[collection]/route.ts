import { ICON_COLLECTIONS, pickIcons } from '@/features/icons'
import { iconsOperations } from '@/features/icons/server'
import { endpoint, json, notFound, serve } from '@/server/api'

/** GET /api/icons/{collection}.json?icons=a,b — icon data from our own origin (SPEC §7), Iconify-shaped. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(iconsOperations.icons, ({ params, query }) => {
    const file = String(params.collection ?? '')
    const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null
    const collection = name && Object.prototype.hasOwnProperty.call(ICON_COLLECTIONS, name) ? ICON_COLLECTIONS[name] : undefined
    if (!collection) throw notFound(`Unknown icon collection: ${file}`)
    return json(pickIcons(collection, query.icons), {
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    })
  }),
})
