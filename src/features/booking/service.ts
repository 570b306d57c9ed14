import { cms } from '@/features/cms-runtime'
import { conflict, notFound, submittedFields } from '@/server/api'
import { emitCmsChange } from '@/server/change-events'
import { serverEnv } from '@/server/env'

import { leadAttribution } from '@/features/leads'

import { BOOKING_MESSAGES } from './booking-terms'
import type { BookingConfirmation, BookingForm } from './booking.schema'
import { cancelBooking } from './cancel'
import { holdProperty } from './hold'

/**
 * POST /api/booking/: holds the flat and stores the booking lead (with the e-mail for the buyer's confirmation,
 * which the outbox sends: features/delivery/buyer-email.ts; with the fields as sent and the page it was
 * sent from) in one transaction; the confirmation `{ id, ref_id, price, hold_until }` answers 201. A flat that is not available is a 409, an unknown
 * ID a 404. The raw UPDATE bypasses Payload's hooks, so the change event is emitted here, after the commit:
 * the catalogue, the pages and the other instances hear it as they hear an editor's save (docs/rendering.md).
 */
export async function bookFlat(
  form: BookingForm,
  sent: Record<string, unknown>,
  pageUrl?: string,
  cookieHeader?: string | null,
): Promise<BookingConfirmation> {
  const result = await holdProperty(await cms(), {
    refId: form.ID,
    name: form.name,
    phone: form.phone,
    email: form.email,
    formFields: submittedFields(sent),
    pageUrl: pageUrl?.slice(0, 2000),
    attribution: leadAttribution(cookieHeader),
  })
  if (result.kind === 'not_found') throw notFound(BOOKING_MESSAGES.notFound)
  if (result.kind === 'unavailable') throw conflict(BOOKING_MESSAGES.unavailable)
  emitCmsChange({ kind: 'collection', slug: 'properties', id: result.propertyId })
  return { id: result.leadId, ref_id: result.refId, price: result.price, hold_until: result.holdUntil, email: form.email ?? null }
}

/**
 * POST /api/booking/cancel/: the buyer cancels from the confirmation e-mail's link. A link that is not one we
 * signed is a 404 (it names no booking we can show); a booking that no longer holds its flat a 409.
 */
export async function cancelBookingByLink(input: { booking: number; token: string }): Promise<{ booking: number; status: 'cancelled' }> {
  const outcome = await cancelBooking(await cms(), input.booking, input.token, serverEnv().PAYLOAD_SECRET)
  if (outcome === 'invalid') throw notFound(BOOKING_MESSAGES.cancelLinkInvalid)
  if (outcome === 'not_held') throw conflict(BOOKING_MESSAGES.cancelNotHeld)
  return { booking: input.booking, status: 'cancelled' }
}
