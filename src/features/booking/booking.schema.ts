import { z } from 'zod'

import { MESSAGES, nameField, phoneField } from '@/features/leads'

import { BOOKING_MESSAGES } from './booking-terms'

/** An empty or absent form field reads as missing, so "required" messages win over format ones. */
const present = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A consent checkbox from a form or JSON: true/on/1/yes is given; anything else (or nothing) is not. */
const consentField = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()) : value === true),
  z.literal(true, { error: BOOKING_MESSAGES.consentRequired }),
)

/** An e-mail the buyer may leave for the confirmation; an empty field is no e-mail. */
const optionalEmail = z.preprocess(
  present,
  z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.email(MESSAGES.emailFormat).max(254, MESSAGES.emailFormat))
    .optional(),
)

/** POST /api/booking/: the flat's ref_id (the booking link's ?ID=), the buyer's name and phone, and consent. */
export const bookingFormSchema = z.object({
  ID: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : present(v)), z.string({ error: BOOKING_MESSAGES.idRequired }).trim().max(64))
    .describe("The flat's ref_id (CRM code), as in the booking link /booking?ID=<ref_id>"),
  name: nameField.describe('Letters, spaces, hyphen, apostrophe; 2–60 characters'),
  phone: phoneField.describe('Russian number: +7…, 8… or 10 digits, spaces, brackets and dashes allowed; stored as +7XXXXXXXXXX'),
  email: optionalEmail.describe('Optional: the confirmation e-mail (number, deadline, a link to cancel) goes there'),
  consent: consentField.describe('Consent to personal data processing: must be true (true/on/1/yes)'),
})

export type BookingForm = z.infer<typeof bookingFormSchema>

/** The 201 answer: the hold is committed; the price is fixed until hold_until. */
export const bookingConfirmationSchema = z
  .object({
    id: z.number().int().describe('The booking lead id: the booking number the buyer quotes'),
    ref_id: z.string().describe("The flat's ref_id"),
    price: z.number().describe('The fixed price, ₽'),
    hold_until: z.string().describe('ISO 8601 instant: the flat is held until then (now + 3 days)'),
    email: z.string().nullable().describe('Where the confirmation e-mail with the cancel link goes, when one was given'),
  })
  .meta({ id: 'BookingConfirmation' })

/** POST /api/booking/cancel/: the booking number and the token of the confirmation e-mail's link. */
export const bookingCancelSchema = z.object({
  booking: z.coerce.number({ error: BOOKING_MESSAGES.cancelLinkInvalid }).int().positive().describe('The booking number (lead id)'),
  token: z
    .string({ error: BOOKING_MESSAGES.cancelLinkInvalid })
    .trim()
    .regex(/^[0-9a-f]{64}$/, BOOKING_MESSAGES.cancelLinkInvalid)
    .describe('The token of the cancel link (HMAC of the booking number)'),
})

/** The 200 answer of a cancel: the flat is on sale again. */
export const bookingCancelledSchema = z
  .object({ booking: z.number().int(), status: z.literal('cancelled') })
  .meta({ id: 'BookingCancelled' })

export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>
