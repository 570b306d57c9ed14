import { PLATE_HEIGHT, PLATE_WIDTH, plateGeometry } from '@/cms/seed/art/floor-plate'
import { generateCatalog, type PropertySeed } from '@/cms/seed/catalog'
import { seedPriceHistory } from '@/cms/seed/price-history'
import { mortgagePrograms } from '@/cms/seed/content'
import { sectionWindowViews, viewArtKey } from '@/cms/seed/window-views'
import type { Program } from '@/features/mortgage'

import type { Scope } from './engine'
import { type PriceChange, priceDropOf, type WindowPrice, windowPriceOf } from './price-history'
import type { FeatureTag, PropertyFacets, PropertyFilter, PropertyOrder } from './properties.schema'
import { buildSnapshot, completionOf, type CatalogSource, type PropertyRecord, type Snapshot } from './snapshot'
import { effectiveStatus } from './status'

// The pure answers of the catalogue's queries and its DTOs, for tests of the features built on them.
export { availableCountsIn, catalogPlacesIn, priceStatsIn, propertiesMatchingIn, propertiesWhereIn, propertyByRefIn } from './domain'
export { toCard, toDetail } from './dto'
export { statusAt } from './snapshot'

/**
 * Test helpers: the demo catalogue as a CatalogSource (no database) and a brute-force reference of the
 * filter semantics, written plainly so the engine's bit masks and columns can be checked against it.
 */

const PLAN_IMAGE = (id: number) => ({
  url: `/cms-api/media/file/plan-${id}.svg`,
  alt: `План ${id}`,
  width: null,
  height: null,
  sizes: {
    card: { url: `/cms-api/media/file/plan-${id}.svg`, width: null, height: null },
    wide: { url: `/cms-api/media/file/plan-${id}.svg`, width: null, height: null },
  },
})

const VIEW_IMAGE = (key: string) => ({
  url: `/cms-api/media/file/art-${key}.webp`,
  alt: `Вид из окна ${key}`,
  width: 1440,
  height: 960,
  sizes: {
    card: { url: `/cms-api/media/file/art-${key}-card.webp`, width: 800, height: 533 },
    wide: { url: `/cms-api/media/file/art-${key}-wide.webp`, width: 1440, height: 960 },
  },
})

const PLATE_IMAGE = (id: number) => ({
  url: `/cms-api/media/file/floor-plate-${id}.svg`,
  alt: `План этажа ${id}`,
  width: PLATE_WIDTH,
  height: PLATE_HEIGHT,
  sizes: {
    card: { url: `/cms-api/media/file/floor-plate-${id}.svg`, width: PLATE_WIDTH, height: PLATE_HEIGHT },
    wide: { url: `/cms-api/media/file/floor-plate-${id}.svg`, width: PLATE_WIDTH, height: PLATE_HEIGHT },
  },
})

/** The seed's mortgage programmes as the calculator reads them, buildings named by the ids `buildingId` gives. */
export function demoPrograms(buildingId: (number: number) => number = (n) => 99 + n): Program[] {
  return mortgagePrograms.map((p, i) => ({
    id: 400 + i,
    name: p.name,
    description: '',
    category: p.category,
    is_favorite: Boolean(p.is_favorite),
    is_subsidized: Boolean(p.is_subsidized),
    rate: p.rate,
    term_max: p.term_max,
    price_max: p.price_max,
    initial_payment: p.initial_payment,
    bank: { name: p.bank, icon_content: '' },
    borrowers: p.borrowers ?? null,
    conditions: p.conditions ?? null,
    scope: {
      buildings: (p.applies_to?.buildings ?? []).map(buildingId),
      completion: p.applies_to?.completion ?? 'any',
      features: p.applies_to?.features ?? [],
    },
  }))
}

