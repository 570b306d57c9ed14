import { describe, expect, it } from 'vitest'

import { cardTitle, floorText, placeText, priceTexts, propertyHref } from './card-format'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')
const base = { price: 12_450_000, old_price: null, discount_percent: null, price_per_m2: 229_282, full_mortgage_payment: 45_300 }

describe('card formatting', () => {
  it('formats the price, price per m² and the monthly payment the Russian way', () => {
    const texts = priceTexts(base)
    expect(texts.price).toBe(nbsp('12 450 000 ₽'))
    expect(texts.perSquareMetre).toBe(nbsp('229 282 ₽/м²'))
    expect(texts.monthly).toBe(nbsp('от 45 300 ₽/мес.'))
    expect(texts.oldPrice).toBeNull()
    expect(texts.discount).toBeNull()
  })

  it('shows the old price and the discount only when the old price is above the price', () => {
    const texts = priceTexts({ ...base, old_price: 14_000_000, discount_percent: 11 })
    expect(texts.oldPrice).toBe(nbsp('14 000 000 ₽'))
    expect(texts.discount).toBe(nbsp('−11 %'))
    expect(priceTexts({ ...base, old_price: 10_000_000 }).oldPrice).toBeNull()
  })

  it('derives the discount percent when the API leaves it out', () => {
    expect(priceTexts({ ...base, price: 9_000_000, old_price: 10_000_000 }).discount).toBe(nbsp('−10 %'))
  })

  it('leaves the monthly payment out when it is unknown', () => {
    expect(priceTexts({ ...base, full_mortgage_payment: null }).monthly).toBeNull()
  })

  it('titles the card with rooms and area', () => {
    expect(cardTitle({ rooms_label: 'студия', area: 22.5 })).toBe('Студия, 22,5\u00a0м²')
    expect(cardTitle({ rooms_label: '2-комн.', area: 54.3 })).toBe('2-комн., 54,3\u00a0м²')
  })

  it('names the floor, корпус and секция, leaving a missing part out', () => {
    expect(floorText(7)).toBe(nbsp('этаж 7'))
    expect(placeText({ building: 1, section: 2 })).toBe('корпус\u00a01, секция\u00a02')
    expect(placeText({ building: 3, section: null })).toBe(nbsp('корпус 3'))
  })

  it('links flats to /flats/{id} and other types to /properties/{type}/{id}', () => {
    expect(propertyHref({ id: 83, type: { value: 'flat', label: 'Квартира' } })).toBe('/flats/83')
    expect(propertyHref({ id: 729, type: { value: 'parking', label: 'Машино-место' } })).toBe('/properties/parking/729')
  })

  it('writes an underground floor with the typographic minus, not a hyphen', () => {
    expect(floorText(-1)).toBe('этаж\u00a0\u22121')
    expect(floorText(7)).toBe('этаж\u00a07')
  })
})
