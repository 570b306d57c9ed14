import 'server-only'

/**
 * The app's side of the page cache (docs/rendering.md): what expires it. The cache itself is Next's
 * cacheHandler (handler.ts), which Node loads outside the bundles; both share state.ts through a global.
 */
import { onCmsChangeSettled } from '../change-events'
import { expireAllPages, expireTags } from './state'
import { type PropertyPlacement, tagsOfChange } from './tags'

export { expireAllPages, expireTags } from './state'
export { CATALOG_FROM, type PropertyPlacement, tagsOfChange, tagsOfPropertyChange } from './tags'

const SUBSCRIBED = Symbol.for('novaya-zarya.page-cache.subscribed')
const registry = globalThis as unknown as Record<symbol, boolean | undefined>

/** Where properties stand (the catalogue in memory), or null when one of them is unknown there. */
export type PlacementLookup = (ids: number[]) => PropertyPlacement[] | null

/**
 * Expires, on every change heard by this process (once per process), the cached pages that show what changed:
 * the tags the change names (tags.ts), or every page for a change every page shows.
 */
export function keepPagesFresh(placements: PlacementLookup = () => null): void {
  if (registry[SUBSCRIBED]) return
  registry[SUBSCRIBED] = true
  onCmsChangeSettled((event) => {
    const scope = tagsOfChange(event, placements)
    if (scope === null) return
    if (scope.all) expireAllPages()
    else expireTags(scope.tags)
  })
}
