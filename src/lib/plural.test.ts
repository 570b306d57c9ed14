import { describe, expect, it } from 'vitest'

import { agreeWithFigure, countRu, pluralRu, RU_FORMS } from './plural'

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

describe('agreeWithFigure', () => {
  it('makes the first noun after a CMS figure agree with it', () => {
    expect(agreeWithFigure('22', 'лет строим в Петербурге')).toBe('года строим в Петербурге')
    expect(agreeWithFigure('21', 'лет строим в Петербурге')).toBe('год строим в Петербурге')
    expect(agreeWithFigure('25', 'года строим')).toBe('лет строим')
    expect(agreeWithFigure('1 100', 'мест в новой школе квартала')).toBe('мест в новой школе квартала')
    expect(agreeWithFigure('1 102', 'мест в новой школе квартала')).toBe('места в новой школе квартала')
    expect(agreeWithFigure('60 000+', 'семей живут в наших домах')).toBe('семей живут в наших домах')
    expect(agreeWithFigure('2,5', 'Лет')).toBe('Года')
  })

  it('leaves words it cannot judge as written', () => {
    expect(agreeWithFigure('2,1', 'млн м² жилья построено')).toBe('млн м² жилья построено')
    expect(agreeWithFigure('27', 'жилых комплексов сдано')).toBe('жилых комплексов сдано')
    expect(agreeWithFigure('2 мин', 'пешком до набережной')).toBe('пешком до набережной')
    expect(agreeWithFigure(null, 'лет')).toBe('лет')
  })
})
