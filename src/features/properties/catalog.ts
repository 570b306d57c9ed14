import { cms } from '@/features/cms-runtime'
import { type Program, readPrograms } from '@/features/mortgage'
import { onCmsChangeSettled } from '@/server/change-events'
import { moduleLogger } from '@/server/log'
import { CATALOG_FROM, expireTags, type PropertyPlacement, tagsOfPropertyChange } from '@/server/page-cache'

import { readPlanImages, readProperties, readRelated, readStamps, readWindowPrices, type Related, type Stamps } from './catalog-source'
import { PRICE_DROP_WINDOW_MS } from './price-history'
import { buildSnapshot, mergeRecords, type CatalogSource, type Snapshot } from './snapshot'

/**
 * The catalogue snapshot of this process: every property with what the filters need, read by one raw
 * query and kept in memory, so list, facets and specs never hit the database per request (the API's
 * speed target, bench/api.mjs: ≥ 850 req/s, p99 < 50 ms).
 *
 * Freshness (docs/rendering.md): the snapshot is kept until a CMS change of the catalogue reaches this process
 * (change events: from this process, the other workers through the primary, other instances through Redis),
 * told again once the change has committed (onCmsChangeSettled), or until a hold runs out. The next request
 * then refreshes it, reading as little as the version stamps allow: a price edit costs one small query and an
 * in-memory rebuild; a delete, or a change to buildings, sections or layouts, re-reads everything. When a
 * hold runs out, the cached pages are expired too: the flat is back on sale without any CMS change.
 */

const log = moduleLogger('catalog')

/** Collections whose changes alter the catalogue. */
export const CATALOG_COLLECTIONS = ['properties', 'buildings', 'sections', 'layouts', 'media'] as const
/** Collections the monthly payments depend on: a change re-reads the programmes only (their stamp tells). */
const PROGRAM_COLLECTIONS = ['mortgage-programs', 'banks'] as const

/** After a failed refresh, the last snapshot is served this long before the database is asked again. */
const RETRY_AFTER_MS = 1_000
/** Rows written this long before the newest one are re-read too: clocks of instances and commit order drift. */
const REREAD_MARGIN_MS = 5_000
/** The per-snapshot answer cache is dropped when it grows past this many entries. */
const MEMO_LIMIT = 1_000

interface CatalogState {
  snapshot: Snapshot | null
  source: CatalogSource | null
  related: Related | null
  programs: Program[] | null
  stamps: Stamps | null
  /** Bumped by every local change: a snapshot of an older generation is refreshed before use. */
  generation: number
  /** The next refresh must re-read everything (buildings, sections, layouts or media changed, or a refresh failed). */
  full: boolean
  failedAt: number
  /** The timer that expires pages when the earliest hold of the snapshot runs out. */
  holdTimer: ReturnType<typeof setTimeout> | null
  refreshing: Promise<void> | null
  subscribed: boolean
}

// One state per process even when Next bundles this module into several route chunks.
const STATE_KEY = Symbol.for('novaya-zarya.catalog')
const store = globalThis as unknown as Record<symbol, CatalogState | undefined>
const state: CatalogState = (store[STATE_KEY] ??= {
  snapshot: null,
  source: null,
  related: null,
  programs: null,
  stamps: null,
  generation: 0,
  full: true,
  failedAt: 0,
  holdTimer: null,
  refreshing: null,
  subscribed: false,
})

/**
 * Marks the snapshot stale in this process: the next request refreshes it first. Safe to call from any
 * hook. Pass the collection slug when known: only a change outside `properties` re-reads everything.
 */
export function invalidateCatalog(slug?: string): void {
  state.generation++
  if (slug !== 'properties' && !(PROGRAM_COLLECTIONS as readonly string[]).includes(slug ?? '')) state.full = true
}

function subscribe(): void {
  if (state.subscribed) return
  state.subscribed = true
  const slugs = new Set<string>([...CATALOG_COLLECTIONS, ...PROGRAM_COLLECTIONS])
  onCmsChangeSettled((event) => {
    if (event.kind === 'collection' && slugs.has(event.slug)) invalidateCatalog(event.slug)
  })
}

/** The current catalogue snapshot, loading or refreshing it when needed. */
export async function getCatalog(): Promise<Snapshot> {
  subscribe()
  for (let attempt = 0; attempt < 3; attempt++) {
    const snapshot = state.snapshot
    const now = Date.now()
    if (snapshot !== null && snapshot.generation === state.generation && now < snapshot.validUntil) return snapshot
    // Right after a failed refresh, serve what there is instead of waiting on the database again per request.
    if (snapshot !== null && now - state.failedAt < RETRY_AFTER_MS) return snapshot
    try {
      await (state.refreshing ??= refresh().finally(() => (state.refreshing = null)))
    } catch (error) {
      // The database is unreachable: the catalogue in memory is better than an error page; retry after the interval.
      if (!state.snapshot) throw error
      log.error({ err: error }, 'catalogue refresh failed; serving the last snapshot')
      state.failedAt = Date.now()
      return state.snapshot
    }
    if (state.snapshot && state.snapshot.generation === state.generation) return state.snapshot
  }
  // Changed again during each of three refreshes (an import in progress): serve the newest one read.
  if (state.snapshot) return state.snapshot
  throw new Error('catalog could not be loaded')
}

