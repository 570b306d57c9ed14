// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { FEATURE_TAGS, FINISHING_KINDS, ORIENTATIONS } from '@/cms/options'
import { parseQuery } from '@/server/api'

import { compileFilter, computeFacets, computeSpecs, page, scopeSequence } from './engine'
import {
  PROPERTY_ORDERS,
  propertyFilterSchema,
  propertyListQuerySchema,
  type PropertyFilter,
  type PropertyOrder,
} from './properties.schema'
import { statusAt } from './snapshot'
import { bruteFacets, bruteMatches, bruteOrdered, demoSnapshot, facetCountsOf } from './testing'

const snapshot = demoSnapshot(1)
const buildingIds = [...snapshot.buildings.keys()]
const sectionIds = [...snapshot.sections.keys()]
const allIds = snapshot.items.map((r) => r.id)

// Each filter is present about a quarter of the time, so combinations stay mostly non-empty.
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 })
const subset = <T>(values: readonly T[], max = 3) => sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max }))
const bound = (lo: number, hi: number) => sometimes(fc.integer({ min: lo, max: hi }))

/** Random catalogue filters, biased towards values the demo data has so results are rarely empty. */
const filterArb: fc.Arbitrary<PropertyFilter> = fc
  .record({
    type: subset(['flat', 'parking', 'storage', 'commercial'] as const, 2),
    status: subset(['available', 'booked', 'sold'] as const, 2),
    rooms: subset([0, 1, 2, 3, 4, 7]),
    layout_format: subset(['classic', 'euro'] as const, 2),
    building: subset([...buildingIds, 999_999], 2),
    section: subset(sectionIds, 4),
    finishing_kind: subset(FINISHING_KINDS.map((o) => o.value)),
    orientation: subset(ORIENTATIONS.map((o) => o.value)),
    completion: subset(['completed', '2027-4', '2028-2', '2030-1']),
    features: subset(
      FEATURE_TAGS.map((o) => o.value),
      2,
    ),
    discount: sometimes(fc.boolean()),
    price_min: bound(0, 40_000_000),
    price_max: bound(5_000_000, 80_000_000),
    area_min: bound(0, 80),
    area_max: bound(20, 200),
    floor_min: bound(-1, 20),
    floor_max: bound(1, 25),
    ids: sometimes(fc.uniqueArray(fc.constantFrom(...allIds), { minLength: 1, maxLength: 600 })),
  })
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as PropertyFilter)

const scopeArb = sometimes(fc.record({ ids: fc.uniqueArray(fc.constantFrom(...allIds), { minLength: 0, maxLength: 800 }) }))

