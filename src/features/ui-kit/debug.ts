import { DAY_SECONDS, readCookieValue, serializeCookie, setBrowserCookie } from '@/lib/cookies'

/** Cookie that keeps «Show Debug Info» (SPEC §6). */
export const DEBUG_COOKIE = 'ui_kit_debug'
/** Its lifetime: 7 days (SPEC §9). */
export const DEBUG_COOKIE_MAX_AGE = 7 * DAY_SECONDS
/** Delay before the reload after turning debug on at the base page (SPEC §9). */
export const DEBUG_RELOAD_DELAY_MS = 400

/** Whether a cookie value means «on». */
export function isDebugOn(value: string | undefined | null): boolean {
  return value === '1'
}

/** Reads the flag from a Cookie header or `document.cookie` string. */
export function readDebugCookie(cookieHeader: string): boolean {
  return isDebugOn(readCookieValue(DEBUG_COOKIE, cookieHeader))
}

/** The cookie string storing the flag for 7 days (on plain http; the browser setter adds Secure on https). */
export function debugCookieString(on: boolean): string {
  return serializeCookie(DEBUG_COOKIE, on ? '1' : '0', { maxAge: DEBUG_COOKIE_MAX_AGE })
}

/** Stores the flag in the browser for 7 days. */
export function writeDebugCookie(on: boolean): void {
  setBrowserCookie(DEBUG_COOKIE, on ? '1' : '0', { maxAge: DEBUG_COOKIE_MAX_AGE })
}
