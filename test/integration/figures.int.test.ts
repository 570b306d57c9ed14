/**
 * "Figures that must agree everywhere" and "Leads carry their context", against a real seeded
 * database: each figure is read where the site shows it and compared with its source.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import * as mainPageRoute from '@/app/api/main_page/route'
import * as offersRoute from '@/app/api/mortgage/route'
import * as detailRoute from '@/app/api/properties/[id]/route'
import * as promoFeatureRoute from '@/app/api/properties/promo_feature/route'
import * as listRoute from '@/app/api/properties/route'
import * as requestsRoute from '@/app/api/requests/route'
import { cms } from '@/cms/client'
import { clearCache } from '@/features/content'
import type { OffersPage } from '@/features/mortgage'
import type { PromoDto, PropertyCard, PropertyDetail, PropertyList } from '@/features/properties'
import { catalogPlaces } from '@/features/properties'

type Route = { GET?: Handler; POST?: Handler }
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call<T>(route: Route, url: string, params: Record<string, string> = {}, init?: RequestInit) {
  const handler = (init?.method === 'POST' ? route.POST : route.GET)!
  const response = await handler(new Request(`http://localhost${url}`, init), { params: Promise.resolve(params) })
  return { status: response.status, body: (await response.json()) as T }
}

const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'
const postLead = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [k, v] of Object.entries({ name: 'Анна Смирнова', phone: '+7 921 555-12-34', website: '', ...fields })) body.append(k, v)
  return call<{ id: number; error?: { fields?: Record<string, string[]> } }>(
    requestsRoute,
    '/api/requests/',
    {},
    {
      method: 'POST',
      body,
      headers: { cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN },
    },
  )
}

/** Flats for sale of one building number, cheapest first. */
async function flatsOf(building: number): Promise<PropertyCard[]> {
  const id = (await catalogPlaces()).buildings.find((b) => b.number === building)!.id
  const { body } = await call<PropertyList>(listRoute, `/api/properties/?type=flat&building=${id}&order=price&limit=50`)
  return body.results
}

const firstOffer = async (id: number, extra = '') =>
  (await call<OffersPage>(offersRoute, `/api/mortgage/?property=${id}&order=payment${extra}`)).body

beforeAll(() => clearCache())

describe(`the monthly payment on ${inject('dialect')}`, () => {
  it('on the card, the flat page and the list equals the calculator’s first offer for that flat', async () => {
    for (const building of [1, 2, 3, 5]) {
      const flats = await flatsOf(building)
      for (const card of [flats[0]!, flats[flats.length - 1]!]) {
        const { body: detail } = await call<PropertyDetail>(detailRoute, `/api/properties/${card.id}/`, { id: String(card.id) })
        const offers = await firstOffer(card.id)
        expect(offers.calculation).toMatchObject({ price: card.price, initial_payment: 20, term: 30 })
        expect(detail.full_mortgage_payment, `flat ${card.id}`).toBe(offers.results[0]!.payment)
        expect(card.full_mortgage_payment).toBe(detail.full_mortgage_payment)
        expect(detail.full_mortgage_offer).toMatchObject({ program_id: offers.results[0]!.id, rate: offers.results[0]!.rate })
      }
    }
  })

  it('never offers a programme that does not apply: the 0,1 % of корпуса 3–5 is not for корпус 1', async () => {
    const [inFirst] = await flatsOf(1)
    const [inThird] = await flatsOf(3)
    const names = async (id: number) => (await firstOffer(id, '&initial_payment=30&limit=50')).results.map((o) => o.name)
    expect(await names(inFirst!.id)).not.toContain('Рассвет 0,1 % на первый год')
    expect(await names(inThird!.id)).toContain('Рассвет 0,1 % на первый год')
    for (const offer of (await firstOffer(inFirst!.id, '&limit=50')).results) expect(offer.borrowers).toBeTruthy()
  })

  it('follows a price edit in the CMS, and a programme edit', async () => {
    const payload = await cms()
    const [card] = await flatsOf(2)
    const before = card!.full_mortgage_payment!
    await payload.update({ collection: 'properties', id: card!.id, data: { price: card!.price + 2_000_000 } })
    try {
      const { body } = await call<PropertyDetail>(detailRoute, `/api/properties/${card!.id}/`, { id: String(card!.id) })
      expect(body.full_mortgage_payment).toBeGreaterThan(before)
      expect(body.full_mortgage_payment).toBe((await firstOffer(card!.id)).results[0]!.payment)
    } finally {
      await payload.update({ collection: 'properties', id: card!.id, data: { price: card!.price } })
    }

    const program = (await firstOffer(card!.id)).results[0]!
    await payload.update({ collection: 'mortgage-programs', id: program.id, data: { rate: program.rate + 3 } })
    try {
      clearCache()
      const { body } = await call<PropertyDetail>(detailRoute, `/api/properties/${card!.id}/`, { id: String(card!.id) })
      expect(body.full_mortgage_payment).toBe((await firstOffer(card!.id)).results[0]!.payment)
      expect(body.full_mortgage_offer?.rate === program.rate + 3 || body.full_mortgage_offer?.program_id !== program.id).toBe(true)
    } finally {
      await payload.update({ collection: 'mortgage-programs', id: program.id, data: { rate: program.rate } })
      clearCache()
    }
  })

  it('answers 404 for an unknown property and 400 for a malformed one', async () => {
    expect((await call(offersRoute, '/api/mortgage/?property=999999')).status).toBe(404)
    expect((await call(offersRoute, '/api/mortgage/?property=abc')).status).toBe(400)
  })
})

