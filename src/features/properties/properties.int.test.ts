import fc from 'fast-check'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { GET as detailGet } from '@/app/api/properties/[id]/route'
import { GET as similarGet } from '@/app/api/properties/[id]/similar_properties/route'
import { GET as similarParamsGet } from '@/app/api/properties/[id]/similar_properties_params/route'
import { GET as bannerGet } from '@/app/api/properties/banner/route'
import { GET as discountsGet } from '@/app/api/properties/discounts/route'
import { GET as facetsGet } from '@/app/api/properties/facets/route'
import { GET as promoFeatureGet } from '@/app/api/properties/promo_feature/route'
import { GET as promoGet } from '@/app/api/properties/promo/route'
import { GET as listGet, POST as listPost } from '@/app/api/properties/route'
import { GET as specsGet } from '@/app/api/properties/specs/route'
import { cms } from '@/cms/client'
import { FEATURE_TAGS, FINISHING_KINDS, ORIENTATIONS } from '@/cms/options'

import { getCatalog } from './catalog'
import {
  PROPERTY_ORDERS,
  propertyDetailSchema,
  propertyFacetsSchema,
  propertyListSchema,
  propertySpecsSchema,
  similarParamsSchema,
  type PropertyFacets,
  type PropertyFilter,
  type PropertyList,
  type PropertyOrder,
  type PropertySpecs,
} from './properties.schema'
import { type PriceChange, type WindowPrice, windowPriceOf } from './price-history'
import { type BuildingRecord, NO_BUILDING_DOCUMENTS, type PropertyRecord, type SectionRecord } from './snapshot'
import { publicStatus } from './status'
import { bruteFacets, bruteMatches, bruteOrdered, facetCountsOf, type BruteData } from './testing'

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call<T>(route: Route, path: string, params: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await route(new Request(`http://localhost${path}`), { params: Promise.resolve(params) })
  return { status: response.status, body: (await response.json()) as T }
}

/** The seeded catalogue as Payload itself reads it: an independent path from the snapshot's raw query. */
async function readCatalogue(): Promise<BruteData> {
  const payload = await cms()
  const [properties, buildings, sections, history] = await Promise.all([
    payload.find({ collection: 'properties', pagination: false, depth: 0 }),
    payload.find({ collection: 'buildings', pagination: false, depth: 0 }),
    payload.find({ collection: 'sections', pagination: false, depth: 0 }),
    payload.find({ collection: 'property-changes', pagination: false, depth: 0, overrideAccess: true }),
  ])
  const builtAt = Date.now()
  // Each flat's price changes through the Local API, then the window rule (not the catalogue's grouped SQL).
  const changes = new Map<number, PriceChange[]>()
  for (const row of history.docs) {
    if (row.price_before == null || row.price == null) continue
    const id = typeof row.property === 'object' ? row.property.id : row.property
    const change = { at: Date.parse(row.createdAt), price_before: Number(row.price_before), price: Number(row.price) }
    changes.set(id, [...(changes.get(id) ?? []), change])
  }
  const windowPrices = new Map<number, WindowPrice>()
  for (const [id, list] of changes) {
    const start = windowPriceOf(list, builtAt)
    if (start) windowPrices.set(id, start)
  }
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  const items = properties.docs
    .map((p): PropertyRecord => ({
      id: p.id,
      ref_id: p.ref_id,
      type: p.type,
      number: p.number,
      status: publicStatus(p.status),
      hold_until: p.hold_until ? Date.parse(p.hold_until) : null,
      rooms: n(p.rooms),
      is_euro: Boolean(p.is_euro),
      area: Number(p.area),
      floor: Number(p.floor),
      building: p.building as number,
      section: p.section as number,
      layout: (p.layout as number | null) ?? null,
      riser: n(p.riser),
      plan: (p.plan as number | null) ?? null,
      price: Number(p.price),
      old_price: n(p.old_price),
      price_per_m2: Number(p.price_per_m2),
      finishing_kind: p.finishing_kind ?? null,
      orientation: p.orientation ?? null,
      ceiling_height: n(p.ceiling_height),
      features: p.features ?? [],
    }))
    .sort((a, b) => a.id - b.id)
  return {
    items,
    buildings: new Map(
      buildings.docs.map((b): [number, BuildingRecord] => [
        b.id,
        {
          ...b,
          number: Number(b.number),
          address: b.address ?? null,
          total_floors: n(b.total_floors),
          ready_year: Number(b.ready_year),
          ready_quarter: Number(b.ready_quarter),
          geometry: null,
          // The brute force filters and sorts; the documents are the cards' concern (building-documents tests).
          documents: NO_BUILDING_DOCUMENTS,
        },
      ]),
    ),
    sections: new Map(
      sections.docs.map((s): [number, SectionRecord] => [
        s.id,
        {
          ...s,
          building: s.building as number,
          number: Number(s.number),
          total_floors: Number(s.total_floors),
          geometry: null,
          floor_plan: null,
          floor_plan_flats: [],
          window_views: [],
        },
      ]),
    ),
    builtAt,
    windowPrices,
  }
}

