import { describe, expect, it } from 'vitest'

import { BOOKING_MESSAGES } from './booking-terms'
import { bookingFormSchema } from './booking.schema'

const errorsOf = (input: unknown) => {
  const result = bookingFormSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('bookingFormSchema', () => {
  it('accepts a form and normalises it: ref_id trimmed, phone +7XXXXXXXXXX, consent from a checkbox value', () => {
    expect(bookingFormSchema.parse({ ID: ' NZ-1-2-026 ', name: ' Ольга  Петрова ', phone: '8 (921) 555-12-34', consent: 'on' })).toEqual({
      ID: 'NZ-1-2-026',
      name: 'Ольга Петрова',
      phone: '+79215551234',
      consent: true,
    })
    expect(bookingFormSchema.parse({ ID: 'A', name: 'Анна', phone: '+7 999 123-45-67', consent: true }).consent).toBe(true)
  })

  it('requires consent: absent, false or anything but a yes is refused with the Russian message', () => {
    for (const consent of [undefined, false, 'false', 'off', '', 'maybe']) {
      expect(errorsOf({ ID: 'A', name: 'Анна', phone: '+79991234567', consent })).toEqual({ consent: BOOKING_MESSAGES.consentRequired })
    }
  })

  it('reuses the lead forms’ name and phone rules and messages', () => {
    expect(errorsOf({ ID: 'A', name: 'R2-D2', phone: '+7 699 123 45 67', consent: true })).toEqual({
      name: 'Имя может содержать только буквы, пробелы, дефис и апостроф',
      phone: 'Укажите российский номер телефона, например +7 999 123-45-67',
    })
    expect(errorsOf({ ID: '  ', name: '', phone: '', consent: true })).toEqual({
      ID: BOOKING_MESSAGES.idRequired,
      name: 'Укажите имя',
      phone: 'Укажите номер телефона',
    })
  })
})
