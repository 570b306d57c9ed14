import { describe, expect, it } from 'vitest'

import { formatArea, formatMillions, formatNumber, formatRub, formatRubPerSquareMetre, MILLION, normalizeSpaces, toMillions } from './money'

const nb = (s: string) => s.replace(/ /g, '\u00a0')

describe('money', () => {
  it('formats whole-ruble prices with no-break spaces', () => {
    expect(formatRub(12_450_000)).toBe(nb('12 450 000 ₽'))
    expect(formatRub(999)).toBe(nb('999 ₽'))
    expect(formatRub(8_399_999.6)).toBe(nb('8 400 000 ₽'))
  })

  it('formats millions with a decimal comma', () => {
    expect(MILLION).toBe(1_000_000)
    expect(formatMillions(8_400_000, { from: true })).toBe(nb('от 8,4 млн ₽'))
    expect(formatMillions(12_000_000)).toBe(nb('12 млн ₽'))
    // A flat's own price is exact to 10 000 ₽: 11 950 000 ₽ is «11,95 млн», never «12 млн».
    expect(formatMillions(11_950_000)).toBe(nb('11,95 млн ₽'))
    expect(formatMillions(8_449_999)).toBe(nb('8,45 млн ₽'))
    expect(formatMillions(8_400_000)).toBe(nb('8,4 млн ₽'))
    expect(formatMillions(11_950_000, { ruble: false })).toBe(nb('11,95 млн'))
    // The same flat as a «от» figure: one decimal, down.
    expect(formatMillions(11_950_000, { from: true })).toBe(nb('от 11,9 млн ₽'))
    // A «от» figure never rounds up past the real minimum: 12 060 000 ₽ is «от 12 млн», 6 880 000 ₽ «от 6,8 млн».
    expect(formatMillions(12_060_000, { from: true })).toBe(nb('от 12 млн ₽'))
    expect(formatMillions(6_880_000, { from: true })).toBe(nb('от 6,8 млн ₽'))
    expect(formatMillions(6_900_000, { from: true })).toBe(nb('от 6,9 млн ₽'))
    expect(toMillions(8_450_000)).toBe(8.5)
  })

  it('formats areas and prices per square metre', () => {
    expect(formatArea(54.3)).toBe(nb('54,3 м²'))
    expect(formatArea(40)).toBe(nb('40 м²'))
    expect(formatArea(54.349)).toBe(nb('54,3 м²'))
    expect(formatRubPerSquareMetre(285_000)).toBe(nb('285 000 ₽/м²'))
  })

  it('never emits narrow or thin spaces', () => {
    expect(normalizeSpaces('1\u202f000\u2009₽')).toBe('1\u00a0000\u00a0₽')
    for (const text of [formatRub(1_234_567), formatMillions(23_400_000, { from: true }), formatArea(1234.5), formatNumber(1e9)]) {
      expect(text).not.toMatch(/[ \u202f\u2009]/)
    }
  })

  it('prints exactly what Intl.NumberFormat ru-RU prints, for any number and any digits', () => {
    // The oracle: ICU's own formatter, spaces made no-break as the site prints them.
    const oracles = new Map<string, Intl.NumberFormat>()
    const intl = (value: number, min: number, max: number) => {
      const key = `${min}:${max}`
      if (!oracles.has(key))
        oracles.set(key, new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true }))
      return normalizeSpaces(oracles.get(key)!.format(value))
    }
    // Ties and their neighbours (1.005 reads back as 1.005: rounded up), negatives and zeros, then random figures
    // of every size the site prints: prices, areas, rates, shares, payments.
    const edges = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 1.015, 8.345, 0.125, -0.001, 999.995, 9999.5, 1e-7, 1e21, 123456789.987, 2 ** 53 + 2]
    let seed = 42
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32
    // [min, max] fraction digits, as the site's formatters ask (prices 0, areas 1, rates up to 2).
    const FRACTION_DIGITS = [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 1],
      [1, 2],
      [2, 2],
      [0, 3],
    ] as const
    const values = [...edges]
    for (let i = 0; i < 1000; i++) {
      const magnitude = 10 ** Math.floor(random() * 11 - 2)
      const value = random() * magnitude * (random() < 0.1 ? -1 : 1)
      values.push(value, Math.round(value * 100) / 100, Math.round(value * 1000 + 0.5) / 1000)
    }
    for (const value of values) {
      for (const [min, max] of FRACTION_DIGITS) {
        expect(formatNumber(value, { minFractionDigits: min, maxFractionDigits: max }), `${value} ${min}..${max}`).toBe(
          intl(value, min, max),
        )
      }
    }
  })

  it('returns an empty string for non-numbers', () => {
    expect(formatRub(Number.NaN)).toBe('')
    expect(formatArea(Number.POSITIVE_INFINITY)).toBe('')
    expect(formatMillions(Number.NaN)).toBe('')
  })
})
