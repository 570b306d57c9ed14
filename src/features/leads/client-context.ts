/** What a lead carries besides the visitor's fields: the analytics client id, the UTM values and the page. */
import { UTM_KEYS } from '@/features/navigation'
import { readCookieValue } from '@/lib/cookies'

/** Yandex Metrika keeps its client id in this first-party cookie once the counter has run. */
export const METRIKA_CLIENT_ID_COOKIE = '_ym_uid'

export type UtmKey = (typeof UTM_KEYS)[number]

/** The analytics client id of this browser, when the counter has set one. */
export function readClientId(cookieHeader?: string): string | undefined {
  const value = readCookieValue(METRIKA_CLIENT_ID_COOKIE, cookieHeader)?.trim()
  return value ? value : undefined
}

/** The UTM values of the current address (the navigation chain carries them over from page to page). */
export function readUtm(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search)
  const out: Partial<Record<UtmKey, string>> = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) out[key] = value
  }
  return out
}

/** Appends the context fields to a lead's multipart body; absent values are left out. */
export function appendLeadContext(body: FormData, location: Pick<Location, 'pathname' | 'search'>, cookieHeader?: string): FormData {
  const clientId = readClientId(cookieHeader)
  if (clientId) body.append('client_id', clientId)
  for (const [key, value] of Object.entries(readUtm(location.search))) body.append(key, value)
  body.append('page_url', location.pathname)
  return body
}
