import { describe, expect, it } from 'vitest'

import { BOOKING_TEXTS, formatHoldDeadline, HOLD_DAYS, HOLD_DURATION_MS, holdDeadlineSentence } from './booking-terms'

describe('booking terms (SPEC §9: free booking for 3 days at a fixed price)', () => {
  it('holds for exactly 3 days', () => {
    expect(HOLD_DAYS).toBe(3)
    expect(HOLD_DURATION_MS).toBe(3 * 24 * 60 * 60 * 1000)
    expect(BOOKING_TEXTS.terms).toBe('Бесплатная бронь на 3 дня по фиксированной цене')
  })

  it('states the deadline in Moscow time the Russian way', () => {
    // 11:30 UTC is 14:30 in Moscow (UTC+3 all year).
    expect(formatHoldDeadline('2026-11-25T11:30:00.000Z')).toBe('25 ноября 2026, 14:30')
    expect(holdDeadlineSentence('2026-11-25T11:30:00.000Z')).toBe('Квартира забронирована до 25 ноября 2026, 14:30 по московскому времени')
  })

  it('rolls over to the next Moscow day and pads the minutes', () => {
    expect(formatHoldDeadline(new Date('2026-12-31T21:05:00.000Z'))).toBe('1 января 2027, 00:05')
    expect(formatHoldDeadline('2027-03-08T06:00:59.999Z')).toBe('8 марта 2027, 09:00')
  })
})
