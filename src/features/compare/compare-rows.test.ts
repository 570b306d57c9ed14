import { describe, expect, it } from 'vitest'

import { priceTexts } from '@/features/shop/client'
import { flatDetail } from '@/features/flat/flat-fixture'

import { compareItemOf } from './compare-item'
import type { CompareItem } from './compare.schema'
import { compareRows, NO_VALUE, visibleRows } from './compare-rows'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

/** A compared flat: the fixture flat through the API's own mapping, with overrides. */
const flat = (overrides: Parameters<typeof flatDetail>[0] = {}): CompareItem => compareItemOf(flatDetail(overrides))

const row = (items: CompareItem[], key: string) => compareRows(items).find((r) => r.key === key)

describe('compare item', () => {
  it('takes living and kitchen area from the layout’s characteristics and the floors from the section', () => {
    const item = flat({
      default_features: [
        { title: 'Жилая площадь', value: '31,2 м²' },
        { title: 'Площадь кухни', value: '12 м²' },
      ],
    })
    expect(item).toMatchObject({ living_area: '31,2 м²', kitchen_area: '12 м²', total_floors: 16 })
    expect(item).not.toHaveProperty('layout')
    expect(item).not.toHaveProperty('building_info')
    // A kitchen-living room says so; the building's floors stand in for a section without them.
    const euro = flat({
      default_features: [{ title: 'Кухня-гостиная', value: '18,5 м²' }],
      section_info: { id: 9, number: 2, title: 'Корпус 3, секция 2', completion_status: 'стройка', total_floors: 0 },
    })
    expect(euro).toMatchObject({ living_area: null, kitchen_area: '18,5 м² (кухня-гостиная)', total_floors: 18 })
  })
})

describe('compare rows', () => {
  it('lists the characteristics in the issue’s order, one text per column', () => {
    const rows = compareRows([flat(), flat({ id: 2, floor: 12, price: 9_990_000 })])
    expect(rows.map((r) => r.label)).toEqual([
      'Цена',
      'Цена без скидки',
      'Скидка',
      'Цена за м²',
      'Общая площадь',
      'Жилая площадь',
      'Комнат',
      'Высота потолков',
      'Этаж',
      'Корпус',
      'Секция',
      'Отделка',
      'Окна выходят на',
      'Срок сдачи',
      'Платёж по ипотеке',
      'Особенности',
    ])
    expect(rows.find((r) => r.key === 'floor')!.values).toEqual(['7 из 16', '12 из 16'])
    expect(rows.find((r) => r.key === 'price')!.values).toEqual([nbsp('12 450 000 ₽'), nbsp('9 990 000 ₽')])
  })

  it('shows the old price and discount of a promotion, the ceiling, bathrooms and balcony beside each other', () => {
    const promo = flat({
      default_features: [
        { title: 'Санузлов', value: '2' },
        { title: 'Балкон', value: '4,2 м²' },
      ],
    })
    const plain = flat({
      id: 2,
      old_price: null,
      discount_percent: null,
      ceiling_height: 3.1,
      default_features: [{ title: 'Терраса', value: '12 м²' }],
    })
    const items = [promo, plain]
    // The card's own texts: 12 450 000 ₽ instead of 13 100 000 ₽ is −5 %.
    expect(row(items, 'old_price')!.values).toEqual([nbsp('13 100 000 ₽'), NO_VALUE])
    expect(row(items, 'discount')!.values).toEqual([priceTexts(promo).discount, NO_VALUE])
    expect(row(items, 'discount')!.values[0]).toBe('\u22125\u00a0%')
    expect(row(items, 'ceiling')!.values).toEqual([nbsp('2,85 м'), nbsp('3,1 м')])
    expect(row(items, 'bathrooms')!.values).toEqual(['2', NO_VALUE])
    expect(row(items, 'outdoor')!.values).toEqual(['балкон 4,2 м²', 'терраса 12 м²'])
    expect(row(items, 'outdoor')!.label).toBe('Балкон или терраса')
    // Without any promotion among them the two price rows are left out, not a column of dashes.
    expect(row([plain], 'old_price')).toBeUndefined()
    expect(row([plain], 'discount')).toBeUndefined()
  })

  it('shows the monthly payment exactly as the card does', () => {
    const item = flat()
    expect(row([item], 'monthly')!.values).toEqual([priceTexts(item).monthly])
    expect(row([item, flat({ id: 2, full_mortgage_payment: null })], 'monthly')!.values).toEqual([priceTexts(item).monthly, NO_VALUE])
  })

  it('marks a row as differing only when its texts are not all the same', () => {
    const items = [flat(), flat({ id: 2, floor: 9 }), flat({ id: 3, floor: 7 })]
    expect(row(items, 'floor')!.differs).toBe(true)
    expect(row(items, 'price')!.differs).toBe(false)
    expect(row(items, 'building')!.differs).toBe(false)
    // A value present in one column and missing in another is a difference.
    expect(row([flat(), flat({ id: 2, orientation: null })], 'orientation')).toMatchObject({
      values: ['юго-восток', NO_VALUE],
      differs: true,
    })
    // One property alone differs in nothing.
    expect(compareRows([flat()]).some((r) => r.differs)).toBe(false)
  })

  it('«только различия» keeps only the differing rows, in order; off, it keeps them all', () => {
    const items = [flat(), flat({ id: 2, floor: 9, price: 11_000_000, price_per_m2: 202_578 })]
    const rows = compareRows(items)
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['price', 'price_per_m2', 'floor'])
    expect(visibleRows(rows, false)).toEqual(rows)
    expect(visibleRows(compareRows([flat(), flat({ id: 2 })]), true)).toEqual([])
  })

  it('leaves out a row no compared property has, as living area for parking spaces', () => {
    const parking = (id: number, area: number): CompareItem => ({
      ...flat({ id, area, default_features: [] }),
      type: { value: 'parking', label: 'Машино-место' },
      rooms: null,
      rooms_label: 'машино-место',
      finishing_kind: null,
      orientation: null,
      features: [],
    })
    const keys = compareRows([parking(1, 13.2), parking(2, 15)]).map((r) => r.key)
    expect(keys).not.toContain('living_area')
    expect(keys).not.toContain('kitchen_area')
    expect(keys).not.toContain('rooms')
    expect(keys).not.toContain('features')
    expect(keys).toContain('area')
  })
})
