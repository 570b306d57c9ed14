import { describe, expect, it } from 'vitest'

import { cameBackOnSale, type ChangeRow, changesIn, digestKey, dropPercent, flatEvent, moscowDay } from './events'

const row = (at: number, change: Partial<ChangeRow>): ChangeRow => ({
  property: 7,
  price_before: null,
  price: null,
  status_before: 'available',
  status: 'available',
  at,
  ...change,
})
const onSale = (price: number) => ({ id: 7, status: 'available', price })

describe('what a watched flat is news for', () => {
  it('a price lower than when the window opened is a drop, from the first price of the window', () => {
    const changes = [row(1, { price_before: 10_000_000, price: 9_800_000 }), row(2, { price_before: 9_800_000, price: 9_700_000 })]
    expect(flatEvent(changes, onSale(9_700_000))).toEqual({ kind: 'price_drop', property: 7, from: 10_000_000, to: 9_700_000 })
  })

  it('a price that fell and rose back, or rose, is no news', () => {
    const back = [row(1, { price_before: 10_000_000, price: 9_500_000 }), row(2, { price_before: 9_500_000, price: 10_000_000 })]
    expect(flatEvent(back, onSale(10_000_000))).toBeNull()
    expect(flatEvent([row(1, { price_before: 10_000_000, price: 10_400_000 })], onSale(10_400_000))).toBeNull()
    expect(flatEvent([], onSale(10_000_000))).toBeNull()
  })

  it('a booked or sold flat on sale again is news, and says so rather than its price', () => {
    for (const before of ['booked', 'sold'])
      expect(flatEvent([row(1, { status_before: before, status: 'available' })], onSale(9_000_000))).toEqual({
        kind: 'released',
        property: 7,
        price: 9_000_000,
      })
    expect(flatEvent([], onSale(9_000_000), true)).toEqual({ kind: 'released', property: 7, price: 9_000_000 })
  })

  it('a flat not on sale now is news for nobody, whatever happened to its price', () => {
    const drop = [row(1, { price_before: 10_000_000, price: 9_000_000, status: 'booked' })]
    expect(flatEvent(drop, { id: 7, status: 'booked', price: 9_000_000 })).toBeNull()
    expect(flatEvent(drop, null)).toBeNull()
    // Freed and taken again within the window: it is not on sale, so no letter says it is.
    expect(flatEvent([row(1, { status_before: 'sold', status: 'available' })], { id: 7, status: 'booked', price: 1 })).toBeNull()
  })

  it('reads only the changes of that flat inside the window, oldest first', () => {
    const rows = [row(5, {}), row(1, {}), { ...row(3, {}), property: 8 }, row(10, {})]
    expect(changesIn(rows, 7, 1, 5).map((r) => r.at)).toEqual([5])
    expect(changesIn(rows, 7, 0, 10).map((r) => r.at)).toEqual([1, 5, 10])
    expect(cameBackOnSale([row(1, { status_before: 'available', status: 'booked' })])).toBe(false)
  })
})

describe('the digest day', () => {
  it('is the Moscow calendar day, so a letter at 01:00 МСК belongs to the new day', () => {
    expect(moscowDay(Date.parse('2026-11-27T21:30:00Z'))).toBe('2026-11-28')
    expect(moscowDay(Date.parse('2026-11-27T20:59:59Z'))).toBe('2026-11-27')
    expect(digestKey('Buyer@Example.ru', Date.parse('2026-11-28T07:00:00Z'))).toBe('buyer@example.ru 2026-11-28')
  })

  it('rounds a drop to a tenth of a percent', () => {
    expect(dropPercent(10_000_000, 9_700_000)).toBe(3)
    expect(dropPercent(11_950_000, 11_500_000)).toBe(3.8)
    expect(dropPercent(0, 0)).toBe(0)
  })
})
