import { readCookie } from '@/lib/api'

/** The anonymous visitor cookie: no sign-in exists, so this random id is what scopes a visitor's lists. */
export const VISITOR_COOKIE = 'vid'
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The visitor id from the request's cookie, or null when there is none (or it is not one we issued). */
export function visitorIdOf(request: Request): string | null {
  const value = readCookie(request.headers.get('cookie'), VISITOR_COOKIE)
  return value && VISITOR_ID.test(value) ? value : null
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
