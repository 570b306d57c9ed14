/** The booking link of a flat (SPEC §2.2): the booking form page with the query ID = the flat's ref_id. Pure. */

/** Our own booking page, used when the site settings name no external booking form. */
export const DEFAULT_BOOKING_PATH = '/booking'

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i
// Only to parse relative and protocol-relative addresses; never part of the answer.
const PARSE_BASE = 'http://booking.invalid'

/**
 * The booking href: the configured booking URL (absolute, protocol-relative or a path) or /booking, with
 * ID=ref_id set and every other query value of the configured URL kept.
 */
export function bookingHref(bookingUrl: string | null | undefined, refId: string): string {
  const configured = bookingUrl?.trim() || DEFAULT_BOOKING_PATH
  const url = new URL(configured, PARSE_BASE)
  url.searchParams.set('ID', refId)
  if (ABSOLUTE.test(configured)) return url.toString()
  if (configured.startsWith('//')) return `//${url.host}${url.pathname}${url.search}${url.hash}`
  return `${url.pathname}${url.search}${url.hash}`
}
