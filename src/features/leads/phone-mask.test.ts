import { describe, expect, it } from 'vitest'

import { normalizePhone } from './leads.schema'
import { formatPhone, nationalDigits } from './phone-mask'

describe('formatPhone (the +7 (XXX) XXX-XX-XX mask)', () => {
  it.each([
    ['89991234567', '+7 (999) 123-45-67'],
    ['+79991234567', '+7 (999) 123-45-67'],
    ['79991234567', '+7 (999) 123-45-67'],
    ['+7 999 123 45 67', '+7 (999) 123-45-67'],
    ['8 (812) 555-12-34', '+7 (812) 555-12-34'],
    ['9991234567', '+7 (999) 123-45-67'],
    ['8121234567', '+7 (812) 123-45-67'],
  ])('pasted %s → %s', (input, expected) => expect(formatPhone(input)).toBe(expected))

  it('builds the mask digit by digit as the visitor types, starting with 8 or with the number itself', () => {
    const typeInto = (keys: string) => [...keys].reduce((value, key) => formatPhone(value + key), '')
    expect(typeInto('89991234567')).toBe('+7 (999) 123-45-67')
    expect(typeInto('9991234567')).toBe('+7 (999) 123-45-67')
    expect(typeInto('999')).toBe('+7 (999')
    expect(typeInto('9991')).toBe('+7 (999) 1')
  })

  it('ignores digits beyond the ten of a number and characters that are not digits', () => {
    expect(formatPhone('+7 (999) 123-45-678')).toBe('+7 (999) 123-45-67')
    expect(formatPhone('+7 (999) abc')).toBe('+7 (999')
  })

  it('lets Backspace delete digits: a separator is never re-added at the end', () => {
    expect(formatPhone('+7 (999) 123-')).toBe('+7 (999) 123')
    expect(formatPhone('+7 (999) ')).toBe('+7 (999')
    expect(formatPhone('+7 (')).toBe('+7')
    expect(formatPhone('+')).toBe('')
    expect(formatPhone('')).toBe('')
  })

  it('produces what the server accepts as a Russian number', () => {
    expect(normalizePhone(formatPhone('89991234567'))).toBe('+79991234567')
    expect(nationalDigits('+7')).toBe('')
  })
})
