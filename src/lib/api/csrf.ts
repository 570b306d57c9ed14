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

/** A new random CSRF token (hex, 32 chars). */
export function newCsrfToken(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