/** The seed's catalogue with ids assigned, a few holds (one expired) and a few plans of their own. */
export function demoSource(scale = 1, now = Date.now()): CatalogSource {
  const catalog = generateCatalog(scale)
  const buildingId = new Map(catalog.buildings.map((b, i) => [b.number, 100 + i]))
  const sectionId = new Map(catalog.sections.map((s, i) => [s.key, 200 + i]))
  const layoutId = new Map(catalog.layouts.map((l, i) => [l.code, 300 + i]))
  const layoutSpecs = new Map(catalog.layouts.map((l) => [l.code, l]))
  const properties: PropertyRecord[] = catalog.properties.map((p, i) => ({
    id: 1000 + i,
    ref_id: p.ref_id,
    type: p.type,
    number: p.number,
    status: p.status,
    // Every 50th booking has a hold: half already expired (counts as available), half still running.
    hold_until: p.status === 'booked' && i % 50 < 2 ? now + (i % 2 === 0 ? -3_600_000 : 3_600_000) : null,
    rooms: p.rooms,
    is_euro: p.is_euro,
    area: p.area,
    floor: p.floor,
    building: buildingId.get(p.building)!,
    section: sectionId.get(p.section)!,
    layout: p.layout ? layoutId.get(p.layout)! : null,
    riser: p.riser,
    plan: i % 97 === 0 ? 5000 + i : null,
    price: p.price,
    old_price: p.old_price,
    price_per_m2: p.price_per_m2,
    finishing_kind: p.finishing_kind,
    orientation: (p.orientation as PropertyRecord['orientation']) ?? null,
    ceiling_height: p.ceiling_height,
    features: p.features as FeatureTag[],
  }))
  return {
    version: 'test',
    properties,
    buildings: catalog.buildings.map((b) => ({
      id: buildingId.get(b.number)!,
      number: b.number,
      name: b.name,
      address: b.address,
      completion_status: b.completion_status,
      ready_year: b.ready_year,
      ready_quarter: b.ready_quarter,
      total_floors: b.total_floors,
      geometry: b.geometry,
      documents: {
        declaration_url: b.declaration_url,
        permit_number: b.permit_number,
        permit_date: b.permit_date.slice(0, 10),
        escrow_bank: b.escrow_bank,
        delivery_date: b.delivery_date.slice(0, 10),
        keys_date: b.keys_date.slice(0, 10),
        date_moves: b.date_moves.map((m) => ({
          kind: m.kind,
          from: m.from.slice(0, 10),
          to: m.to.slice(0, 10),
          moved_at: m.moved_at.slice(0, 10),
        })),
      },
    })),
    sections: catalog.sections.map((s) => ({
      id: sectionId.get(s.key)!,
      title: s.title,
      building: buildingId.get(s.building)!,
      number: s.number,
      completion_status: s.completion_status,
      total_floors: s.total_floors,
      geometry: s.geometry,
      floor_plan: PLATE_IMAGE(sectionId.get(s.key)!),
      floor_plan_flats: plateGeometry(s.floorPlan.map((code) => layoutSpecs.get(code)!)).flats.map((f) => ({
        riser: f.riser,
        outline: f.outline,
      })),
      // The seed's views, each picture named by its art key.
      window_views: sectionWindowViews(s).map(({ art, ...band }) => ({ ...band, image: VIEW_IMAGE(viewArtKey(art)) })),
    })),
    layouts: catalog.layouts.map((l) => ({
      id: layoutId.get(l.code)!,
      code: l.code,
      area: l.area,
      plan: PLAN_IMAGE(layoutId.get(l.code)!),
      floor_position: null,
      virtual_tour: l.variant === 0 ? `https://tour.example/${l.code}` : null,
      gallery: [],
      layout_feature_block: { title: `Планировка ${l.code}`, description: 'Описание' },
      layout_features: [{ title: 'Кухня-гостиная', description: null }],
      default_features: [{ title: 'Потолки', value: '2,85 м' }],
    })),
    images: new Map(properties.filter((p) => p.plan !== null).map((p) => [p.plan!, PLAN_IMAGE(p.plan!)])),
    programs: demoPrograms((n) => buildingId.get(n)!),
    windowPrices: demoWindowPrices(catalog.properties, properties, now),
  }
}

