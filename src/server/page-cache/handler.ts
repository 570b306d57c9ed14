/**
 * Next.js's cache handler (next.config `cacheHandler`) for the pages it keeps: each page rendered once per
 * content change and served from memory to every visitor: a page rendered per request served ~86 req/s, a cached
 * one ~1,000 (docs/rendering.md).
 * - Bounded: a least-recently-used store of PAGE_CACHE_MB megabytes; 404 answers (a crawler's invented ids)
 *   get a tenth of it apart, so they never push out real pages.
 * - Fresh: each entry carries the tags of its path (tags.ts); a change expires the tags of what it touched
 *   (state.ts, driven by the change events every instance hears), and the next request renders those pages
 *   again. A change every page shows expires them all. Tags Next revalidates are honoured too.
 * - Strict CSP: when a page is stored, the hashes of its inline scripts are computed and its
 *   Content-Security-Policy is stored with it, in the headers Next sends with every cached response.
 * Node loads this file as it is (type stripping): relative imports with extensions, no path aliases.
 */
import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { contentSecurityPolicy } from '../../lib/security-headers.ts'
import { inlineScriptHashes } from './inline-scripts.ts'
import { expireTags, isCurrent } from './state.ts'
import { pageTags, pathOfCacheKey } from './tags.ts'

type Headers = Record<string, string | string[] | undefined>
interface CacheValue {
  kind: string
  html?: unknown
  rscData?: unknown
  headers?: Headers
  status?: number
  segmentData?: Map<string, unknown>
  body?: unknown
  data?: unknown
}
interface Stored {
  value: CacheValue | null
  lastModified: number
  tags: string[]
  cacheControl?: unknown
}
interface SetContext {
  tags?: string[]
  cacheControl?: unknown
}

const MB = 1024 * 1024
const DEFAULT_MB = 128

function budgetBytes(): number {
  const mb = Number(process.env.PAGE_CACHE_MB)
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_MB) * MB
}

function byteSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value)
  if (value instanceof Uint8Array) return value.byteLength
  if (value instanceof Map) return [...value.values()].reduce((sum: number, v) => sum + byteSize(v), 0)
  if (value && typeof value === 'object') return JSON.stringify(value).length
  return 0
}

const sizeOf = (value: CacheValue | null): number =>
  value
    ? 512 + byteSize(value.html) + byteSize(value.rscData) + byteSize(value.segmentData) + byteSize(value.body) + byteSize(value.data)
    : 512

const htmlText = (html: unknown): string | null =>
  typeof html === 'string' ? html : html instanceof Uint8Array ? Buffer.from(html).toString('utf8') : null

/** The Content-Security-Policy of a stored page: its own inline scripts by hash. */
export function cachedPagePolicy(html: string): string {
  return contentSecurityPolicy({
    scripts: { hashes: inlineScriptHashes(html) },
    dev: false,
    sentryDsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN,
  })
}

/**
 * A least-recently-used store bounded by the bytes of what it holds. lru-cache wants a positive bound: a budget
 * of 0 (PAGE_CACHE_MB=0) becomes 1 byte, which no page (512 bytes at least) fits, so nothing is kept.
 */
const sizedStore = (maxBytes: number) =>
  new LRUCache<string, Stored>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => sizeOf(entry.value) })

// One store per process: Next may construct the handler more than once (per route bundle and per request).
const STORES = Symbol.for('novaya-zarya.page-cache.entries')
type Stores = { pages: LRUCache<string, Stored>; missing: LRUCache<string, Stored> }
const registry = globalThis as unknown as Record<symbol, Stores | undefined>
function stores(): Stores {
  const budget = budgetBytes()
  return (registry[STORES] ??= {
    pages: sizedStore(budget - Math.floor(budget / 10)),
    missing: sizedStore(Math.floor(budget / 10)),
  })
}

export default class PageCacheHandler {
  async get(key: string): Promise<{ value: CacheValue | null; lastModified: number; cacheControl?: unknown } | null> {
    const { pages, missing } = stores()
    const hit = pages.get(key) ?? missing.get(key)
    if (!hit) return null
    if (!isCurrent(hit.lastModified, hit.tags)) {
      pages.delete(key)
      missing.delete(key)
      return null
    }
    return { value: hit.value, lastModified: hit.lastModified, cacheControl: hit.cacheControl }
  }

  async set(key: string, value: CacheValue | null, ctx: SetContext = {}): Promise<void> {
    const { pages, missing } = stores()
    if (value?.kind === 'APP_PAGE') {
      const html = htmlText(value.html)
      // Next sends these headers with the page whenever it serves this entry (and with this first render). The
      // ETag is made here, once, instead of by Next on every response (next.config generateEtags: false).
      if (html !== null)
        value.headers = {
          ...value.headers,
          'content-security-policy': cachedPagePolicy(html),
          etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        }
    }
    const tags = [...(ctx.tags ?? []), ...pageTags(pathOfCacheKey(key))]
    const entry: Stored = { value, lastModified: Date.now(), tags, cacheControl: ctx.cacheControl }
    const bucket = value?.status === 404 ? missing : pages
    ;(bucket === pages ? missing : pages).delete(key)
    bucket.set(key, entry)
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    expireTags([tags].flat())
  }

  resetRequestCache(): void {}
}
