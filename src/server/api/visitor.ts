import 'server-only'

import { createHmac } from 'node:crypto'

import { CSRF_COOKIE, readCookie } from './csrf'
import { serverEnv } from '../env'

/** The anonymous visitor cookie: no sign-in exists, so this random id is what scopes a visitor's lists. */
export const VISITOR_COOKIE = 'vid'
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The requester's visitor id: the vid cookie when it holds one we issued; else the id derived from the
 * csrftoken (see visitorIdFromCsrf), so the first writes of a new client — sent together, before any
 * answer set a vid cookie — all land on one visitor; null without either cookie.
 */
export function visitorIdOf(request: Request): string | null {
  const cookies = request.headers.get('cookie')
  const value = readCookie(cookies, VISITOR_COOKIE)
  if (value && VISITOR_ID.test(value)) return value
  const csrf = readCookie(cookies, CSRF_COOKIE)
  return csrf && csrf.length >= 16 ? visitorIdFromCsrf(csrf) : null
}

/**
 * The visitor id that belongs to a csrftoken: a keyed hash (HMAC-SHA-256 with PAYLOAD_SECRET) shaped as a
 * version-4 UUID. The visitor id follows the csrftoken wherever the site issues it (pages or API answers),
 * and scripts that can read the csrftoken still cannot compute the httpOnly vid without the secret.
 */
export function visitorIdFromCsrf(csrfToken: string, secret: string = serverEnv().PAYLOAD_SECRET): string {
  const hex = createHmac('sha256', secret).update(`visitor:${csrfToken}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A new unguessable visitor id. */
export function newVisitorId(): string {
  return crypto.randomUUID()
}

/** True when the visitor reached us over HTTPS (directly, behind a TLS-terminating proxy, or per SITE_URL). */
function overHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return forwarded === 'https' || new URL(request.url).protocol === 'https:' || (process.env.SITE_URL ?? '').startsWith('https:')
}

/**
 * The Set-Cookie value for a visitor id: httpOnly (scripts never read it), SameSite=Lax, and Secure in
 * production over HTTPS — a Secure cookie on a plain-http demo would be dropped and lose the lists.
 */
export function visitorCookie(id: string, request: Request): string {
  const secure = process.env.NODE_ENV === 'production' && overHttps(request) ? '; Secure' : ''
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}
