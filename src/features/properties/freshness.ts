import { onCmsChangeSettled } from '@/server/change-events'
import { CATALOG_FROM, expireTags } from '@/server/page-cache'

import { currentSnapshot, getCatalog, invalidateCatalog } from './catalog'
import { flatFiguresOf } from './queries'
import type { Snapshot } from './snapshot'

/**
 * The catalogue's part in keeping pages fresh (docs/rendering.md, "Cache tags"): the main page shows the «от»
 * figures by room count, so it is rendered again only when a property change moves them — not on each of the
 * many price and status changes a sales system sends that leave every minimum and count as it was.
 *
 * The figures are compared once the change has committed (the settled call): with those last compared, or,
 * for the first change heard, with the catalogue in memory before the change. Unknown → expire.
 */
interface FiguresState {
  subscribed: boolean
  /** The figures as last compared (or as before the first change), or null when unknown. */
  last: string | null
}
const KEY = Symbol.for('novaya-zarya.catalog-figures')
const store = globalThis as unknown as Record<symbol, FiguresState | undefined>
const state: FiguresState = (store[KEY] ??= { subscribed: false, last: null })

const figuresOf = (snapshot: Snapshot | null): string | null => (snapshot ? JSON.stringify(flatFiguresOf(snapshot)) : null)

/** Expires the pages showing the «от» figures when a property change moves them (once per process). */
export function keepFromFiguresFresh(): void {
  if (state.subscribed) return
  state.subscribed = true
  onCmsChangeSettled((event, settled) => {
    if (event.kind !== 'collection' || event.slug !== 'properties') return
    if (!settled) {
      state.last ??= figuresOf(currentSnapshot())
      return
    }
    // The catalogue's own listener may hear this settled call after this one: read it anew here, so the figures
    // compared are those committed, not a snapshot a request refreshed before the commit.
    invalidateCatalog('properties')
    void getCatalog()
      .then((snapshot) => figuresOf(snapshot))
      .catch(() => null)
      .then((now) => {
        if (now === null || now !== state.last) expireTags([CATALOG_FROM])
        state.last = now
      })
  })
}
