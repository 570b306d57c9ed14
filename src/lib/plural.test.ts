import { describe, expect, it } from 'vitest'

import { countRu, pluralRu, RU_FORMS } from './plural'

const floors = RU_FORMS.floor

describe('pluralRu', () => {
  it.each([
    [0, 'этажей'],
    [1, 'этаж'],
    [2, 'этажа'],
    [4, 'этажа'],
    [5, 'этажей'],
    [11, 'этажей'],
    [12, 'этажей'],
    [14, 'этажей'],
    [21, 'этаж'],
    [22, 'этажа'],
    [25, 'этажей'],
    [101, 'этаж'],
    [111, 'этажей'],
    [112, 'этажей'],
    [1_000_001, 'этаж'],
    [-3, 'этажа'],
  ])('%i → %s', (n, form) => {
    expect(pluralRu(n, floors)).toBe(form)
  })

  it('uses the "few" form for fractions and "many" for non-numbers', () => {
    expect(pluralRu(1.5, floors)).toBe('этажа')
    expect(pluralRu(Number.NaN, floors)).toBe('этажей')
  })

  it('joins the count with a no-break space', () => {
    expect(countRu(3, RU_FORMS.flat)).toBe('3\u00a0квартиры')
    expect(countRu(25, floors)).toBe('25\u00a0этажей')
  })
})