/** The seed's price history (seedPriceHistory) read as the catalogue reads the database: each flat's window price. */
function demoWindowPrices(seeds: readonly PropertySeed[], records: readonly PropertyRecord[], now: number): Map<number, WindowPrice> {
  const idOf = new Map(seeds.map((p, i) => [p.ref_id, records[i]!.id]))
  const byId = new Map<number, PriceChange[]>()
  for (const change of seedPriceHistory(seeds, now)) {
    const id = idOf.get(change.ref_id)!
    byId.set(id, [...(byId.get(id) ?? []), change])
  }
  const out = new Map<number, WindowPrice>()
  for (const [id, changes] of byId) {
    const start = windowPriceOf(changes, now)
    if (start) out.set(id, start)
  }
  return out
}

/** A snapshot of the demo catalogue. */
export function demoSnapshot(scale = 1, now = Date.now()): Snapshot {
  return buildSnapshot(demoSource(scale, now), 0, now)
}

/** What the brute force reads: records and their buildings and sections (a Snapshot has them). */
export type BruteData = Pick<Snapshot, 'items' | 'buildings' | 'sections' | 'builtAt' | 'windowPrices'>

type Leave =
  | 'type'
  | 'status'
  | 'rooms'
  | 'layout_format'
  | 'building'
  | 'section'
  | 'finishing_kind'
  | 'orientation'
  | 'completion'
  | 'price'
  | 'area'
  | 'floor'
  | 'features'
  | 'discount'

/** Euro for a flat of one or more rooms marked euro, classic for other flats (studios too), none without rooms. */
function bruteLayoutFormat(r: PropertyRecord): 'classic' | 'euro' | null {
  if (r.rooms === null) return null
  return r.rooms >= 1 && r.is_euro ? 'euro' : 'classic'
}

/** Brute force: the indexes matching a filter, optionally with one dimension's filter left out. */
export function bruteMatches(s: BruteData, f: PropertyFilter, scope?: Scope, leave?: Leave): number[] {
  const statuses = f.status?.length ? f.status : scope ? undefined : ['available']
  const inSet = <T>(values: readonly T[] | undefined, value: T | null, dim: Leave) =>
    leave === dim || !values?.length || (value !== null && values.includes(value))
  const inRange = (min: number | undefined, max: number | undefined, value: number, dim: Leave) =>
    leave === dim || ((min === undefined || value >= min) && (max === undefined || value <= max))
  const out: number[] = []
  s.items.forEach((r, i) => {
    if (scope && !scope.ids.includes(r.id)) return
    if (f.ids && !f.ids.includes(r.id)) return
    const completion = completionOf(s.buildings.get(r.building), s.sections.get(r.section))
    const ok =
      inSet(f.type, r.type, 'type') &&
      inSet(statuses, effectiveStatus(r.status, r.hold_until, s.builtAt), 'status') &&
      inSet(f.rooms, r.rooms, 'rooms') &&
      inSet(f.layout_format, bruteLayoutFormat(r), 'layout_format') &&
      inSet(f.building, r.building, 'building') &&
      inSet(f.section, r.section, 'section') &&
      inSet(f.finishing_kind, r.finishing_kind, 'finishing_kind') &&
      inSet(f.orientation, r.orientation, 'orientation') &&
      inSet(f.completion, completion, 'completion') &&
      inRange(f.price_min, f.price_max, r.price, 'price') &&
      inRange(f.area_min, f.area_max, r.area, 'area') &&
      inRange(f.floor_min, f.floor_max, r.floor, 'floor') &&
      (leave === 'features' || (f.features ?? []).every((t) => r.features.includes(t))) &&
      (leave === 'discount' || !f.discount || (r.old_price !== null && r.old_price > r.price))
    if (ok) out.push(i)
  })
  return out
}

