/** What the favorites and compare pages share: a collection named in the URL, and making a link to one. */
import { browserHttp } from '@/features/shell'

import { COLLECTION_KEY_PATTERN } from './list-rules'

export type ShareState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; url: string; copied: boolean } | { kind: 'failed' }

/** For useSyncExternalStore over the URL of a loaded page: it does not change while the island lives. */
export const noSubscription = () => () => undefined

/** The shared collection the URL names (?collection=), null for the visitor's own list; a malformed key is ignored. */
export function collectionInUrl(): string | null {
  const key = new URLSearchParams(window.location.search).get('collection')
  return key !== null && COLLECTION_KEY_PATTERN.test(key) ? key : null
}

/**
 * Saves the visitor's list as a collection (POST to `endpoint`) and copies its link (`urlOf(origin, key)`) to
 * the clipboard; copied is false when the browser does not allow it, so the page shows the link for copying by hand.
 */
export async function createShareLink(
  endpoint: string,
  urlOf: (origin: string, key: string) => string,
): Promise<{ url: string; copied: boolean }> {
  const created = await browserHttp.post<{ key: string }>(endpoint, {})
  const url = urlOf(window.location.origin, created.key)
  try {
    await navigator.clipboard.writeText(url)
    return { url, copied: true }
  } catch {
    // No clipboard permission (or an insecure origin).
    return { url, copied: false }
  }
}