/** The answer cache of a snapshot: computes once per key until the catalogue changes. */
export function memo<T>(snapshot: Snapshot, key: string, compute: () => T): T {
  if (snapshot.memo.has(key)) return snapshot.memo.get(key) as T
  const value = compute()
  if (snapshot.memo.size >= MEMO_LIMIT) snapshot.memo.clear()
  snapshot.memo.set(key, value)
  return value
}

/** The snapshot in memory as it is, without refreshing it: null before the first read. */
export function currentSnapshot(): Snapshot | null {
  return state.snapshot
}

/**
 * Where these properties stand, from the catalogue in memory (no database read: the change that asks may not
 * have committed yet, and a price edit moves no flat). Null when the catalogue has not been read here or does
 * not know one of them (a new property): the caller then expires every catalogue page.
 */
export function propertyPlacements(ids: readonly number[]): PropertyPlacement[] | null {
  const records = state.source?.properties
  if (!records) return null
  const byId = new Map(records.map((r) => [r.id, r]))
  const wanted = ids.map((id) => byId.get(id))
  if (wanted.some((r) => r === undefined)) return null
  const floorOf = (r: { section: number; floor: number }) => `${r.section}:${r.floor}`
  const mates = new Map(wanted.map((r) => [floorOf(r!), [] as number[]]))
  for (const r of records) mates.get(floorOf(r))?.push(r.id)
  return wanted.map((r) => ({ id: r!.id, building: r!.building, floor: r!.floor, floorMates: mates.get(floorOf(r!))! }))
}

/**
 * Pages show statuses and «цена снижена»: when the earliest hold runs out, or a fall leaves the 30-day window,
 * the pages of those flats are rendered again (and the main page's counts), as if they had been edited.
 */
function expirePagesWhenHoldEnds(validUntil: number, now: number): void {
  if (state.holdTimer) clearTimeout(state.holdTimer)
  state.holdTimer = null
  // setTimeout holds at most ~24.8 days; a later hold is rescheduled by the refreshes before then.
  if (!Number.isFinite(validUntil) || validUntil - now > 2 ** 31 - 1) return
  state.holdTimer = setTimeout(
    () => {
      const now = Date.now()
      const ended = (state.source?.properties ?? []).filter((r) => r.status === 'booked' && r.hold_until !== null && r.hold_until <= now)
      const lapsed = [...(state.source?.windowPrices ?? [])].filter(([, start]) => start.at + PRICE_DROP_WINDOW_MS <= now).map(([id]) => id)
      expireTags([...tagsOfPropertyChange(propertyPlacements([...ended.map((r) => r.id), ...lapsed])), CATALOG_FROM])
    },
    Math.max(0, validUntil - now),
  )
  state.holdTimer.unref?.()
}

/** Brings the snapshot up to date with the database, reading as little as the stamps allow. */
async function refresh(): Promise<void> {
  const generation = state.generation
  const full = state.full || !state.source || !state.stamps || !state.related
  state.full = false
  try {
    const payload = await cms()
    // Stamps first: a write landing after them shows in the next check and is read again then.
    const stamps = await readStamps(payload)
    const now = Date.now()
    const previous = state.stamps
    let source = state.source
    let related = state.related
    // A programme or bank edit changes every flat's monthly payment: re-read the programmes and rebuild.
    const programsChanged = full || !state.programs || !previous || stamps.programs !== previous.programs
    const programs = programsChanged ? await readPrograms(payload) : state.programs!
    if (full || !source || !related || !previous || stamps.related !== previous.related) {
      related = stamps.related === related?.stamp && !full ? related : await readRelated(payload, stamps.related)
      source = null
    } else if (stamps.properties === previous.properties) {
      // Nothing written since: keep the snapshot, unless a hold ran out and statuses must be re-evaluated.
      if (!programsChanged && state.snapshot && now < state.snapshot.validUntil) {
        state.snapshot.generation = generation
        return
      }
    } else if (previous.propertiesUpdatedAt !== null) {
      const changed = await readProperties(payload, previous.propertiesUpdatedAt - REREAD_MARGIN_MS)
      const properties = mergeRecords(source.properties, changed)
      // A delete leaves no row to read: only a full read can tell which one went.
      source = properties.length === stamps.propertiesCount ? { ...source, properties } : null
    } else source = null
    if (!source)
      source = {
        version: '',
        properties: await readProperties(payload),
        buildings: [],
        sections: [],
        layouts: [],
        images: related.images,
        programs,
        windowPrices: new Map(),
      }
    await readPlanImages(payload, related, source.properties)
    // Read on every rebuild: the window moves with the clock, not only with writes.
    const windowPrices = await readWindowPrices(payload, now)
    source = {
      ...source,
      version: `${stamps.properties}|${stamps.related}|${stamps.programs}`,
      buildings: related.buildings,
      sections: related.sections,
      layouts: related.layouts,
      images: related.images,
      programs,
      windowPrices,
    }
    state.snapshot = buildSnapshot(source, generation, now)
    state.source = source
    state.related = related
    state.programs = programs
    state.stamps = stamps
    expirePagesWhenHoldEnds(state.snapshot.validUntil, now)
  } catch (error) {
    state.full = true
    throw error
  }
}
