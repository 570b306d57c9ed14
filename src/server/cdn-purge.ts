import 'server-only'

/**
 * Purges the cache in front of the site (the production front in deploy/nginx, or a CDN) when the public content
 * changes (docs/rendering.md "In front of the app"). Pages allow shared caches 5 minutes (s-maxage); with
 * CDN_PURGE_URL set, the instance where a change was saved POSTs what the change expired, with the same map the
 * app's own page cache uses (page-cache/tags.ts): `{"tags": [...]}`, or `{"paths": ["/*"]}` for a change every
 * page shows. Like the app's caches (onCmsChangeSettled) it purges twice: at once, so the change shows within a
 * second, and once the change has surely committed, dropping what a request read in between put back.
 * A burst of changes makes one call each time.
 */
import { addChangeRelay, SETTLE_MS } from './change-events'
import { moduleLogger } from './log'
import type { PlacementLookup } from './page-cache'
import { CATALOG_FROM, tagsOfChange } from './page-cache/tags'

export interface CdnPurgeOptions {
  url: string
  token?: string
  fetch?: typeof fetch
  /** Where changed properties stand (the catalogue in memory); unknown → every catalogue page. */
  placements?: PlacementLookup
}

/** What one purge call covers: every page, or the pages carrying any of these tags. */
interface PurgeScope {
  all: boolean
  tags: Set<string>
}

/** Changes within this long of each other make one call. */
const GATHER_MS = 20

/** The request body of a purge: every page, or the tags a change expired. */
export function purgeBody(scope: PurgeScope): { paths: string[] } | { tags: string[] } {
  return scope.all ? { paths: ['/*'] } : { tags: [...scope.tags].sort() }
}

/** Starts purging on every public change emitted in this process; returns the function that stops it. */
export function startCdnPurge({ url, token, fetch: doFetch = fetch, placements = () => null }: CdnPurgeOptions): () => void {
  const log = moduleLogger('cdn-purge')
  const timers = new Set<ReturnType<typeof setTimeout>>()
  /** The changes not yet purged at once, and those not yet purged after their commit. */
  let now: PurgeScope | null = null
  let settled: PurgeScope | null = null

  const send = async (scope: PurgeScope) => {
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(purgeBody(scope)),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) log.warn({ status: response.status }, 'CDN purge refused')
    } catch (error) {
      log.warn({ err: error }, 'CDN purge failed')
    }
  }
  const later = (ms: number, take: () => PurgeScope | null) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      const scope = take()
      if (scope) void send(scope)
    }, ms)
    timers.add(timer)
  }
  const takeNow = () => {
    const scope = now
    now = null
    return scope
  }
  const takeSettled = () => {
    const scope = settled
    settled = null
    return scope
  }
  const add = (into: PurgeScope | null, all: boolean, tags: readonly string[]): PurgeScope => {
    const scope = into ?? { all: false, tags: new Set<string>() }
    scope.all ||= all
    for (const tag of tags) scope.tags.add(tag)
    return scope
  }

  const stop = addChangeRelay((event) => {
    const change = tagsOfChange(event, placements)
    if (change === null) return
    // The «от» figures move with some price changes; only the catalogue can tell after the commit, so the
    // front drops the main page with every property change (one render per burst).
    const tags = change.all ? [] : event.slug === 'properties' ? [...change.tags, CATALOG_FROM] : change.tags
    if (now === null) later(GATHER_MS, takeNow)
    if (settled === null) later(SETTLE_MS, takeSettled)
    now = add(now, change.all, tags)
    settled = add(settled, change.all, tags)
  })
  return () => {
    stop()
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  }
}
