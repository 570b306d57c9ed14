/** The redirect lookup for client navigations (SPEC §4 step 4), cached briefly per path. */
import type { HttpClient } from '@/lib/http-client'

import { parseRedirectLookup, REDIRECT_LOOKUP_PATH, type RedirectLookup } from './lookup'
import { normalizeRedirectPath } from './target'

/** How many paths one page session keeps answers for; the oldest goes first. */
const MAX_PATHS = 300

/**
 * Creates a lookup function over the app's HTTP client; errors propagate (the chain logs and carries on).
 * Concurrent lookups of a path share one request, an answer is reused for `ttlMs`, a failure is not kept.
 * A Map rather than lru-cache (server/read-cache.ts): this runs in every page's shell, and lru-cache would add
 * about 6 KB gzip to the JavaScript every page loads (e2e/budgets.spec.ts holds it).
 */
export function createClientRedirectLookup(http: HttpClient, { ttlMs = 60_000 }: { ttlMs?: number } = {}) {
  const answers = new Map<string, { expires: number; answer: Promise<RedirectLookup> }>()
  return (path: string): Promise<RedirectLookup> => {
    const key = normalizeRedirectPath(path)
    const now = Date.now()
    const hit = answers.get(key)
    if (hit && hit.expires > now) return hit.answer
    const answer = http.get(REDIRECT_LOOKUP_PATH, { query: { path: key } }).then(parseRedirectLookup)
    answers.delete(key)
    answers.set(key, { expires: now + ttlMs, answer })
    if (answers.size > MAX_PATHS) answers.delete(answers.keys().next().value as string)
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key)
    })
    return answer
  }
}
