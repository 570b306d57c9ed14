import { describe, expect, it } from 'vitest'

import { parseDecimal } from './decimal'

describe('parseDecimal', () => {
  it('reads a decimal comma or point', () => {
    expect(parseDecimal('12,5')).toBe(12.5)
    expect(parseDecimal('13,2')).toBe(13.2)
    expect(parseDecimal('12.5')).toBe(12.5)
    expect(parseDecimal('13,')).toBe(13)
    expect(parseDecimal('13.')).toBe(13)
    expect(parseDecimal(',5')).toBe(0.5)
    expect(parseDecimal('0')).toBe(0)
  })

  it('ignores spaces between digit groups: ordinary, no-break and narrow no-break', () => {
    expect(parseDecimal('12 500')).toBe(12_500)
    expect(parseDecimal(' 1 500 ')).toBe(1500)
    expect(parseDecimal('12\u00a0500')).toBe(12_500)
    expect(parseDecimal('12\u202f500,5')).toBe(12_500.5)
    // What the site itself prints (formatNumber, ru-RU) reads back.
    expect(parseDecimal((12_500.5).toLocaleString('ru-RU'))).toBe(12_500.5)
  })

  it('reads a leading minus', () => {
    expect(parseDecimal('-2')).toBe(-2)
    expect(parseDecimal('-2,5')).toBe(-2.5)
    expect(parseDecimal('2-')).toBeNull()
    expect(parseDecimal('--2')).toBeNull()
  })

  it('is null for empty text and anything that is not one number', () => {
    for (const text of [
      '',
      '   ',
      '\u00a0',
      'abc',
      '12abc',
      '1,2,3',
      '1.2.3',
      '1,2.3',
      '.',
      '-',
      '1e5',
      '0x10',
      'Infinity',
      '+5',
      '12_500',
    ])
      expect(parseDecimal(text), JSON.stringify(text)).toBeNull()
  })
})
