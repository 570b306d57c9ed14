import { describe, expect, it } from 'vitest'

import { annuityPayment } from '@/lib/mortgage-math'

import { offersQuerySchema } from './mortgage.schema'
import { bestOffer, calculateOffers, offerFacets, offersPage, type Program, type ResolvedParams, sortOffers } from './offers'

const bank = (name: string) => ({ name, icon_content: '' })

const program = (id: number, overrides: Partial<Program> = {}): Program => ({
  id,
  name: `Программа ${id}`,
  description: '',
  category: 'market',
  is_favorite: false,
  is_subsidized: false,
  borrowers: null,
  conditions: null,
  rate: 18,
  term_max: 30,
  price_max: 30_000_000,
  initial_payment: 20,
  bank: bank('Банк Северный'),
  ...overrides,
})

const programs: Program[] = [
  program(1, { rate: 18 }),
  program(2, { rate: 6, category: 'family', bank: bank('Банк Заречный'), initial_payment: 20, price_max: 12_000_000 }),
  program(3, { rate: 5, category: 'subsidized', is_subsidized: true, initial_payment: 30 }),
  program(4, { rate: 0, category: 'installment', term_max: 2, initial_payment: 50 }),
  program(5, { rate: 12, category: 'it', price_max: 18_000_000, bank: bank('Банк Заречный') }),
  program(6, { rate: 15, term_max: 25 }),
]

const params: ResolvedParams = { price: 12_000_000, initial_payment: 20, term: 30 }

describe('calculateOffers', () => {
  it('gives every offer the annuity payment for the loan, its rate and the requested term', () => {
    const offers = calculateOffers(programs, params)
    const family = offers.find((o) => o.id === 2)!
    expect(family.payment).toBe(annuityPayment(9_600_000, 6, 30))
    expect(offers.find((o) => o.id === 1)!.payment).toBe(annuityPayment(9_600_000, 18, 30))
  })

  it('leaves out offers whose price_max is below the price', () => {
    const ids = calculateOffers(programs, { ...params, price: 15_000_000 }).map((o) => o.id)
    expect(ids).not.toContain(2)
    expect(ids).toContain(5)
    expect(calculateOffers(programs, { ...params, price: 12_000_000 }).map((o) => o.id)).toContain(2)
  })

  it('leaves out offers whose minimum initial payment is above the requested one', () => {
    expect(calculateOffers(programs, params).map((o) => o.id)).not.toContain(3)
    expect(calculateOffers(programs, { ...params, initial_payment: 30 }).map((o) => o.id)).toContain(3)
  })

  it('leaves out offers whose term_max is below the requested term', () => {
    expect(calculateOffers(programs, params).map((o) => o.id)).not.toContain(6)
    expect(calculateOffers(programs, { ...params, term: 25 }).map((o) => o.id)).toContain(6)
    const installment = calculateOffers(programs, { ...params, initial_payment: 50, term: 2 }).find((o) => o.id === 4)!
    expect(installment.payment).toBe(Math.round(6_000_000 / 24))
  })

  it('keeps only the requested categories', () => {
    expect(calculateOffers(programs, { ...params, category: ['family', 'it'] }).map((o) => o.id)).toEqual([2, 5])
  })
})

describe('sortOffers', () => {
  const offers = calculateOffers(programs, params)
  it('orders by payment and rate, both ways', () => {
    const payments = (order: Parameters<typeof sortOffers>[1]) => sortOffers(offers, order).map((o) => o.payment)
    expect(payments('payment')).toEqual([...payments('payment')].sort((a, b) => a - b))
    expect(payments('-payment')).toEqual([...payments('payment')].reverse())
    const rates = sortOffers(offers, 'rate').map((o) => o.rate)
    expect(rates).toEqual([6, 12, 18])
    expect(sortOffers(offers, '-rate').map((o) => o.rate)).toEqual([18, 12, 6])
  })
})

