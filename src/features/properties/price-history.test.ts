import { describe, expect, it } from 'vitest'

import { PRICE_DROP_WINDOW_MS, percentOf, priceDropOf, windowPriceOf } from './price-history'

const DAY = 24 * 60 * 60 * 1000
const now = Date.parse('2026-11-28T12:00:00Z')

describe('the «цена снижена» rule: the price fell within the last 30 days and is still lower', () => {
  it('measures from the price before the earliest change inside the window', () => {
    const changes = [
      { at: now - 90 * DAY, price_before: 9_000_000, price: 9_500_000 },
      { at: now - 20 * DAY, price_before: 9_500_000, price: 9_800_000 },
      { at: now - 3 * DAY, price_before: 9_800_000, price: 9_120_000 },
    ]
    const start = windowPriceOf(changes, now)
    expect(start).toEqual({ price: 9_500_000, at: now - 20 * DAY })
    expect(priceDropOf(9_120_000, start, now)).toBeCloseTo(0.04, 10)
  })

  it('is no fall when the price came back, rose, or fell before the window', () => {
    const back = [
      { at: now - 10 * DAY, price_before: 10_000_000, price: 9_500_000 },
      { at: now - 2 * DAY, price_before: 9_500_000, price: 10_000_000 },
    ]
    expect(priceDropOf(10_000_000, windowPriceOf(back, now), now)).toBe(0)
    expect(priceDropOf(10_300_000, windowPriceOf([{ at: now - DAY, price_before: 10_000_000, price: 10_300_000 }], now), now)).toBe(0)
    const old = [{ at: now - 31 * DAY, price_before: 10_000_000, price: 9_000_000 }]
    expect(windowPriceOf(old, now)).toBeUndefined()
    expect(priceDropOf(9_000_000, { price: 10_000_000, at: now - 31 * DAY }, now)).toBe(0)
  })

  it('lets go of a fall exactly 30 days after it', () => {
    const start = { price: 10_000_000, at: now - PRICE_DROP_WINDOW_MS + 1 }
    expect(priceDropOf(9_000_000, start, now)).toBeCloseTo(0.1, 10)
    expect(priceDropOf(9_000_000, start, now + 1)).toBe(0)
  })

  it('ignores status-only rows (the price did not move)', () => {
    expect(windowPriceOf([{ at: now - DAY, price_before: 9_000_000, price: 9_000_000 }], now)).toBeUndefined()
  })

  it('states a percent whole from 1 %, one decimal below, never 0', () => {
    expect(percentOf(0.034)).toBe(3)
    expect(percentOf(0.0049)).toBe(0.5)
    expect(percentOf(0.0001)).toBe(0.1)
  })
})
