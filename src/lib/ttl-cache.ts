/**
 * A small in-process cache with a time-to-live and a size cap: concurrent callers share one load,
 * failed loads are not kept, and the oldest entry goes first when the cap is reached (so random
 * paths from scanners cannot grow it without bound).
 */
export interface TtlCache<T> {
  /** The cached value for key, or the result of load() kept for ttlMs. */
  get(key: string, load: () => Promise<T>): Promise<T>
  delete(key: string): void
  clear(): void
  readonly size: number
}

/** Creates a cache; `now` is injectable for tests. */
export function createTtlCache<T>({ ttlMs, max = 500, now = Date.now }: { ttlMs: number; max?: number; now?: () => number }): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  return {
    get(key, load) {
      const time = now()
      const hit = entries.get(key)
      if (hit && hit.expires > time) return hit.value
      if (hit) entries.delete(key)
      const value = load()
      entries.set(key, { expires: time + ttlMs, value })
      while (entries.size > max) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
