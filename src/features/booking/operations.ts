import { FORM_RATE_LIMIT, operation } from '@/server/api'

import { BOOKING_MESSAGES } from './booking-terms'
import { bookingCancelledSchema, bookingCancelSchema, bookingConfirmationSchema, bookingFormSchema } from './booking.schema'

/** Booking a flat online (SPEC §8). */
export const bookingOperations = {
  book: operation({
    method: 'POST',
    path: '/api/booking/',
    tag: 'Leads',
    summary: 'Book a flat: free hold for 3 days at a fixed price',
    description:
      'In one transaction the flat is put on hold (status booked, hold_until = now + 3 days) — only if it is available or its previous hold has run out — and the booking lead is stored with the fixed price and the deadline; both are committed before the 201 answer. Of simultaneous bookings of one flat exactly one succeeds; the others get 409. Unknown ID: 404. Needs the csrftoken cookie echoed in X-CSRFToken.',
    form: bookingFormSchema,
    invalidBody: BOOKING_MESSAGES.invalidForm,
    rateLimit: FORM_RATE_LIMIT,
    response: { status: 201, description: 'The flat is held', schema: bookingConfirmationSchema },
    errors: [400, 403, 404, 409, 413, 415, 429],
  }),
  cancel: operation({
    method: 'POST',
    path: '/api/booking/cancel/',
    tag: 'Leads',
    summary: 'Cancel a booking from the link of its confirmation e-mail',
    description:
      "The buyer cancels the free hold: the flat is on sale again at once and the booking lead keeps when its hold ended, with a note for the sales team. The token is the one of the e-mail's link (HMAC of the booking number). A token that does not fit: 404. A booking that no longer holds its flat (ended, released, or the flat taken by another booking): 409. Needs the csrftoken cookie echoed in X-CSRFToken.",
    body: bookingCancelSchema,
    invalidBody: BOOKING_MESSAGES.cancelLinkInvalid,
    rateLimit: FORM_RATE_LIMIT,
    response: { description: 'The booking is cancelled and the flat on sale', schema: bookingCancelledSchema },
    errors: [400, 403, 404, 409, 413, 415, 429],
  }),
}
