import 'server-only'

import { operation } from './operation'
import { ApiError } from './errors'

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Constant-time string comparison, so the token cannot be guessed byte by byte. */
function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** Double-submit check (SPEC §6): a write must send X-CSRFToken equal to the csrftoken cookie, else 403. */
export function assertCsrf(request: Request): void {
  const cookie = readCookie(request.headers.get('cookie'), CSRF_COOKIE)
  const header = request.headers.get(CSRF_HEADER)
  if (!cookie || !header || cookie.length < 16 || !safeEqual(cookie, header)) {
    throw new ApiError(403, 'csrf_failed', 'CSRF token missing or invalid: send the csrftoken cookie value in the X-CSRFToken header')
  }
}

const CSRF_MAX_AGE = 365 * 24 * 60 * 60

/** The csrftoken cookie's attributes: readable by scripts (they copy it into the header), SameSite=Lax. */
export function csrfCookie(token: string, requestUrl: string) {
  return {
    name: CSRF_COOKIE,
    value: token,
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecureOrigin(requestUrl),
    httpOnly: false,
    maxAge: CSRF_MAX_AGE,
  }
}

/** The Set-Cookie value of csrfCookie, for a plain Response. */
export function csrfSetCookieHeader(token: string, requestUrl: string): string {
  const cookie = csrfCookie(token, requestUrl)
  return `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAge}; SameSite=Lax${cookie.secure ? '; Secure' : ''}`
}

/** Secure in production, except a production build served over plain http on this machine (the e2e suite). */
function isSecureOrigin(requestUrl: string): boolean {
  if (process.env.NODE_ENV !== 'production') return false
  const host = new URL(requestUrl).hostname
  return host !== 'localhost' && host !== '127.0.0.1' && host !== '[::1]'
}

/** A new random CSRF token (hex, 32 chars). */
export function newCsrfToken(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The answer of GET /api/csrf/: 204, with a new csrftoken cookie when the caller has none.
 *
 * This is the only place that issues the token. When every API answer issued one, a new browser's first
 * reads (favourites, compare, pinned) and its /api/csrf/ call each set a different token; a write could
 * then carry the header of one and the cookie of another and be refused (403 csrf_failed) — one first
 * write in about 20 did. The browser's client shares a single /api/csrf/ call between its writes.
 */
export function issueCsrfToken(request: Request): Response {
  const headers = new Headers({ 'cache-control': 'no-store' })
  if (!readCookie(request.headers.get('cookie'), CSRF_COOKIE)) headers.set('set-cookie', csrfSetCookieHeader(newCsrfToken(), request.url))
  return new Response(null, { status: 204, headers })
}

/** GET /api/csrf/: pages are cached for everyone and set no cookie, so a visitor's first write asks here for its token. */
export const csrfOperation = operation({
  method: 'GET',
  path: '/api/csrf/',
  tag: 'Site',
  summary: 'Issues the csrftoken cookie (SPEC §6) to a caller without one',
  description:
    "Pages are cached and set no cookie, and no other API answer sets it: the browser calls this once before its first write and sends the cookie's value as X-CSRFToken.",
  response: { description: 'No content; Set-Cookie: csrftoken when the request had none', status: 204 },
  example: '/api/csrf/',
})