/** A filter as a query string, lists written randomly as repeats or comma lists (both must work). */
function toQuery(filter: PropertyFilter & { order?: string; limit?: number; offset?: number }, commas: boolean): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      if (commas) params.set(key, value.join(','))
      else for (const v of value) params.append(key, String(v))
    } else params.set(key, String(value))
  }
  return params.toString()
}

let data: BruteData

/** True when a random filter has a min above its max: the API must refuse it with 400. */
const inverted = (f: PropertyFilter) =>
  (
    [
      ['price_min', 'price_max'],
      ['area_min', 'area_max'],
      ['floor_min', 'floor_max'],
    ] as const
  ).some(([lo, hi]) => f[lo] !== undefined && f[hi] !== undefined && f[lo]! > f[hi]!)
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 })
const subset = <T>(values: readonly T[], max = 3) => sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max }))
const bound = (lo: number, hi: number) => sometimes(fc.integer({ min: lo, max: hi }))

function filterArb(): fc.Arbitrary<PropertyFilter> {
  const ids = data.items.map((r) => r.id)
  return fc
    .record({
      type: subset(['flat', 'parking', 'storage', 'commercial'] as const, 2),
      status: subset(['available', 'booked', 'sold'] as const, 2),
      rooms: subset([0, 1, 2, 3, 4]),
      building: subset([...data.buildings.keys()], 2),
      section: subset([...data.sections.keys()], 4),
      finishing_kind: subset(FINISHING_KINDS.map((o) => o.value)),
      orientation: subset(ORIENTATIONS.map((o) => o.value)),
      completion: subset(['completed', '2027-4', '2028-2']),
      features: subset(
        FEATURE_TAGS.map((o) => o.value),
        2,
      ),
      discount: sometimes(fc.constant(true)),
      price_min: bound(0, 30_000_000),
      price_max: bound(8_000_000, 80_000_000),
      area_min: bound(0, 70),
      area_max: bound(25, 200),
      floor_min: bound(-1, 15),
      floor_max: bound(2, 25),
      ids: sometimes(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 90 })),
    })
    .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as PropertyFilter)
}

