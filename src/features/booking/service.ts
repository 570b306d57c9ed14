import { cms } from '@/features/cms-runtime'
import { conflict, json, notFound, validate } from '@/lib/api'
import { emitCmsChange } from '@/lib/change-events'

import { BOOKING_MESSAGES } from './booking-terms'
import { type BookingConfirmation, bookingFormSchema } from './booking.schema'
import { holdProperty } from './hold'
import { readBookingBody, submittedFields } from './request-body'

/** The page the visitor booked from, when the browser said (stored with the lead for the sales team). */
function referrerOf(request: Request): string | undefined {
  const referer = request.headers.get('referer')
  return referer ? referer.slice(0, 2000) : undefined
}

/**
 * POST /api/booking/: validates the form, holds the flat and stores the booking lead in one transaction,
 * then answers 201 `{ id, ref_id, price, hold_until }`. A flat that is not available is a 409, an unknown
 * ID a 404. The raw UPDATE bypasses Payload's hooks, so the change event is emitted here, after the commit:
 * the catalogue, the pages and the other instances hear it as they hear an editor's save (docs/rendering.md).
 */
export async function bookFlat(request: Request): Promise<Response> {
  const body = await readBookingBody(request)
  const form = validate(bookingFormSchema, body, BOOKING_MESSAGES.invalidForm)
  const result = await holdProperty(await cms(), {
    refId: form.ID,
    name: form.name,
    phone: form.phone,
    formFields: submittedFields(body),
    pageUrl: referrerOf(request),
  })
  if (result.kind === 'not_found') throw notFound(BOOKING_MESSAGES.notFound)
  if (result.kind === 'unavailable') throw conflict(BOOKING_MESSAGES.unavailable)
  emitCmsChange({ kind: 'collection', slug: 'properties', id: result.propertyId })
  const answer: BookingConfirmation = { id: result.leadId, ref_id: result.refId, price: result.price, hold_until: result.holdUntil }
  return json(answer, { status: 201, headers: { 'cache-control': 'no-store' } })
}
