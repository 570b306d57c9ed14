/**
 * The app's side of the page cache (docs/rendering.md): what expires it. The cache itself is Next's
 * cacheHandler (handler.ts), which Node loads outside the bundles; both share state.ts through a global.
 */
import { changesPublicContent, onCmsChangeSettled } from '../change-events'
import { expireAllPages } from './state'

export { expireAllPages } from './state'

const SUBSCRIBED = Symbol.for('novaya-zarya.page-cache.subscribed')
const registry = globalThis as unknown as Record<symbol, boolean | undefined>

/** Expires every cached page of this process whenever the public content changes (once per process). */
export function keepPagesFresh(): void {
  if (registry[SUBSCRIBED]) return
  registry[SUBSCRIBED] = true
  onCmsChangeSettled((event) => {
    if (changesPublicContent(event)) expireAllPages()
  })
}