describe(`catalogue API on ${inject('dialect')}`, () => {
  beforeAll(async () => {
    data = await readCatalogue()
    expect(data.items.length).toBeGreaterThan(2000)
  })

  it('list totals and pages equal a brute-force count for random filters, orders and pages', async () => {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(
        filterArb(),
        fc.constantFrom(...PROPERTY_ORDERS.map((o) => o.value)),
        fc.nat(30),
        fc.integer({ min: 1, max: 25 }),
        fc.boolean(),
        async (filter, order, offset, limit, commas) => {
          const { status, body } = await call<PropertyList>(
            listGet,
            `/api/properties/?${toQuery({ ...filter, order, offset, limit }, commas)}`,
          )
          expect(status).toBe(inverted(filter) ? 400 : 200)
          if (status === 400) return
          const expected = bruteOrdered(data, filter, order as PropertyOrder)
          expect(body.count).toBe(expected.length)
          expect(body.results.map((r) => r.id)).toEqual(expected.slice(offset, offset + limit).map((i) => data.items[i]!.id))
          expect(body).toMatchObject({ limit, offset, hasNext: offset + limit < expected.length })
          if (body.count > 0) nonEmpty++
        },
      ),
      { numRuns: 150 },
    )
    expect(nonEmpty).toBeGreaterThan(15)
  })

  it('facet counts and ranges equal a brute-force count, each dimension with its own filter left out', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), fc.boolean(), async (filter, commas) => {
        const { status, body } = await call<PropertyFacets>(facetsGet, `/api/properties/facets/?${toQuery(filter, commas)}`)
        expect(status).toBe(inverted(filter) ? 400 : 200)
        if (status === 400) return
        expect(facetCountsOf(body)).toEqual(bruteFacets(data, filter))
      }),
      { numRuns: 150 },
    )
  })

  it('answers list and facets in the documented shapes', async () => {
    const list = await call<PropertyList>(listGet, '/api/properties/?type=flat&rooms=2&limit=5')
    expect(propertyListSchema.parse(list.body)).toEqual(list.body)
    expect(list.body.results).toHaveLength(5)
    expect(list.body.results.every((r) => r.rooms === 2 && r.status.value === 'available')).toBe(true)
    const facets = await call<PropertyFacets>(facetsGet, '/api/properties/facets/?type=flat')
    expect(propertyFacetsSchema.parse(facets.body)).toEqual(facets.body)
  })

  it('defaults to available properties ordered by price, 12 a page', async () => {
    const { body } = await call<PropertyList>(listGet, '/api/properties/')
    const expected = bruteOrdered(data, {}, 'price')
    expect(body.count).toBe(expected.length)
    expect(body.limit).toBe(12)
    expect(body.results.map((r) => r.id)).toEqual(expected.slice(0, 12).map((i) => data.items[i]!.id))
    const last = await call<PropertyList>(listGet, `/api/properties/?offset=${expected.length - 2}`)
    expect(last.body).toMatchObject({ hasNext: false })
    expect(last.body.results).toHaveLength(2)
  })

  it.each([
    ['rooms=abc', 'rooms'],
    ['limit=-1', 'limit'],
    ['order=evil', 'order'],
    ['price_min=9&price_max=1', 'price_min'],
    ['completion=soon', 'completion'],
    ['discount=maybe', 'discount'],
  ])('answers 400 with fields for %s', async (qs, field) => {
    for (const route of [listGet, facetsGet]) {
      const { status, body } = await call<{ error: { code: string; fields: Record<string, string[]> } }>(route, `/api/properties/?${qs}`)
      if (route === facetsGet && (field === 'limit' || field === 'order')) {
        expect(status).toBe(200) // facets take no paging or order
        continue
      }
      expect(status).toBe(400)
      expect(body.error.code).toBe('validation_error')
      expect(Object.keys(body.error.fields).some((k) => k.startsWith(field))).toBe(true)
    }
  })

  it('refuses other methods with a JSON 405 and writes without CSRF with 403', async () => {
    const response = await listPost(new Request('http://localhost/api/properties/', { method: 'POST', body: '{}' }), {
      params: Promise.resolve({}),
    })
    expect([403, 405]).toContain(response.status)
    expect((await response.json()).error).toBeDefined()
  })

  it('specs list options with inner_specs and ranges of the scope', async () => {
    const { status, body } = await call<PropertySpecs>(specsGet, '/api/properties/specs/?type=flat')
    expect(status).toBe(200)
    expect(propertySpecsSchema.parse(body)).toEqual(body)
    expect(body.specs.rooms.options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4])
    expect(body.specs.building.options).toHaveLength(5)
    for (const b of body.specs.building.options) {
      const own = [...data.sections.values()].filter((s) => s.building === b.value).map((s) => s.id)
      expect(b.inner_specs!.map((s) => s.value).sort()).toEqual(own.sort())
    }
    const flats = bruteMatches(data, { type: ['flat'] }).map((i) => data.items[i]!)
    expect(body.count).toBe(flats.length)
    expect(body.specs.price).toMatchObject({ min: Math.min(...flats.map((r) => r.price)), max: Math.max(...flats.map((r) => r.price)) })
    expect(body.specs.completion.options.map((o) => o.label)).toEqual(['дом сдан', '4 кв. 2027', '2 кв. 2028'])
  })

  it('answers the flat detail with the SPEC §3 fields, any status, and 404 for unknown ids', async () => {
    const sold = data.items.find((r) => r.type === 'flat' && r.status === 'sold')!
    const { status, body } = await call<Record<string, unknown>>(detailGet, `/api/properties/${sold.id}/`, { id: String(sold.id) })
    expect(status).toBe(200)
    expect(propertyDetailSchema.parse(body)).toEqual(body)
    expect(body).toMatchObject({ id: sold.id, ref_id: sold.ref_id, status: { value: 'sold' }, price: sold.price, area: sold.area })
    for (const key of [
      'rooms',
      'area',
      'floor',
      'section',
      'number',
      'building',
      'finishing_kind',
      'plan',
      'full_mortgage_payment',
      'layout',
      'layout_features',
      'default_features',
    ])
      expect(body).toHaveProperty(key)
    expect((body.plan as { url: string }).url).toMatch(/\.svg$/)
    expect((body.layout as { layout_feature_block: unknown }).layout_feature_block).toBeDefined()
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const missing = await call<{ error: { code: string } }>(detailGet, `/api/properties/${id}/`, { id })
      expect(missing.status).toBe(404)
      expect(missing.body.error.code).toBe('not_found')
    }
  })

  it('similar flats: same type and rooms, available, most similar first, paged', async () => {
    const flat = data.items.find((r) => r.type === 'flat' && r.rooms === 2 && r.status === 'available')!
    const params = await call<{ area_min: number; area_max: number; price_min: number; price_max: number; count: number }>(
      similarParamsGet,
      `/api/properties/${flat.id}/similar_properties_params/`,
      { id: String(flat.id) },
    )
    expect(similarParamsSchema.parse(params.body)).toEqual(params.body)
    const expected = bruteMatches(data, { type: ['flat'], rooms: [2], ...params.body, status: ['available'] })
      .map((i) => data.items[i]!)
      .filter((r) => r.id !== flat.id)
    const score = (r: PropertyRecord) => Math.abs(r.area - flat.area) / flat.area + Math.abs(r.price - flat.price) / flat.price
    expected.sort((a, b) => score(a) - score(b) || a.id - b.id)
    expect(params.body.count).toBe(expected.length)
    const first = await call<PropertyList>(similarGet, `/api/properties/${flat.id}/similar_properties/?limit=4`, { id: String(flat.id) })
    expect(first.body.count).toBe(expected.length)
    expect(first.body.results.map((r) => r.id)).toEqual(expected.slice(0, 4).map((r) => r.id))
    const more = await call<PropertyList>(similarGet, `/api/properties/${flat.id}/similar_properties/?limit=4&offset=4`, {
      id: String(flat.id),
    })
    expect(more.body.results.map((r) => r.id)).toEqual(expected.slice(4, 8).map((r) => r.id))
    const byPrice = await call<PropertyList>(similarGet, `/api/properties/${flat.id}/similar_properties/?order=-price&limit=100`, {
      id: String(flat.id),
    })
    const prices = byPrice.body.results.map((r) => r.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect((await call(similarGet, '/api/properties/0/similar_properties/', { id: '0' })).status).toBe(404)
    expect((await call(similarGet, `/api/properties/${flat.id}/similar_properties/?order=evil`, { id: String(flat.id) })).status).toBe(400)
  })

  it('shows an editor’s price and status change on the very next request (in-process change event)', async () => {
    const payload = await cms()
    const flat = data.items.find((r) => r.type === 'flat' && r.status === 'available' && r.rooms === 1)!
    const before = await call<PropertyFacets>(facetsGet, '/api/properties/facets/?type=flat&rooms=1')
    await call(detailGet, `/api/properties/${flat.id}/`, { id: String(flat.id) }) // warm the snapshot
    try {
      await payload.update({ collection: 'properties', id: flat.id, data: { price: 1_230_000 }, depth: 0 })
      const detail = await call<{ price: number; price_per_m2: number }>(detailGet, `/api/properties/${flat.id}/`, { id: String(flat.id) })
      expect(detail.body.price).toBe(1_230_000)
      expect(detail.body.price_per_m2).toBe(Math.round(1_230_000 / flat.area))
      const cheapest = await call<PropertyList>(listGet, '/api/properties/?type=flat&order=price&limit=1')
      expect(cheapest.body.results[0]!.id).toBe(flat.id)

      await payload.update({ collection: 'properties', id: flat.id, data: { status: 'sold' }, depth: 0 })
      const after = await call<PropertyFacets>(facetsGet, '/api/properties/facets/?type=flat&rooms=1')
      expect(after.body.count).toBe(before.body.count - 1)
      const list = await call<PropertyList>(listGet, `/api/properties/?ids=${flat.id}`)
      expect(list.body.count).toBe(0)
    } finally {
      await payload.update({ collection: 'properties', id: flat.id, data: { price: flat.price, status: 'available' }, depth: 0 })
    }
    const restored = await call<PropertyFacets>(facetsGet, '/api/properties/facets/?type=flat&rooms=1')
    expect(restored.body.count).toBe(before.body.count)
  })

  it('shows a new property at once and forgets a deleted one; stays equal to the brute force after edits', async () => {
    const payload = await cms()
    const template = data.items.find((r) => r.type === 'flat' && r.status === 'available' && r.rooms === 2)!
    const created = await payload.create({
      collection: 'properties',
      data: {
        ref_id: 'NZ-TEST-NEW',
        type: 'flat',
        number: '9999',
        status: 'available',
        rooms: 2,
        area: 61.5,
        floor: 9,
        building: template.building,
        section: template.section,
        price: 15_550_000,
        features: ['terrace', 'water_view'],
      },
      depth: 0,
    })
    try {
      const detail = await call<{ id: number; price_per_m2: number; features: { value: string }[] }>(
        detailGet,
        `/api/properties/${created.id}/`,
        { id: String(created.id) },
      )
      expect(detail.status).toBe(200)
      expect(detail.body.price_per_m2).toBe(Math.round(15_550_000 / 61.5))
      expect(detail.body.features.map((f) => f.value)).toEqual(['terrace', 'water_view'])
      const fresh = await readCatalogue()
      for (const filter of [
        { type: ['flat'], rooms: [2] },
        { features: ['terrace'] },
        { building: [template.building] },
      ] as PropertyFilter[]) {
        const { body } = await call<PropertyFacets>(facetsGet, `/api/properties/facets/?${toQuery(filter, true)}`)
        expect(facetCountsOf(body)).toEqual(bruteFacets(fresh, filter))
      }
    } finally {
      await payload.delete({ collection: 'properties', id: created.id, depth: 0 })
    }
    expect((await call(detailGet, `/api/properties/${created.id}/`, { id: String(created.id) })).status).toBe(404)
    const { body } = await call<PropertyFacets>(facetsGet, '/api/properties/facets/?type=flat&rooms=2')
    expect(facetCountsOf(body)).toEqual(bruteFacets(data, { type: ['flat'], rooms: [2] }))
  })

  it('takes a change written by another instance when its change event arrives, and polls nothing meanwhile', async () => {
    const payload = await cms()
    const db = payload.db as unknown as { drizzle: any; tables: Record<string, any> }
    const { sql } = await import('@payloadcms/db-sqlite')
    const { emitCmsChange, SETTLE_MS } = await import('@/server/change-events')
    const flat = data.items.find((r) => r.type === 'flat' && r.status === 'available' && r.rooms === 3)!
    // The changes of the tests before this one are told a second time SETTLE_MS later: let that pass first, or
    // it would refresh the snapshot below as if this test's write had been announced.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 200))
    const snapshot = await getCatalog()
    const table = db.tables.properties
    const write = (price: number) =>
      db.drizzle
        .update(table)
        .set({ price, updatedAt: new Date().toISOString() })
        .where(sql`${table.id} = ${flat.id}`)
    try {
      // Another instance's raw write: nothing here reads the database for it until the event comes.
      await write(4_560_000)
      expect(await getCatalog()).toBe(snapshot)
      // Its hook's event, as the Redis channel delivers it (test/integration/change-relay.int.test.ts).
      emitCmsChange({ kind: 'collection', slug: 'properties', id: flat.id })
      const detail = await call<{ price: number }>(detailGet, `/api/properties/${flat.id}/`, { id: String(flat.id) })
      expect(detail.body.price).toBe(4_560_000)
      expect(await getCatalog()).not.toBe(snapshot)
    } finally {
      await write(flat.price)
      emitCmsChange({ kind: 'collection', slug: 'properties', id: flat.id })
    }
  })

  it('serves the catalogue promos by placement, active only, in editor order', async () => {
    const payload = await cms()
    const made: number[] = []
    const create = async (data: Record<string, unknown>) => {
      // Published, as an editor's «Опубликовать» leaves it: a draft never reaches the API.
      const doc = await payload.create({ collection: 'promos', data: { ...data, _status: 'published' } as never, depth: 0 })
      made.push(doc.id)
      return doc.id
    }
    try {
      const second = await create({ title: 'Тест: вторая', placement: 'discount', order: 20, is_active: true })
      const first = await create({ title: 'Тест: первая', placement: 'discount', order: -100, is_active: true, discount_percent: 7 })
      const hidden = await create({ title: 'Тест: скрыта', placement: 'discount', order: 0, is_active: false })
      const expired = await create({
        title: 'Тест: истекла',
        placement: 'discount',
        order: 0,
        is_active: true,
        valid_until: '2020-01-01T00:00:00.000Z',
      })
      const { body } = await call<{ count: number; results: { id: number; title: string; discount_percent: number | null }[] }>(
        discountsGet,
        '/api/properties/discounts/',
      )
      const ids = body.results.map((r) => r.id)
      expect(ids).toContain(first)
      expect(ids).toContain(second)
      expect(ids).not.toContain(hidden)
      expect(ids).not.toContain(expired)
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second))
      expect(body.results.find((r) => r.id === first)!.discount_percent).toBe(7)
      expect(body.count).toBe(body.results.length)
      for (const route of [bannerGet, promoGet]) expect((await call<{ results: unknown[] }>(route, '/')).status).toBe(200)
      const feature = await call<unknown>(promoFeatureGet, '/api/properties/promo_feature/')
      expect(feature.status).toBe(200)
    } finally {
      await payload.delete({ collection: 'promos', where: { id: { in: made } }, depth: 0 })
    }
  })
})
