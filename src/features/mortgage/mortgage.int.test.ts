import { beforeAll, describe, expect, inject, it } from 'vitest'

import * as defaultCalculationRoute from '@/app/api/mortgage/default_calculation/route'
import * as facetsRoute from '@/app/api/mortgage/facets/route'
import * as offersRoute from '@/app/api/mortgage/route'
import * as specsRoute from '@/app/api/mortgage/specs/route'
import * as pageRoute from '@/app/api/mortgage_page/route'
import { cms } from '@/cms/client'
import type { Bank, MortgageProgram } from '@/cms/payload-types'
import { clearCache } from '@/features/content'
import { effectiveStatus } from '@/features/properties'
import { publicStatus } from '@/features/properties/status'
import { SETTLE_MS } from '@/server/change-events'
import { annuityPayment, loanAmount } from '@/lib/mortgage-math'

import type { DefaultCalculation, MortgageFacets, MortgageSpecs, Offer, OffersPage } from './mortgage.schema'

type Route = { GET: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }

async function get<T>(route: Route, url: string): Promise<{ status: number; body: T }> {
  const response = await route.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({}) })
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return { status: response.status, body: (await response.json()) as T }
}

let programs: MortgageProgram[] = []

/** Brute force: the programmes that can finance these values. */
const serving = (price: number, initial: number, term: number, categories?: string[]) =>
  programs.filter(
    (p) => price <= p.price_max && initial >= p.initial_payment && term <= p.term_max && (!categories || categories.includes(p.category)),
  )

async function allOffers(query: string): Promise<Offer[]> {
  const offers: Offer[] = []
  for (let offset = 0; ; offset += 5) {
    const { body } = await get<OffersPage>(offersRoute, `/api/mortgage/?${query}&offset=${offset}`)
    offers.push(...body.results)
    if (!body.hasNext) return offers
  }
}

beforeAll(async () => {
  clearCache()
  const payload = await cms()
  programs = (await payload.find({ collection: 'mortgage-programs', depth: 1, pagination: false, limit: 1000 })).docs
})

