import { describe, expect, it } from 'vitest'

import {
  clampInitialPayment,
  clampTerm,
  flatsHref,
  flatsLinkQuery,
  initialResultState,
  millionsToRubles,
  offersQuery,
  paramsQuery,
  parseTypedPrice,
  PRICE_TOO_HIGH,
  PRICE_TOO_LOW,
  priceSliderBounds,
  propertyFromSearch,
  resultReducer,
  type ResultState,
  rublesToMillions,
  startValues,
  valuesKey,
} from './calculator-model'
import type { MortgageFacets, MortgageSpecs, Offer, OffersPage } from './mortgage.schema'

const offer = (id: number, payment = 50_000 + id): Offer => ({
  id,
  name: `Программа ${id}`,
  description: '<p>Описание</p>',
  category: 'market',
  is_favorite: false,
  is_subsidized: false,
  borrowers: null,
  conditions: null,
  rate: 10,
  term_max: 30,
  payment,
  price_max: 30_000_000,
  initial_payment: 20,
  bank: { name: 'Банк', icon_content: '' },
})

const page = (ids: number[], { count = 12, offset = 0, hasNext = true } = {}): OffersPage => ({
  count,
  results: ids.map((id) => offer(id)),
  limit: 5,
  offset,
  hasNext,
  calculation: { price: 13_200_000, initial_payment: 20, term: 30, loan: 10_560_000 },
})

const specs = (initial_payment = { min: 20, max: 90 }, term = { min: 1, max: 30 }): MortgageSpecs => ({
  price: { min: 6_200_000, max: 50_600_000 },
  initial_payment,
  term,
  order: [],
  category: [],
})

describe('price in millions (SPEC §5)', () => {
  it('multiplies by 1 000 000 and keeps one decimal', () => {
    expect(millionsToRubles(13.2)).toBe(13_200_000)
    expect(millionsToRubles(13.24)).toBe(13_200_000)
    expect(millionsToRubles(13.25)).toBe(13_300_000)
    expect(millionsToRubles(7)).toBe(7_000_000)
    expect(millionsToRubles(0.1)).toBe(100_000)
  })

  it('is not a number for a non-number', () => {
    expect(millionsToRubles(Number.NaN)).toBeNaN()
  })

  it('shows rubles in millions with one decimal', () => {
    expect(rublesToMillions(13_240_000)).toBe(13.2)
    expect(rublesToMillions(6_200_000)).toBe(6.2)
  })
})

describe('initial payment clamp (SPEC §5, §9)', () => {
  it('defaults to 20–90 % without specs', () => {
    expect(clampInitialPayment(5)).toBe(20)
    expect(clampInitialPayment(95)).toBe(90)
    expect(clampInitialPayment(35)).toBe(35)
  })

  it('follows the specs when they narrow the bounds', () => {
    const narrow = specs({ min: 30, max: 60 })
    expect(clampInitialPayment(20, narrow)).toBe(30)
    expect(clampInitialPayment(75, narrow)).toBe(60)
    expect(clampInitialPayment(45, narrow)).toBe(45)
  })

  it('follows the specs when they widen the bounds', () => {
    expect(clampInitialPayment(10, specs({ min: 10, max: 95 }))).toBe(10)
  })

  it('keeps whole percent', () => {
    expect(clampInitialPayment(33.6)).toBe(34)
  })
})

describe('term clamp (SPEC §9)', () => {
  it('defaults to 1–30 years', () => {
    expect(clampTerm(0)).toBe(1)
    expect(clampTerm(45)).toBe(30)
    expect(clampTerm(15)).toBe(15)
  })

  it('follows the specs', () => {
    expect(clampTerm(30, specs(undefined, { min: 3, max: 25 }))).toBe(25)
    expect(clampTerm(1, specs(undefined, { min: 3, max: 25 }))).toBe(3)
  })
})

