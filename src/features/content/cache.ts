import { onCmsChange } from '@/lib/change-events'
import { createTtlCache } from '@/lib/ttl-cache'

/** How long CMS reads are reused within one process: short, so an editor's change shows within seconds. */
export const CONTENT_TTL_MS = 2_000

/** What visitors write (their lists, leads, subscriptions), the admin's users and the price history: no page content comes from them. */
const NOT_CONTENT = new Set(['visitor-items', 'favorite-collections', 'leads', 'subscribers', 'users', 'property-changes'])

const cache = createTtlCache<unknown>({ ttlMs: CONTENT_TTL_MS, max: 200 })
// An editor's change clears every read at once, in this process and (through the relays) in every other;
// the TTL is what remains when no relay reaches an instance.
onCmsChange((event) => {
  if (!NOT_CONTENT.has(event.slug)) cache.clear()
})

/** Reuses a CMS read for CONTENT_TTL_MS in this process; concurrent callers share one load, failures are not kept. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cache.get(key, load) as Promise<T>
}

/** Forgets every cached read (tests). */
export function clearCache(): void {
  cache.clear()
}
