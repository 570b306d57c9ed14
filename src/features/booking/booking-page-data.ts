import { cms } from '@/features/cms-runtime'
import { getProperty, type PropertyDetail } from '@/features/properties'
import { ApiError } from '@/lib/api'

export { bookingRefId } from './ref-id'

/** What the booking page shows for its ?ID=: the form, or why there is none. */
export type BookingPageState =
  { kind: 'missing' } | { kind: 'unknown'; refId: string } | { kind: 'available' | 'booked' | 'sold'; flat: PropertyDetail }

/** Looks the flat up by its ref_id and reports its effective status (an expired hold reads as available). */
export async function loadBookingPage(refId: string | null): Promise<BookingPageState> {
  if (!refId) return { kind: 'missing' }
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { ref_id: { equals: refId } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { ref_id: true },
  })
  if (!docs[0]) return { kind: 'unknown', refId }
  const flat = await getProperty(docs[0].id).catch((error: unknown) => {
    // A property created a moment ago may not be in this process's catalogue snapshot yet.
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
