import { describe, expect, it } from 'vitest'

import { layoutCards, layoutHref } from './layout-cards'

const base = { title: 'Студии', text: 'Кухонная зона у окна.', image: null, rooms: 0, area_from: 24.6, price_from: 6_900_000, url: null }

describe('layout plan cards', () => {
  it('link to the flats list filtered by rooms, unless the CMS sets its own link', () => {
    expect(layoutHref(base)).toBe('/flats?rooms=0')
    expect(layoutHref({ ...base, rooms: 3 })).toBe('/flats?rooms=3')
    expect(layoutHref({ ...base, url: '/flats?rooms=2&features=terrace' })).toBe('/flats?rooms=2&features=terrace')
    expect(layoutHref({ ...base, rooms: null })).toBeNull()
  })

  it('show the smallest area and price the Russian way', () => {
    const [card] = layoutCards([base])
    expect(card!.meta).toEqual(['от\u00a024,6\u00a0м²', 'от\u00a06,9\u00a0млн\u00a0₽'])
    expect(layoutCards([{ ...base, area_from: null, price_from: null }])[0]!.meta).toEqual([])
  })
})
