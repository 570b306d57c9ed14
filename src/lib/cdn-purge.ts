/**
 * Purges a CDN in front of the site when the public content changes (docs/rendering.md "In front of the app").
 * Pages allow shared caches 5 minutes (s-maxage); with CDN_PURGE_URL set, the instance where a change was saved
 * POSTs {"paths":["/*"]} to it once the change has committed, one call for a burst of changes.
 */
import { addChangeRelay, changesPublicContent, SETTLE_MS } from './change-events'
import { moduleLogger } from './log'

export interface CdnPurgeOptions {
  url: string
  token?: string
  fetch?: typeof fetch
}

/** Starts purging on every public change emitted in this process; returns the function that stops it. */
export function startCdnPurge({ url, token, fetch: doFetch = fetch }: CdnPurgeOptions): () => void {
  const log = moduleLogger('cdn-purge')
  let timer: ReturnType<typeof setTimeout> | null = null
  const purge = async () => {
    timer = null
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ paths: ['/*'] }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) log.warn({ status: response.status }, 'CDN purge refused')
    } catch (error) {
      log.warn({ err: error }, 'CDN purge failed')
    }
  }
  const stop = addChangeRelay((event) => {
    // After the commit (the origin renders the new content by then); a burst of saves makes one call.
    if (changesPublicContent(event)) timer ??= setTimeout(() => void purge(), SETTLE_MS)
  })
  return () => {
    stop()
    if (timer) clearTimeout(timer)
  }
}
