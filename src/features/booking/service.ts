import { cms } from '@/features/cms-runtime'
import { conflict, notFound, submittedFields } from '@/lib/api'
import { emitCmsChange } from '@/lib/change-events'

import { BOOKING_MESSAGES } from './booking-terms'
import type { BookingConfirmation, BookingForm } from './booking.schema'
import { holdProperty } from './hold'

/**
 * POST /api/booking/: holds the flat and stores the booking lead (with the fields as sent and the page it was
 * sent from) in one transaction; the confirmation `{ id, ref_id, price, hold_until }` answers 201. A flat that is not available is a 409, an unknown
 * ID a 404. The raw UPDATE bypasses Payload's hooks, so the change event is emitted here, after the commit:
 * the catalogue, the pages and the other instances hear it as they hear an editor's save (docs/rendering.md).
 */
export async function bookFlat(form: BookingForm, sent: Record<string, unknown>, pageUrl?: string): Promise<BookingConfirmation> {
  const result = await holdProperty(await cms(), {
    refId: form.ID,
    name: form.name,
    phone: form.phone,
    formFields: submittedFields(sent),
    pageUrl: pageUrl?.slice(0, 2000),
  })
  if (result.kind === 'not_found') throw notFound(BOOKING_MESSAGES.notFound)
  if (result.kind === 'unavailable') throw conflict(BOOKING_MESSAGES.unavailable)
  emitCmsChange({ kind: 'collection', slug: 'properties', id: result.propertyId })
  return { id: result.leadId, ref_id: result.refId, price: result.price, hold_until: result.holdUntil }
}
