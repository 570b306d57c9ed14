/**
 * The redirect lookup as the proxy does it on the first request of a visit: the app's own lookup when this process
 * registered one (./in-process), else an internal call to the lookup API (the proxy does not load Payload); kept for a
 * short time in memory. Failures fail open: the page is served as if there were no redirect.
 */
import { createReadCache } from '@/server/read-cache'

import { inProcessLookup, type LookupRedirect } from './in-process'
import { NO_REDIRECT, parseRedirectLookup, REDIRECT_LOOKUP_PATH, type RedirectLookup } from './lookup'
import { normalizeRedirectPath } from './target'

export interface ProxyRedirectResolverOptions {
  /** Where the app itself listens, e.g. http://127.0.0.1:3000; never taken from the request's Host header. */
  origin: () => string
  fetch?: typeof fetch
  /** The app's lookup in this process, asked instead of the HTTP call when it answers one. */
  local?: () => LookupRedirect | undefined
  /** How long an answer (also "no redirect") is reused. */
  ttlMs?: number
  timeoutMs?: number
  warn?: (message: string, detail: Record<string, unknown>) => void
}

/** Creates the resolver; one per proxy module instance. */
export function createProxyRedirectResolver({
  origin,
  fetch: doFetch = fetch,
  local = inProcessLookup,
  ttlMs = 10_000,
  timeoutMs = 1_500,
  warn = () => {},
}: ProxyRedirectResolverOptions) {
  const cache = createReadCache<RedirectLookup>({ ttlMs, max: 1000 })
  return {
    async resolve(path: string): Promise<RedirectLookup> {
      const key = normalizeRedirectPath(path)
      if (!key) return NO_REDIRECT
      try {
        return await cache.get(key, async () => {
          const lookup = local()
          if (lookup) return lookup(key)
          const url = `${origin()}${REDIRECT_LOOKUP_PATH}?path=${encodeURIComponent(key)}`
          const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
          if (!response.ok) throw new Error(`lookup answered ${response.status}`)
          return parseRedirectLookup(await response.json())
        })
      } catch (error) {
        warn('redirect lookup failed, serving the page without it', { path: key, error: String(error) })
        return NO_REDIRECT
      }
    },
    clear: () => cache.clear(),
  }
}