describe('offersPage', () => {
  const many = Array.from({ length: 12 }, (_, i) => program(100 + i, { rate: 5 + i }))

  it('pages by 5 by default and says whether more follow', () => {
    const query = offersQuerySchema.parse({})
    expect(query).toMatchObject({ limit: 5, offset: 0, order: 'payment' })
    const first = offersPage(many, params, query)
    expect(first).toMatchObject({ count: 12, limit: 5, offset: 0, hasNext: true })
    expect(first.results.map((o) => o.rate)).toEqual([5, 6, 7, 8, 9])
    const last = offersPage(many, params, { ...query, offset: 10 })
    expect(last.results).toHaveLength(2)
    expect(last.hasNext).toBe(false)
    expect(offersPage(many, params, { ...query, offset: 5 }).hasNext).toBe(true)
  })

  it('echoes the values and the loan it calculated for', () => {
    expect(offersPage(many, params, offersQuerySchema.parse({})).calculation).toEqual({
      price: 12_000_000,
      initial_payment: 20,
      term: 30,
      loan: 9_600_000,
    })
  })
})

describe('bestOffer', () => {
  it('is the lowest payment among the offers that serve the values', () => {
    expect(bestOffer(programs, params)!.id).toBe(2)
    expect(bestOffer(programs, { ...params, price: 40_000_000 })).toBeNull()
  })
})

describe('offerFacets', () => {
  const bounds = { price: { min: 5_000_000, max: 50_000_000 }, initial_payment: { min: 20, max: 90 }, term: { min: 1, max: 30 } }

  it('counts categories and banks with the category filter left out of its own facet', () => {
    const facets = offerFacets(programs, { ...params, category: ['family'] }, bounds)
    expect(facets.count).toBe(1)
    expect(facets.banks).toEqual([{ value: 'Банк Заречный', label: 'Банк Заречный', count: 1 }])
    expect(facets.category.map((c) => c.value)).toEqual(['market', 'family', 'it', 'subsidized', 'installment'])
    expect(facets.category.find((c) => c.value === 'market')).toMatchObject({ label: 'Рыночная', count: 1 })
  })

  it('never leaves a category that can finance the price without offers: it names the values that give some', () => {
    // 20 % for 30 years: the instalment (50 %, 2 years) and the subsidised programme (30 %) serve none of it.
    const facets = offerFacets(programs, params, bounds)
    expect(facets.category.find((c) => c.value === 'market')).toEqual({ value: 'market', label: 'Рыночная', count: 1 })
    expect(facets.category.find((c) => c.value === 'installment')).toMatchObject({ count: 1, initial_payment: 50, term: 2 })
    expect(facets.category.find((c) => c.value === 'subsidized')).toMatchObject({ count: 1, initial_payment: 30, term: 30 })
    // At those values the instalment gives its offer: the first payment is half, the rest is split over 24 months.
    const [instalment] = calculateOffers(programs, { ...params, initial_payment: 50, term: 2, category: ['installment'] })
    expect(instalment).toMatchObject({ id: 4, payment: 250_000 })
    // A price no programme of a category can finance leaves it out.
    expect(offerFacets(programs, { ...params, price: 40_000_000 }, bounds).category).toEqual([])
  })

  it('gives each range with its own value left out, clipped to the bounds', () => {
    const facets = offerFacets(programs, { ...params, category: ['family'] }, bounds)
    expect(facets.price).toEqual({ min: 5_000_000, max: 12_000_000 })
    expect(facets.initial_payment).toEqual({ min: 20, max: 90 })
    expect(facets.term).toEqual({ min: 1, max: 30 })
    const subsidized = offerFacets(programs, { ...params, category: ['subsidized'] }, bounds)
    expect(subsidized.count).toBe(0)
    expect(subsidized.initial_payment).toEqual({ min: 30, max: 90 })
    expect(offerFacets(programs, { ...params, initial_payment: 50, category: ['installment'] }, bounds).term).toEqual({ min: 1, max: 2 })
  })

  it('answers null ranges when nothing can match', () => {
    const facets = offerFacets([], params, bounds)
    expect(facets).toMatchObject({ count: 0, banks: [], category: [], price: null, initial_payment: null, term: null })
  })
})

describe('offersQuerySchema', () => {
  it('reads several categories and coerces numbers', () => {
    expect(offersQuerySchema.parse({ category: ['family', 'it,market'], price: '12000000', term: '20', order: '-rate' })).toMatchObject({
      category: ['family', 'it', 'market'],
      price: 12_000_000,
      term: 20,
      order: '-rate',
    })
  })

  it.each([
    { price: '-1' },
    { price: 'abc' },
    { initial_payment: '120' },
    { term: '0' },
    { order: 'name' },
    { category: 'gold' },
    { limit: '0' },
    { offset: '-5' },
  ])('refuses %o', (query) => expect(offersQuerySchema.safeParse(query).success).toBe(false))
})
