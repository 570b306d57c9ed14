/** The redirect lookup for client navigations (SPEC §4 step 4), cached briefly per path. */
import type { HttpClient } from '@/lib/http-client'
import { createTtlCache } from '@/lib/ttl-cache'

import { parseRedirectLookup, REDIRECT_LOOKUP_PATH, type RedirectLookup } from './lookup'
import { normalizeRedirectPath } from './target'

/** Creates a lookup function over the app's HTTP client; errors propagate (the chain logs and carries on). */
export function createClientRedirectLookup(http: HttpClient, { ttlMs = 60_000 }: { ttlMs?: number } = {}) {
  const cache = createTtlCache<RedirectLookup>({ ttlMs, max: 300 })
  return (path: string): Promise<RedirectLookup> => {
    const key = normalizeRedirectPath(path)
    return cache.get(key, async () => parseRedirectLookup(await http.get(REDIRECT_LOOKUP_PATH, { query: { path: key } })))
  }
}
