import { createHmac, timingSafeEqual } from 'node:crypto'

import { BOOKING_CANCEL_PATH } from './booking-terms'

/**
 * The token of a booking's cancel link: HMAC-SHA-256 of the booking number with the server's secret, so only
 * the confirmation e-mail can carry it and the sequential number alone cancels nothing.
 */
export function cancelToken(bookingId: number, secret: string): string {
  return createHmac('sha256', secret).update(`booking-cancel:${bookingId}`).digest('hex')
}

/** True when the token belongs to the booking (constant-time comparison). */
export function validCancelToken(bookingId: number, token: string, secret: string): boolean {
  const expected = Buffer.from(cancelToken(bookingId, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The link of the confirmation e-mail: the page that asks before it cancels (mail scanners open every link). */
export function cancelLink(bookingId: number, siteUrl: string, secret: string): string {
  const url = new URL(BOOKING_CANCEL_PATH, siteUrl)
  url.searchParams.set('booking', String(bookingId))
  url.searchParams.set('token', cancelToken(bookingId, secret))
  return url.href
}
