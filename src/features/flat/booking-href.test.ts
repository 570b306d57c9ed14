import { describe, expect, it } from 'vitest'

import { bookingHref } from './booking-href'

describe('bookingHref (SPEC §2.2: the booking form gets ID = ref_id)', () => {
  it('adds ID to the booking URL of the site settings', () => {
    expect(bookingHref('https://forms.example.ru/book', 'NZ-1-2-026')).toBe('https://forms.example.ru/book?ID=NZ-1-2-026')
  })

  it('keeps the query the settings URL already has', () => {
    const href = new URL(bookingHref('https://forms.example.ru/book?project=zarya&utm_source=site#form', 'NZ-3-1-140'))
    expect(href.searchParams.get('project')).toBe('zarya')
    expect(href.searchParams.get('utm_source')).toBe('site')
    expect(href.searchParams.get('ID')).toBe('NZ-3-1-140')
    expect(href.hash).toBe('#form')
  })

  it('replaces an ID the settings URL carries instead of sending two', () => {
    expect(bookingHref('https://forms.example.ru/book?ID=old', 'NZ-1')).toBe('https://forms.example.ru/book?ID=NZ-1')
  })

  it('falls back to our /booking page when the setting is empty', () => {
    expect(bookingHref(null, 'NZ-1-2-026')).toBe('/booking?ID=NZ-1-2-026')
    expect(bookingHref('  ', 'NZ-1-2-026')).toBe('/booking?ID=NZ-1-2-026')
  })

  it('keeps a relative or protocol-relative setting as it is', () => {
    expect(bookingHref('/reserve?step=1', 'A 1')).toBe('/reserve?step=1&ID=A+1')
    expect(bookingHref('//forms.example.ru/book', 'NZ-1')).toBe('//forms.example.ru/book?ID=NZ-1')
  })
})