describe('flats link values (SPEC §5)', () => {
  it('is a ±10 % window widened outwards to 100 000 ₽', () => {
    expect(flatsLinkQuery(13_200_000)).toEqual({ price_min: 11_800_000, price_max: 14_600_000 })
    expect(flatsHref(10_000_000)).toBe('/flats?price_min=9000000&price_max=11000000')
  })

  it('sets the values only when they are positive numbers', () => {
    expect(flatsLinkQuery(0)).toEqual({})
    expect(flatsLinkQuery(-5)).toEqual({})
    expect(flatsLinkQuery(Number.NaN)).toEqual({})
    expect(flatsLinkQuery(undefined)).toEqual({})
    expect(flatsHref(undefined)).toBe('/flats')
    // 90 % of 100 000 ₽ rounds down to 0: the lower bound is left out, the upper one stays.
    expect(flatsLinkQuery(100_000)).toEqual({ price_max: 200_000 })
    expect(flatsHref(100_000)).toBe('/flats?price_max=200000')
  })
})

describe('query builder (SPEC §3 mortgage filter values)', () => {
  const values = { price: 13_200_000, initial_payment: 30, term: 20, category: ['it', 'family'] as const, order: '-rate' as const }

  it('sends the values, the category list, the order and one page of 5', () => {
    expect(offersQuery({ ...values, category: [...values.category] })).toEqual({
      price: 13_200_000,
      initial_payment: 30,
      term: 20,
      category: ['family', 'it'],
      order: '-rate',
      limit: 5,
      offset: 0,
    })
    expect(offersQuery({ ...values, category: [] }, { offset: 5 })).toMatchObject({ category: undefined, offset: 5, limit: 5 })
  })

  it('defaults the order to payment and leaves out a price that is not positive', () => {
    expect(offersQuery({ price: 0 })).toMatchObject({ price: undefined, order: 'payment' })
  })

  it('gives facets and the default calculation no order and no paging', () => {
    expect(paramsQuery({ ...values, category: ['it'] })).toEqual({ price: 13_200_000, initial_payment: 30, term: 20, category: ['it'] })
  })

  it('keys equal selections equally, whatever order the categories were chosen in', () => {
    const a = { ...values, category: ['it' as const, 'family' as const] }
    const b = { ...values, category: ['family' as const, 'it' as const] }
    expect(valuesKey(a)).toBe(valuesKey(b))
    expect(valuesKey({ ...a, order: 'rate' })).not.toBe(valuesKey(a))
  })
})

describe('start values', () => {
  const calculation = { price: 13_200_000, initial_payment: 20, term: 30 }

  it('takes the default calculation, clamped to the specs', () => {
    expect(startValues(calculation, specs({ min: 25, max: 90 }))).toEqual({
      price: 13_200_000,
      initial_payment: 25,
      term: 30,
      category: [],
      order: 'payment',
    })
  })

  it('starts from the given flat price to the ruble, with the flat (12 690 000 ₽ is not 12,7 млн: it quotes the card’s price)', () => {
    expect(startValues(calculation, null, 12_690_000).price).toBe(12_690_000)
    expect(startValues(calculation, null, 12_690_000, 207)).toMatchObject({ price: 12_690_000, property: 207 })
    expect(startValues(calculation, null, 0).price).toBe(13_200_000)
    expect(startValues(calculation, null, 0)).not.toHaveProperty('property')
  })
})

