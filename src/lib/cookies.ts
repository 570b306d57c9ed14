/** Cookie helpers shared by the browser and the server (no framework imports). */

export interface CookieOptions {
  /** Lifetime in seconds; omitted = session cookie. */
  maxAge?: number
  path?: string
  domain?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
  httpOnly?: boolean
}

/**
 * The Yandex Metrica ClientID as `ym(id, 'getClientID')` answers it: the analytics runtime writes it once the counter
 * runs, and a lead reads it from its request (features/leads/attribution.ts).
 */
export const METRIKA_CLIENT_ID_COOKIE = 'nz_ym_cid'

/** Seconds in a day, for lifetimes such as the 30-day banner dismissal (SPEC §9). */
export const DAY_SECONDS = 24 * 60 * 60

/** Parses a Cookie header (or document.cookie) into name → value; the first occurrence of a name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in out) continue
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      out[name] = decodeURIComponent(raw)
    } catch {
      out[name] = raw
    }
  }
  return out
}

/** One cookie's value from a Cookie header, or from document.cookie in the browser. */
export function readCookieValue(name: string, source?: string | null): string | undefined {
  const header = source ?? (typeof document !== 'undefined' ? document.cookie : '')
  return parseCookies(header)[name]
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** A Set-Cookie / document.cookie string. SameSite defaults to Lax and the path to '/'. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name: ${name}`)
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  // Browsers reject SameSite=None without Secure, so None implies it.
  if (options.secure || options.sameSite === 'None') parts.push('Secure')
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}

/** Sets a cookie from the browser; Secure follows the page's protocol unless told otherwise. */
export function setBrowserCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:')
  document.cookie = serializeCookie(name, value, { ...options, secure, httpOnly: false })
}

/** Removes a cookie set by the browser. */
export function deleteBrowserCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  setBrowserCookie(name, '', { ...options, maxAge: 0 })
}
