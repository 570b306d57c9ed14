import { getProperty, propertyByRef, type PropertyDetail } from '@/features/properties'
import { ApiError } from '@/server/api'

export { bookingRefId } from './ref-id'

/** What the booking page shows for its ?ID=: the form, or why there is none. */
export type BookingPageState =
  { kind: 'missing' } | { kind: 'unknown'; refId: string } | { kind: 'available' | 'booked' | 'sold'; flat: PropertyDetail }

/** Looks the flat up by its ref_id and reports its effective status (an expired hold reads as available). */
export async function loadBookingPage(refId: string | null): Promise<BookingPageState> {
  if (!refId) return { kind: 'missing' }
  // By ref_id only: the booking link names the CRM's reference, never the site's id.
  const property = await propertyByRef(refId)
  if (!property || property.ref_id !== refId) return { kind: 'unknown', refId }
  const flat = await getProperty(property.id).catch((error: unknown) => {
    // Deleted between the two reads (the catalogue refreshed in between): as if it never was.
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
  if (!flat) return { kind: 'unknown', refId }
  return { kind: statusKind(flat.status.value), flat }
}

/** The page's state for a status: anything that is neither available nor sold is held by someone. */
function statusKind(status: string): 'available' | 'booked' | 'sold' {
  return status === 'available' || status === 'sold' ? status : 'booked'
}