describe('result state reducer (SPEC §3, §4)', () => {
  const facets: MortgageFacets = { count: 12, banks: [], category: [], price: null, initial_payment: null, term: null }
  const loaded = (): ResultState => initialResultState({ page: page([1, 2, 3, 4, 5]), facets, specs: specs(), best: 50_001 })

  it('starts loading without the server answer, and loaded with it', () => {
    expect(initialResultState()).toMatchObject({ loading: true, results: [], count: 0, pageInfo: { limit: 5, hasNext: false } })
    expect(loaded()).toMatchObject({ loading: false, count: 12, pageInfo: { limit: 5, hasNext: true }, best: 50_001 })
  })

  it('keeps the old list while reloading and replaces it with the answer', () => {
    const reloading = resultReducer(loaded(), { type: 'reload' })
    expect(reloading.reloading).toBe(true)
    expect(reloading.results.map((o) => o.id)).toEqual([1, 2, 3, 4, 5])
    const done = resultReducer(reloading, { type: 'reloaded', page: page([9, 8], { count: 2, hasNext: false }), facets, best: 40_000 })
    expect(done).toMatchObject({ reloading: false, count: 2, pageInfo: { hasNext: false }, best: 40_000 })
    expect(done.results.map((o) => o.id)).toEqual([9, 8])
  })

  it('stays "loading" (not reloading) until the first answer', () => {
    const state = resultReducer(initialResultState(), { type: 'reload' })
    expect(state).toMatchObject({ loading: true, reloading: false })
    expect(resultReducer(state, { type: 'reloaded', page: page([1]), facets: null, best: null }).loading).toBe(false)
  })

  it('appends the next page after the shown one', () => {
    const appending = resultReducer(loaded(), { type: 'append' })
    expect(appending.appending).toBe(true)
    const done = resultReducer(appending, { type: 'appended', page: page([6, 7, 8, 9, 10], { offset: 5, hasNext: true }) })
    expect(done.results.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(done).toMatchObject({ appending: false, pageInfo: { hasNext: true } })
  })

  it('never shows an offer twice when pages overlap', () => {
    const appending = resultReducer(loaded(), { type: 'append' })
    const done = resultReducer(appending, { type: 'appended', page: page([5, 6], { offset: 4, hasNext: false }) })
    expect(done.results.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('drops a page that arrives after a reload took over', () => {
    const reloading = resultReducer(resultReducer(loaded(), { type: 'append' }), { type: 'reload' })
    expect(reloading).toMatchObject({ appending: false, reloading: true })
    const after = resultReducer(reloading, { type: 'appended', page: page([6, 7]) })
    expect(after.results).toHaveLength(5)
  })

  it('does not append while reloading', () => {
    const reloading = resultReducer(loaded(), { type: 'reload' })
    expect(resultReducer(reloading, { type: 'append' }).appending).toBe(false)
  })

  it('clears the flags on failure and keeps the list', () => {
    const failed = resultReducer(resultReducer(loaded(), { type: 'reload' }), { type: 'failed' })
    expect(failed).toMatchObject({ loading: false, reloading: false, appending: false })
    expect(failed.results).toHaveLength(5)
  })
})

describe('typed prices', () => {
  it('reads below 1 000 as millions to one decimal, 1 000 and above as rubles as typed', () => {
    expect(parseTypedPrice('10,01')).toEqual({ price: 10_000_000, unit: 'mln' })
    expect(parseTypedPrice('999,9')).toEqual({ price: 999_900_000, unit: 'mln' })
    expect(parseTypedPrice('10010000')).toEqual({ price: 10_010_000, unit: 'rub' })
    expect(parseTypedPrice('10 012 345')).toEqual({ price: 10_012_345, unit: 'rub' })
    expect(parseTypedPrice('1 000 000 000')).toEqual({ price: 1_000_000_000, unit: 'rub' })
  })

  it('refuses what is no flat price, and waits on what is not a number yet', () => {
    expect(parseTypedPrice('1 000 000 001')).toEqual({ error: PRICE_TOO_HIGH, unit: 'rub' })
    expect(parseTypedPrice('5000')).toEqual({ error: PRICE_TOO_LOW, unit: 'rub' })
    expect(parseTypedPrice('0,04')).toEqual({ error: PRICE_TOO_LOW, unit: 'mln' })
    expect(parseTypedPrice('0')).toEqual({ error: PRICE_TOO_LOW, unit: 'mln' })
    expect(parseTypedPrice('-3')).toEqual({ error: PRICE_TOO_LOW, unit: 'mln' })
    expect(parseTypedPrice('')).toBeNull()
    expect(parseTypedPrice('12 млн')).toBeNull()
  })

  it('keeps the slider on whole tenths around an exact price', () => {
    expect(priceSliderBounds({ price: { min: 6_200_000, max: 50_600_000 } }, 5_012_345)).toEqual({ min: 5_000_000, max: 50_600_000 })
    expect(priceSliderBounds({ price: { min: 6_200_000, max: 50_600_000 } }, 51_012_345)).toEqual({ min: 6_200_000, max: 51_100_000 })
  })

  it('reads the flat of /mortgage?property=', () => {
    expect(propertyFromSearch('?property=787')).toBe(787)
    expect(propertyFromSearch('?property=0')).toBeUndefined()
    expect(propertyFromSearch('?property=7e2')).toBeUndefined()
    expect(propertyFromSearch('')).toBeUndefined()
  })
})
