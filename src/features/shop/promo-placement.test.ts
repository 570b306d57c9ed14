import { describe, expect, it } from 'vitest'

import { placePromos } from './promo-placement'

const cards = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
const shape = (items: ReturnType<typeof placePromos<number, { id: string; position: number | null }>>) =>
  items.map((item) => (item.kind === 'card' ? item.card : item.promo.id))

describe('placePromos', () => {
  it('puts a promo without a position after the 5th card', () => {
    expect(shape(placePromos(cards(7), [{ id: 'A', position: null }]))).toEqual([1, 2, 3, 4, 5, 'A', 6, 7])
  })

  it('honours CMS positions, in position order', () => {
    const promos = [
      { id: 'late', position: 6 },
      { id: 'early', position: 2 },
    ]
    expect(shape(placePromos(cards(7), promos))).toEqual([1, 2, 'early', 3, 4, 5, 6, 'late', 7])
  })

  it('leaves out promos beyond the cards shown, and shows none without cards', () => {
    expect(shape(placePromos(cards(3), [{ id: 'A', position: 5 }]))).toEqual([1, 2, 3])
    expect(placePromos([], [{ id: 'A', position: 1 }])).toEqual([])
  })
})