describe('the filter engine against a brute-force count', () => {
  it('list totals, pages and orders agree for random filters and orders', () => {
    let nonEmpty = 0
    fc.assert(
      fc.property(
        filterArb,
        scopeArb,
        fc.constantFrom(...PROPERTY_ORDERS.map((o) => o.value)),
        fc.nat(40),
        fc.integer({ min: 1, max: 30 }),
        (filter, scope, order, offset, limit) => {
          const expected = bruteOrdered(snapshot, filter, order as PropertyOrder, scope)
          const { count, indexes } = page(
            snapshot,
            compileFilter(snapshot, filter, scope),
            snapshot.sorted[order as PropertyOrder],
            offset,
            limit,
          )
          expect(count).toBe(expected.length)
          expect(indexes).toEqual(expected.slice(offset, offset + limit))
          if (count > 0) nonEmpty++
        },
      ),
      { numRuns: 300 },
    )
    // The generator must exercise non-empty results, not only filters that exclude everything.
    expect(nonEmpty).toBeGreaterThan(30)
  })

  it('facet counts and ranges leave each dimension’s own filter out', () => {
    fc.assert(
      fc.property(filterArb, scopeArb, (filter, scope) => {
        const facets = computeFacets(snapshot, compileFilter(snapshot, filter, scope))
        expect(facetCountsOf(facets)).toEqual(bruteFacets(snapshot, filter, scope))
        for (const b of facets.facets.building) {
          const sections = facets.facets.section
          for (const s of b.inner_facets) {
            expect(snapshot.sections.get(Number(s.value))!.building).toBe(b.value)
            expect(s).toEqual(sections.find((x) => x.value === s.value))
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it('never lists an option with count 0', () => {
    const facets = computeFacets(snapshot, compileFilter(snapshot, { type: ['flat'], rooms: [4], building: [buildingIds[0]!] }))
    for (const dim of ['rooms', 'building', 'section', 'finishing_kind', 'features'] as const) {
      for (const o of facets.facets[dim]) expect(o.count).toBeGreaterThan(0)
    }
  })
})

describe('status', () => {
  it('shows only available properties by default, counting an expired hold as available', () => {
    const expired = snapshot.items.findIndex((r) => r.status === 'booked' && r.hold_until !== null && r.hold_until < snapshot.builtAt)
    const running = snapshot.items.findIndex((r) => r.status === 'booked' && r.hold_until !== null && r.hold_until > snapshot.builtAt)
    expect(expired).toBeGreaterThanOrEqual(0)
    expect(running).toBeGreaterThanOrEqual(0)
    expect(statusAt(snapshot, expired)).toBe('available')
    expect(statusAt(snapshot, running)).toBe('booked')
    expect(snapshot.validUntil).toBe(
      Math.min(...snapshot.items.filter((r) => r.status === 'booked' && r.hold_until! > snapshot.builtAt).map((r) => r.hold_until!)),
    )
    const shop = page(snapshot, compileFilter(snapshot, {}), snapshot.sorted.price, 0, 100_000).indexes
    expect(shop).toContain(expired)
    expect(shop).not.toContain(running)
    expect(shop.every((i) => statusAt(snapshot, i) === 'available')).toBe(true)
  })

  it('shows any status inside a scope unless asked', () => {
    const ids = snapshot.items
      .filter((r) => r.status === 'sold')
      .slice(0, 5)
      .map((r) => r.id)
    const f = compileFilter(snapshot, {}, { ids })
    expect(page(snapshot, f, scopeSequence(snapshot, { ids }), 0, 10).count).toBe(5)
    expect(page(snapshot, compileFilter(snapshot, { status: ['available'] }, { ids }), snapshot.sorted.price, 0, 10).count).toBe(0)
  })
})

describe('ordering', () => {
  it.each(PROPERTY_ORDERS.map((o) => o.value).filter((o) => o !== 'price_drop'))('%s is monotonic with id ties', (order) => {
    const { indexes } = page(snapshot, compileFilter(snapshot, { type: ['flat'] }), snapshot.sorted[order], 0, 500)
    const desc = order.startsWith('-')
    const key = (desc ? order.slice(1) : order) as 'price' | 'area' | 'floor' | 'price_per_m2'
    for (let k = 1; k < indexes.length; k++) {
      const a = snapshot.items[indexes[k - 1]!]!
      const b = snapshot.items[indexes[k]!]!
      const diff = desc ? a[key] - b[key] : b[key] - a[key]
      expect(diff > 0 || (diff === 0 && b.id > a.id)).toBe(true)
    }
  })

  it('keeps a scope’s own order when no order is given', () => {
    const ids = [allIds[50]!, allIds[3]!, allIds[900]!]
    const { indexes } = page(snapshot, compileFilter(snapshot, {}, { ids }), scopeSequence(snapshot, { ids }), 0, 10)
    expect(indexes.map((i) => snapshot.items[i]!.id)).toEqual(ids)
  })
})

describe('specs', () => {
  const flats = computeSpecs(snapshot, { type: ['flat'] })

  it('lists the options flats have, in Select option form', () => {
    expect(flats.specs.rooms.options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4])
    expect(flats.specs.rooms.options[0]).toEqual({ value: 0, label: 'студия', disabled: false })
    expect(flats.specs.type.options.map((o) => o.value)).toEqual(['flat', 'parking', 'storage', 'commercial'])
    expect(flats.specs.completion.options.map((o) => o.value)).toEqual(['completed', '2027-4', '2028-2'])
    expect(flats.specs.completion.options.map((o) => o.label)).toEqual(['дом сдан', '4 кв. 2027', '2 кв. 2028'])
    expect(flats.specs.order.options.map((o) => o.label)).toEqual(PROPERTY_ORDERS.map((o) => o.label))
    expect(flats.specs.order.options.at(-1)).toEqual({ value: 'price_drop', label: 'Сначала подешевевшие', disabled: false })
    expect(flats.specs.features.options.length).toBe(FEATURE_TAGS.length)
    expect(flats.count).toBe(bruteMatches(snapshot, { type: ['flat'] }).length)
  })

  it('nests a building’s sections as inner_specs', () => {
    for (const b of flats.specs.building.options) {
      const own = [...snapshot.sections.values()].filter((s) => s.building === b.value).sort((x, y) => x.number - y.number)
      expect(b.inner_specs!.map((s) => s.value)).toEqual(own.map((s) => s.id))
      expect(b.inner_specs![0]!.label).toBe('Секция 1')
    }
  })

  it('gives ranges of the scope and disables what the status has none of', () => {
    const prices = bruteMatches(snapshot, { type: ['flat'] }).map((i) => snapshot.items[i]!.price)
    expect(flats.specs.price).toMatchObject({ kind: 'range', unit: '₽', min: Math.min(...prices), max: Math.max(...prices) })
    const parking = computeSpecs(snapshot, { type: ['parking'] })
    expect(parking.specs.rooms.options).toEqual([])
    expect(parking.specs.features.options).toEqual([])
    expect(parking.specs.floor).toMatchObject({ min: -1, max: -1 })
    // The discount switch is disabled exactly when the scope has no discounted property.
    const sold = computeSpecs(snapshot, { type: ['flat'], status: ['sold'] })
    expect(sold.specs.discount.disabled).toBe(
      computeFacets(snapshot, compileFilter(snapshot, { type: ['flat'], status: ['sold'] })).facets.discount.count === 0,
    )
  })
})

describe('query schema', () => {
  const parse = (qs: string) => propertyListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(qs)))

  it('accepts repeated and comma lists, empty values and defaults', () => {
    const q = parseQuery(
      propertyListQuerySchema,
      new URLSearchParams('rooms=1&rooms=2,3&price_min=&order=-price&discount=1&completion=2027-4'),
    )
    expect(q).toMatchObject({ rooms: [1, 2, 3], order: '-price', discount: true, completion: ['2027-4'], limit: 12, offset: 0 })
    expect(q.price_min).toBeUndefined()
  })

  it.each([
    'rooms=abc',
    'limit=-1',
    'limit=1000',
    'order=evil',
    'type=castle',
    'completion=2027-5',
    'price_min=10&price_max=5',
    'offset=-3',
    'features=pool',
    'layout_format=penthouse',
  ])('refuses %s', (qs) => {
    const result = parse(qs)
    expect(result.success).toBe(false)
  })

  it('reads an empty ids= as "none of them" (the viewed filter with nothing viewed), other empty lists as no filter', () => {
    const q = parseQuery(propertyListQuerySchema, new URLSearchParams('ids=&rooms='))
    expect(q.ids).toEqual([])
    expect(q.rooms).toEqual([])
    expect(page(snapshot, compileFilter(snapshot, q), snapshot.sorted.price, 0, 10).count).toBe(0)
    expect(page(snapshot, compileFilter(snapshot, { rooms: [] }), snapshot.sorted.price, 0, 10).count).toBeGreaterThan(0)
  })

  it('keeps or drops euro layouts: a 2-room filter splits into «2-комн.» and «2Е», studios stay with the classic ones', () => {
    const two = parseQuery(propertyListQuerySchema, new URLSearchParams('type=flat&rooms=2'))
    const all = page(snapshot, compileFilter(snapshot, two), snapshot.sorted.price, 0, 5000)
    const euro = page(snapshot, compileFilter(snapshot, { ...two, layout_format: ['euro'] }), snapshot.sorted.price, 0, 5000)
    const classic = page(snapshot, compileFilter(snapshot, { ...two, layout_format: ['classic'] }), snapshot.sorted.price, 0, 5000)
    expect(euro.count).toBeGreaterThan(0)
    expect(classic.count).toBeGreaterThan(0)
    expect(euro.count + classic.count).toBe(all.count)
    expect(euro.indexes.every((i) => snapshot.items[i]!.is_euro)).toBe(true)
    expect(classic.indexes.some((i) => snapshot.items[i]!.is_euro)).toBe(false)
    // The facets of the 2-room filter tell the buyer how many of each there are.
    const facets = computeFacets(snapshot, compileFilter(snapshot, two)).facets.layout_format
    expect(facets).toEqual([
      { value: 'classic', label: 'классическая', count: classic.count },
      { value: 'euro', label: 'евро', count: euro.count },
    ])
    const studios = page(
      snapshot,
      compileFilter(snapshot, { type: ['flat'], rooms: [0], layout_format: ['classic'] }),
      snapshot.sorted.price,
      0,
      1,
    )
    expect(studios.count).toBe(page(snapshot, compileFilter(snapshot, { type: ['flat'], rooms: [0] }), snapshot.sorted.price, 0, 1).count)
  })

  it('ignores unknown parameters (utm tags, cache busters)', () => {
    expect(propertyFilterSchema.safeParse({ utm_source: 'x', _: '123' }).success).toBe(true)
  })
})