/** Brute force: a filter's matches in a catalogue order (ties by id). */
export function bruteOrdered(s: BruteData, f: PropertyFilter, order: PropertyOrder, scope?: Scope): number[] {
  if (order === 'price_drop') {
    // The fall over 30 days, straight from each flat's window price; then the default order (price, id).
    const fall = (i: number) => priceDropOf(s.items[i]!.price, s.windowPrices.get(s.items[i]!.id), s.builtAt)
    return bruteMatches(s, f, scope).sort(
      (a, b) => fall(b) - fall(a) || s.items[a]!.price - s.items[b]!.price || s.items[a]!.id - s.items[b]!.id,
    )
  }
  const desc = order.startsWith('-')
  const key = (desc ? order.slice(1) : order) as 'price' | 'area' | 'floor' | 'price_per_m2'
  return bruteMatches(s, f, scope).sort(
    (a, b) => (desc ? -1 : 1) * (s.items[a]![key] - s.items[b]![key]) || s.items[a]!.id - s.items[b]!.id,
  )
}

const CHOICES = ['type', 'status', 'rooms', 'layout_format', 'building', 'section', 'finishing_kind', 'orientation', 'completion'] as const
const RANGES = ['price', 'area', 'floor'] as const

/** Facets in a plain comparable form: count, per-option counts (as string keys), ranges, features, discount. */
export interface FacetCounts {
  count: number
  choice: Record<(typeof CHOICES)[number], Record<string, number>>
  ranges: Record<(typeof RANGES)[number], { min: number; max: number } | null>
  features: Record<string, number>
  discount: number
}

/** Brute force facets: each dimension counted over the matches with its own filter left out; features within the result. */
export function bruteFacets(s: BruteData, f: PropertyFilter, scope?: Scope): FacetCounts {
  const valueOf = (r: PropertyRecord, dim: (typeof CHOICES)[number]): string | number | null =>
    dim === 'status'
      ? effectiveStatus(r.status, r.hold_until, s.builtAt)
      : dim === 'completion'
        ? completionOf(s.buildings.get(r.building), s.sections.get(r.section))
        : dim === 'layout_format'
          ? bruteLayoutFormat(r)
          : r[dim]
  const choice = Object.fromEntries(
    CHOICES.map((dim) => {
      const counts: Record<string, number> = {}
      for (const i of bruteMatches(s, f, scope, dim)) {
        const value = valueOf(s.items[i]!, dim)
        if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1
      }
      return [dim, counts]
    }),
  ) as FacetCounts['choice']
  const ranges = Object.fromEntries(
    RANGES.map((dim) => {
      const values = bruteMatches(s, f, scope, dim).map((i) => s.items[i]![dim])
      return [dim, values.length ? { min: Math.min(...values), max: Math.max(...values) } : null]
    }),
  ) as FacetCounts['ranges']
  const result = bruteMatches(s, f, scope)
  const features: Record<string, number> = {}
  for (const i of result) for (const t of s.items[i]!.features) features[t] = (features[t] ?? 0) + 1
  const discount = bruteMatches(s, f, scope, 'discount').filter((i) => {
    const r = s.items[i]!
    return r.old_price !== null && r.old_price > r.price
  }).length
  return { count: result.length, choice, ranges, features, discount }
}

/** An engine or API facets answer in the FacetCounts form. */
export function facetCountsOf(answer: PropertyFacets): FacetCounts {
  const toRecord = (options: { value: string | number; count: number }[]) =>
    Object.fromEntries(options.map((o) => [String(o.value), o.count]))
  return {
    count: answer.count,
    choice: Object.fromEntries(CHOICES.map((dim) => [dim, toRecord(answer.facets[dim])])) as FacetCounts['choice'],
    ranges: { price: answer.facets.price, area: answer.facets.area, floor: answer.facets.floor },
    features: toRecord(answer.facets.features),
    discount: answer.facets.discount.count,
  }
}