describe(`/api/mortgage/ on ${inject('dialect')}`, () => {
  const cases = [
    [12_000_000, 20, 30],
    [8_000_000, 30, 20],
    [25_000_000, 50, 10],
    [40_000_000, 15, 30],
    [6_000_000, 90, 2],
  ] as const

  it.each(cases)('offers for %i ₽, %i %%, %i years are exactly the programmes that can serve them', async (price, initial, term) => {
    const offers = await allOffers(`price=${price}&initial_payment=${initial}&term=${term}`)
    const expected = serving(price, initial, term)
    expect(offers.map((o) => o.id).sort()).toEqual(expected.map((p) => p.id).sort())
    for (const offer of offers) {
      const program = programs.find((p) => p.id === offer.id)!
      expect(offer.payment).toBe(annuityPayment(loanAmount(price, initial), program.rate, term))
      expect(offer).toMatchObject({
        rate: program.rate,
        term_max: program.term_max,
        price_max: program.price_max,
        initial_payment: program.initial_payment,
      })
      expect(offer.bank.name).toBe((program.bank as Bank).name)
    }
  })

  it('pages by 5 by default and says when more follow', async () => {
    const { status, body } = await get<OffersPage>(offersRoute, '/api/mortgage/?price=12000000&initial_payment=20&term=30')
    expect(status).toBe(200)
    const total = serving(12_000_000, 20, 30).length
    expect(total).toBeGreaterThan(5)
    expect(body).toMatchObject({ count: total, limit: 5, offset: 0, hasNext: true })
    expect(body.results).toHaveLength(5)
    expect(body.calculation).toEqual({ price: 12_000_000, initial_payment: 20, term: 30, loan: 9_600_000 })
    const last = await get<OffersPage>(offersRoute, `/api/mortgage/?price=12000000&initial_payment=20&term=30&offset=${total - 1}`)
    expect(last.body.results).toHaveLength(1)
    expect(last.body.hasNext).toBe(false)
  })

  it.each(['payment', '-payment', 'rate', '-rate'] as const)('orders by %s', async (order) => {
    const offers = await allOffers(`price=12000000&initial_payment=20&term=30&order=${order}&limit=50`)
    const key = order.replace('-', '') as 'payment' | 'rate'
    const values = offers.map((o) => o[key])
    const sorted = [...values].sort((a, b) => (order.startsWith('-') ? b - a : a - b))
    expect(values).toEqual(sorted)
  })

  it('filters by several categories', async () => {
    const offers = await allOffers('price=12000000&initial_payment=20&term=30&category=family&category=market')
    expect(offers.map((o) => o.id).sort()).toEqual(
      serving(12_000_000, 20, 30, ['family', 'market'])
        .map((p) => p.id)
        .sort(),
    )
    expect(offers.every((o) => ['family', 'market'].includes(o.category))).toBe(true)
  })

  it('answers the slashless path the same', async () => {
    const a = await get<OffersPage>(offersRoute, '/api/mortgage/?price=9000000')
    const b = await get<OffersPage>(offersRoute, '/api/mortgage?price=9000000')
    expect(b.body).toEqual(a.body)
  })

  it.each(['price=abc', 'price=-5', 'initial_payment=101', 'term=0', 'order=name', 'category=gold', 'limit=0', 'limit=1000', 'offset=-1'])(
    'refuses %s with a 400 JSON error',
    async (query) => {
      const { status, body } = await get<{ error: { code: string; fields: Record<string, string[]> } }>(
        offersRoute,
        `/api/mortgage/?${query}`,
      )
      expect(status).toBe(400)
      expect(body.error.code).toBe('validation_error')
      expect(Object.keys(body.error.fields).map((key) => key.split('.')[0])).toEqual([query.split('=')[0]])
    },
  )

  it('answers 405 JSON to a write', async () => {
    const response = await offersRoute.POST(new Request('http://localhost/api/mortgage/', { method: 'POST' }), {
      params: Promise.resolve({}),
    })
    expect(response.status).toBe(405)
    expect((await response.json()).error.code).toBe('method_not_allowed')
  })

  it('sanitises the editor’s HTML and SVG, and shows an editor’s change within the cache time', async () => {
    const payload = await cms()
    const program = programs.find((p) => serving(12_000_000, 20, 30).includes(p))!
    const bank = program.bank as Bank
    await payload.update({
      collection: 'mortgage-programs',
      id: program.id,
      data: {
        rate: 0.5,
        description:
          '<p onclick="x()">Ставка <strong>0,5 %</strong><script>alert(1)</script><a href="javascript:alert(2)">подробнее</a></p>',
      },
    })
    await payload.update({
      collection: 'banks',
      id: bank.id,
      data: { icon_content: '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle cx="5" cy="5" r="4"/></svg>' },
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100))
      const { body } = await get<OffersPage>(offersRoute, '/api/mortgage/?price=12000000&initial_payment=20&term=30&order=rate')
      const offer = body.results[0]!
      expect(offer.id).toBe(program.id)
      expect(offer.rate).toBe(0.5)
      expect(offer.description).toContain('<strong>0,5 %</strong>')
      expect(offer.description).not.toMatch(/onclick|script|javascript:/)
      expect(offer.bank.icon_content).toContain('<circle')
      expect(offer.bank.icon_content).not.toMatch(/onload|script/)
    } finally {
      await payload.update({
        collection: 'mortgage-programs',
        id: program.id,
        data: { rate: program.rate, description: program.description },
      })
      await payload.update({ collection: 'banks', id: bank.id, data: { icon_content: bank.icon_content } })
      clearCache()
    }
  })
})