describe(`the home page’s «от» figures on ${inject('dialect')}`, () => {
  it('are the smallest area and the lowest price the flats list shows for each room count', async () => {
    const { body } = await call<{ layouts: { rooms: number; area_from: number | null; price_from: number | null }[] }>(
      mainPageRoute,
      '/api/main_page/',
    )
    expect(body.layouts.length).toBeGreaterThan(0)
    for (const layout of body.layouts) {
      const list = async (order: string) =>
        (await call<PropertyList>(listRoute, `/api/properties/?type=flat&rooms=${layout.rooms}&order=${order}&limit=1`)).body
      const [byPrice, byArea] = await Promise.all([list('price'), list('area')])
      expect(layout.price_from, `rooms=${layout.rooms}`).toBe(byPrice.results[0]?.price ?? null)
      expect(layout.area_from, `rooms=${layout.rooms}`).toBe(byArea.results[0]?.area ?? null)
    }
  })
})

describe(`targeted promos on ${inject('dialect')}`, () => {
  it('the flat page shows only a promo that applies to the flat', async () => {
    const promo = async (id: number) =>
      (await call<PromoDto | null>(promoFeatureRoute, `/api/properties/promo_feature/?property=${id}`)).body
    const [inFirst] = await flatsOf(1)
    const [inFourth] = await flatsOf(4)
    expect((await promo(inFirst!.id))?.title).not.toMatch(/0,1/)
    expect((await promo(inFourth!.id))?.title).toMatch(/0,1/)
  })
})

describe(`leads carry their context on ${inject('dialect')}`, () => {
  it('a consultation sent from a flat page stores the flat, a mortgage application its programme', async () => {
    const payload = await cms()
    const [card] = await flatsOf(3)
    const consult = await postLead({ type: 'consultation', page_url: `https://novaya-zarya.example/flats/${card!.id}` })
    expect(consult.status).toBe(201)
    expect(await payload.findByID({ collection: 'leads', id: consult.body.id, depth: 0 })).toMatchObject({ property: card!.id })

    const program = (await firstOffer(card!.id)).results[0]!
    const mortgage = await postLead({
      type: 'mortgage',
      property: String(card!.id),
      mortgage_program: String(program.id),
      page_url: '/mortgage',
    })
    expect(mortgage.status).toBe(201)
    expect(await payload.findByID({ collection: 'leads', id: mortgage.body.id, depth: 0 })).toMatchObject({
      type: 'mortgage',
      property: card!.id,
      mortgage_program: program.id,
    })

    const unknown = await postLead({ type: 'mortgage', mortgage_program: '999999' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.fields?.mortgage_program).toEqual(['Ипотечная программа не найдена'])
  })
})
