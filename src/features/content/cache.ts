import { createTtlCache } from '@/lib/ttl-cache'

/** How long CMS reads are reused within one process: short, so an editor's change shows within seconds. */
export const CONTENT_TTL_MS = 2_000

const cache = createTtlCache<unknown>({ ttlMs: CONTENT_TTL_MS, max: 200 })

/** Reuses a CMS read for CONTENT_TTL_MS in this process; concurrent callers share one load, failures are not kept. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cache.get(key, load) as Promise<T>
}

/** Forgets every cached read (tests, or a CMS change hook that wants the effect at once). */
export function clearCache(): void {
  cache.clear()
}
