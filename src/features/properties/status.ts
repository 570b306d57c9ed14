import type { PropertyStatus } from './properties.schema'

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
