import { describe, expect, it } from 'vitest'

import {
  choiceLabel,
  completionTag,
  FLOOR_CHOICE_LABEL,
  floorChoiceHref,
  floorsText,
  roomRows,
  roomTypeLabel,
  sectionAccessibleName,
  sectionTitle,
} from './section-texts'

/** The texts use no-break spaces; the assertions read better with plain ones. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null

describe('SPEC §2.3 tooltip title', () => {
  it("reads 'корпус {building}, секция {number}'", () => {
    expect(sectionTitle({ building: 3, number: 2 })).toBe('корпус 3, секция 2')
  })

  it('leaves out a missing building', () => {
    expect(sectionTitle({ building: null, number: 2 })).toBe('секция 2')
    expect(sectionTitle({ number: 2 })).toBe('секция 2')
  })

  it('leaves out a missing number', () => {
    expect(sectionTitle({ building: 3, number: null })).toBe('корпус 3')
    expect(sectionTitle({ building: 3 })).toBe('корпус 3')
  })

  it('is empty when both are missing', () => {
    expect(sectionTitle({ building: null, number: null })).toBe('')
  })
})

describe('SPEC §2.3 tooltip tag', () => {
  it("reads 'стройка' while completion_status is 'стройка'", () => {
    expect(completionTag('стройка')).toBe('стройка')
  })

  it("reads 'дом сдан' for anything else", () => {
    for (const status of ['дом сдан', 'completed', 'Стройка', '', null, undefined]) expect(completionTag(status)).toBe('дом сдан')
  })
})

describe('SPEC §2.3 floors', () => {
  it.each([
    [1, '1 этаж'],
    [2, '2 этажа'],
    [4, '4 этажа'],
    [5, '5 этажей'],
    [11, '11 этажей'],
    [12, '12 этажей'],
    [21, '21 этаж'],
    [22, '22 этажа'],
    [25, '25 этажей'],
  ])('%i → %s', (floors, text) => {
    expect(plain(floorsText(floors))).toBe(text)
  })

  it('is not shown without total_floors', () => {
    expect(floorsText(null)).toBeNull()
    expect(floorsText(undefined)).toBeNull()
  })
})

describe('SPEC §2.3 rows per room type', () => {
  it("labels 0 rooms 'студии' and others '{n}-комн.'", () => {
    expect(roomTypeLabel(0)).toBe('студии')
    expect(roomTypeLabel(1)).toBe('1-комн.')
    expect(roomTypeLabel(4)).toBe('4-комн.')
  })

  it("prints '{count} кв.' and 'от {price} млн ₽' in millions with a decimal comma", () => {
    const rows = roomRows([
      { rooms: 0, count: 13, min_price: 8_400_000 },
      { rooms: 2, count: 5, min_price: 12_060_000 },
      { rooms: 3, count: 1, min_price: 24_000_000 },
    ])
    expect(rows.map((row) => [row.label, plain(row.count), plain(row.price)])).toEqual([
      ['студии', '13 кв.', 'от 8,4 млн ₽'],
      ['2-комн.', '5 кв.', 'от 12 млн ₽'],
      ['3-комн.', '1 кв.', 'от 24 млн ₽'],
    ])
  })

  it('hides rows with count 0', () => {
    const rows = roomRows([
      { rooms: 0, count: 0, min_price: 6_000_000 },
      { rooms: 1, count: 3, min_price: 9_000_000 },
      { rooms: 2, count: 0, min_price: 12_000_000 },
    ])
    expect(rows.map((row) => row.label)).toEqual(['1-комн.'])
  })

  it('prints no price when min_price is absent', () => {
    const rows = roomRows([
      { rooms: 1, count: 3 },
      { rooms: 2, count: 2, min_price: null },
    ])
    expect(rows.map((row) => [row.label, plain(row.count), row.price])).toEqual([
      ['1-комн.', '3 кв.', null],
      ['2-комн.', '2 кв.', null],
    ])
  })

  it('lists nothing for an empty or missing properties_info', () => {
    expect(roomRows([])).toEqual([])
    expect(roomRows(null)).toEqual([])
  })
})

describe('choice button and accessible name', () => {
  it("reads 'отменить выбор' only when the section id is selected", () => {
    expect(choiceLabel(8, [])).toBe('выбрать')
    expect(choiceLabel(8, [7, 9])).toBe('выбрать')
    expect(choiceLabel(8, [7, 8])).toBe('отменить выбор')
  })

  it('names a section on the plan with its flats and starting price', () => {
    expect(plain(sectionAccessibleName({ building: 3, number: 2, count: 45, min_price: 8_400_000 }))).toBe(
      'Корпус 3, секция 2 — 45 квартир от 8,4 млн ₽',
    )
    expect(plain(sectionAccessibleName({ building: 1, number: 1, count: 21, min_price: 6_880_000 }))).toBe(
      'Корпус 1, секция 1 — 21 квартира от 6,8 млн ₽',
    )
    expect(plain(sectionAccessibleName({ building: null, number: 4, count: 0, min_price: null }))).toBe('Секция 4 — 0 квартир')
  })

  it("leads «выбрать этаж» to the building's floors at the section, with the list's query", () => {
    expect(FLOOR_CHOICE_LABEL).toBe('выбрать этаж')
    expect(floorChoiceHref({ id: 12, building_id: 3 })).toBe('/flats/building/3#section-12')
    expect(floorChoiceHref({ id: 12, building_id: 3 }, '?rooms=2')).toBe('/flats/building/3?rooms=2#section-12')
  })
})