describe(`/api/mortgage/specs/, facets and default_calculation on ${inject('dialect')}`, () => {
  /** Prices of the flats for sale by the rule of status.ts: a booking whose hold ran out is for sale again. */
  async function flatPrices() {
    const payload = await cms()
    const flats = await payload.find({
      collection: 'properties',
      where: { type: { equals: 'flat' }, status: { in: ['available', 'booked'] } },
      pagination: false,
      limit: 100_000,
      depth: 0,
      select: { price: true, status: true, hold_until: true },
    })
    const now = Date.now()
    return flats.docs
      .filter((f) => effectiveStatus(publicStatus(f.status), f.hold_until ? Date.parse(f.hold_until) : null, now) === 'available')
      .map((f) => f.price)
      .sort((a, b) => a - b)
  }

  it('specs give the available flats’ price range and the default bounds', async () => {
    const prices = await flatPrices()
    const { status, body } = await get<MortgageSpecs>(specsRoute, '/api/mortgage/specs/')
    expect(status).toBe(200)
    expect(body.price.min).toBe(Math.floor(prices[0]! / 100_000) * 100_000)
    expect(body.price.max).toBe(Math.ceil(prices.at(-1)! / 100_000) * 100_000)
    expect(body.initial_payment).toEqual({ min: 20, max: 90 })
    expect(body.term).toEqual({ min: 1, max: 30 })
    expect(body.order.map((o) => o.value)).toEqual(['payment', '-payment', 'rate', '-rate'])
    expect(body.order.every((o) => /[а-я]/.test(o.label))).toBe(true)
    expect(body.category.map((c) => c.value).sort()).toEqual([...new Set(programs.map((p) => p.category))].sort())
  })

  it('facets count categories with their own filter left out and banks under every filter', async () => {
    const { body } = await get<MortgageFacets>(
      facetsRoute,
      '/api/mortgage/facets/?price=12000000&initial_payment=20&term=30&category=family',
    )
    const all = serving(12_000_000, 20, 30)
    const matching = serving(12_000_000, 20, 30, ['family'])
    expect(body.count).toBe(matching.length)
    const now = body.category.filter((c) => c.initial_payment === undefined)
    for (const c of now) expect(c.count).toBe(all.filter((p) => p.category === c.value).length)
    expect(now.reduce((n, c) => n + c.count, 0)).toBe(all.length)
    // A category none of whose programmes serves 20 % for 30 years (the instalments) names the values that give
    // some, with what it gives there: the chip stays live and choosing it moves the calculator.
    const moved = body.category.filter((c) => c.initial_payment !== undefined)
    expect(moved.map((c) => c.value)).toContain('installment')
    for (const c of moved) {
      expect(c.count).toBeGreaterThan(0)
      expect(c.count).toBe(serving(12_000_000, c.initial_payment!, c.term!, [c.value]).length)
    }
    expect(body.banks.reduce((n, b) => n + b.count, 0)).toBe(matching.length)
    if (matching.length) {
      expect(body.term!.max).toBeLessThanOrEqual(30)
      expect(body.initial_payment!.min).toBeGreaterThanOrEqual(20)
      expect(body.price!.max).toBeGreaterThanOrEqual(12_000_000)
    }
  })

  it('default_calculation starts at the median price, 20 % and 30 years with the best offer', async () => {
    const prices = await flatPrices()
    const median = Math.round(prices[Math.ceil(prices.length / 2) - 1]! / 100_000) * 100_000
    const { body } = await get<DefaultCalculation>(defaultCalculationRoute, '/api/mortgage/default_calculation/')
    expect(body).toMatchObject({ price: median, initial_payment: 20, term: 30, loan: loanAmount(median, 20) })
    const best = Math.min(...serving(median, 20, 30).map((p) => annuityPayment(loanAmount(median, 20), p.rate, 30)))
    expect(body.payment).toBe(best)
    expect(body.offer!.payment).toBe(best)
    expect(body.count).toBe(serving(median, 20, 30).length)
  })

  it('default_calculation takes the price given', async () => {
    const { body } = await get<DefaultCalculation>(defaultCalculationRoute, '/api/mortgage/default_calculation/?price=9500000')
    expect(body.price).toBe(9_500_000)
    const none = await get<DefaultCalculation>(defaultCalculationRoute, '/api/mortgage/default_calculation/?price=9000000000')
    expect(none.body).toMatchObject({ offer: null, payment: null, count: 0 })
    expect((await get(defaultCalculationRoute, '/api/mortgage/default_calculation/?price=0')).status).toBe(400)
  })

  it('the mortgage page has its title and FAQs, without internal ids', async () => {
    const { status, body } = await get<{ title: string; faqs: { question: string; answer: string }[] }>(pageRoute, '/api/mortgage_page/')
    expect(status).toBe(200)
    expect(body.title).toMatch(/[а-яё]/i)
    expect(body.faqs.length).toBeGreaterThan(0)
    expect(Object.keys(body.faqs[0]!).sort()).toEqual(['answer', 'question'])
    expect(body).not.toHaveProperty('id')
    // The instalment answer is written from the programme records: each plan with its record's first payment and term.
    const answers = body.faqs.map((f) => f.answer).join('\n')
    expect(answers).not.toContain('{')
    for (const plan of programs.filter((p) => p.category === 'installment')) {
      const clause = answers.split(/[;\n]/).find((c) => c.includes(`«${plan.name}»`))
      expect(clause, plan.name).toMatch(new RegExp(`от ${plan.initial_payment}\\s%.*до ${plan.term_max}\\s(года|лет)`))
    }
  })
})
