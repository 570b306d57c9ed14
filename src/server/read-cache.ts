/**
 * The in-process cache of server reads (CMS globals, redirect tables, SEO records, camera checks): lru-cache with
 * the rules every one of those caches relies on.
 * - Concurrent readers of a key share one load (lru-cache's fetch); a failed load is not kept, so the next read
 *   tries again.
 * - Bounded by entries (`max`, so random paths from scanners cannot grow it) and, when `ttlMs` is set, by age.
 * - A load still under way when the cache is cleared (a CMS change arrived) answers its own readers but is not
 *   kept: it may have read the data before the change (ignoreFetchAbort without updating the cache).
 * Values are boxed because lru-cache holds no null or undefined, which a read may well answer.
 * Not marked server-only: the redirects feature's client-safe index re-exports the proxy's resolver, which uses
 * this; the browser's own lookup (redirects/client-lookup.ts) does not, so bundles drop it as unused.
 */
import { LRUCache } from 'lru-cache'

type Load<V> = () => Promise<V>

export interface ReadCache<V> {
  /** The cached value of `key`, or the result of `load()`, kept until it expires or the cache is cleared. */
  get(key: string, load: Load<V>): Promise<V>
  delete(key: string): void
  clear(): void
  readonly size: number
}

export interface ReadCacheOptions {
  /** How many keys it holds; the least recently read goes first. */
  max: number
  /** How long a value is reused; without it, until the cache is cleared. */
  ttlMs?: number
  /** The clock (tests that move Date with fake timers; lru-cache reads performance.now by default). */
  now?: () => number
}

/** Creates a read cache over lru-cache. */
export function createReadCache<V>({ max, ttlMs, now }: ReadCacheOptions): ReadCache<V> {
  const cache = new LRUCache<string, { value: V }, Load<V>>({
    max,
    ...(ttlMs === undefined ? {} : { ttl: ttlMs }),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  })
  return {
    async get(key, load) {
      return (await cache.forceFetch(key, { context: load })).value
    },
    delete: (key) => void cache.delete(key),
    clear: () => cache.clear(),
    get size() {
      return cache.size
    },
  }
}

/**
 * The read cache called `name` in this process, made on first use. Next bundles instrumentation (which subscribes
 * the caches to changes at start-up) apart from the routes that read through them, each bundle with its own copy
 * of a module: held on globalThis, the cache a route reads is the one the start-up subscription clears.
 * The options of the first call hold.
 */
export function processReadCache<V>(name: string, options: ReadCacheOptions): ReadCache<V> {
  const registry = globalThis as unknown as Record<symbol, ReadCache<V> | undefined>
  return (registry[Symbol.for(`novaya-zarya.read-cache.${name}`)] ??= createReadCache<V>(options))
}
