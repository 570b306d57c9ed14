import type { PropertyStatus } from './properties.schema'

/**
 * The public status of a stored one: a flat taken off sale («Не в продаже», a full price list left it out) is not
 * for sale, so visitors see it as sold — greyed in the шахматка, never counted among the flats on sale.
 */
export function publicStatus(stored: string): PropertyStatus {
  return stored === 'available' || stored === 'booked' ? stored : 'sold'
}

/**
 * The status visitors see. The one place that decides it: a booking whose hold has run out
 * (hold_until in the past) counts as available again, without anyone editing the record.
 */
export function effectiveStatus(status: PropertyStatus, holdUntil: number | null, now: number): PropertyStatus {
  return status === 'booked' && holdUntil !== null && holdUntil <= now ? 'available' : status
}

/** When the status of a record will change by itself (its hold runs out), or Infinity. */
export function statusChangesAt(status: PropertyStatus, holdUntil: number | null, now: number): number {
  return status === 'booked' && holdUntil !== null && holdUntil > now ? holdUntil : Number.POSITIVE_INFINITY
}
