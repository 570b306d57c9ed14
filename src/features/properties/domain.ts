/**
 * The catalogue as other features ask it: properties by reference, the ones for sale, their counts
 * and prices, buildings and sections. Every answer is computed from this process's catalogue snapshot with the
 * effective status (status.ts: a booking whose hold ran out is available again), so "available" means one thing
 * everywhere — the list, the master plan, the floors, the feeds, the sitemap and the mortgage calculator.
 *
 * The functions named `…In(snapshot, …)` are the pure answers (tests run them on the demo catalogue); the async
 * queries read the current snapshot and keep each answer until the catalogue changes. An answer is the same
 * object until then, so a caller may key a cache of its own on it (`built.available === available`). Answers
 * are shared: read them, never change them.
 */
import { getCatalog, memo } from './catalog'
import { compileFilter, failures } from './engine'
import type { PropertyFilter, PropertyStatus, PropertyType } from './properties.schema'
import { statusAt, type BuildingRecord, type PropertyRecord, type SectionRecord, type Snapshot } from './snapshot'

/** A property as the catalogue holds it, with the status visitors see (an expired hold reads as available). */
export type CatalogProperty = Readonly<Omit<PropertyRecord, 'hold_until'>>

/** Which properties: every condition given must hold. */
export interface PropertyWhere {
  type?: PropertyType
  status?: PropertyStatus
  building?: number
}

/** The dimensions availableCounts groups by. */
export const AVAILABLE_BY = ['type', 'building', 'section', 'floor', 'rooms'] as const
export type AvailableBy = (typeof AVAILABLE_BY)[number]

/** One group of properties for sale: its values of the `by` dimensions, how many, and the lowest price. */
export type AvailableCount<K extends AvailableBy = never> = { [D in K]: CatalogProperty[D] } & { count: number; min_price: number }

/** Price figures of a set of properties: the median is the lower middle one, as a list sorted by price shows it. */
export interface PriceStats {
  count: number
  min: number
  max: number
  median: number
}

/** Buildings and sections, each by number (then id). */
export interface CatalogPlaces {
  buildings: readonly BuildingRecord[]
  sections: readonly SectionRecord[]
}

const whereKey = (where: PropertyWhere) => `${where.type ?? ''}|${where.status ?? ''}|${where.building ?? ''}`

function propertyAt(snapshot: Snapshot, i: number): CatalogProperty {
  const { hold_until: _hold, ...record } = snapshot.items[i]!
  return { ...record, status: statusAt(snapshot, i) }
}

/** The properties that meet `where`, in id order. */
export function propertiesWhereIn(snapshot: Snapshot, where: PropertyWhere): readonly CatalogProperty[] {
  return memo(snapshot, `where:${whereKey(where)}`, () => {
    const out: CatalogProperty[] = []
    for (let i = 0; i < snapshot.size; i++) {
      const r = snapshot.items[i]!
      if (where.type !== undefined && r.type !== where.type) continue
      if (where.building !== undefined && r.building !== where.building) continue
      if (where.status !== undefined && statusAt(snapshot, i) !== where.status) continue
      out.push(propertyAt(snapshot, i))
    }
    return out
  })
}

/** Properties for sale grouped by the `by` dimensions (in that order of keys), groups in first-seen id order. */
export function availableCountsIn<K extends AvailableBy>(
  snapshot: Snapshot,
  by: readonly K[],
  where: Omit<PropertyWhere, 'status'> = {},
): readonly AvailableCount<K>[] {
  return memo(snapshot, `available:${by.join(',')}:${whereKey(where)}`, () => {
    const groups = new Map<string, AvailableCount<K>>()
    for (const p of propertiesWhereIn(snapshot, { ...where, status: 'available' })) {
      const key = by.map((d) => String(p[d])).join('|')
      const group = groups.get(key)
      if (group) {
        group.count++
        group.min_price = Math.min(group.min_price, p.price)
      } else {
        const values = Object.fromEntries(by.map((d) => [d, p[d]])) as { [D in K]: CatalogProperty[D] }
        groups.set(key, { ...values, count: 1, min_price: p.price })
      }
    }
    return [...groups.values()]
  })
}

/** Price figures of the properties that meet `where`; null when there are none. */
export function priceStatsIn(snapshot: Snapshot, where: PropertyWhere): PriceStats | null {
  return memo(snapshot, `prices:${whereKey(where)}`, () => {
    const prices = propertiesWhereIn(snapshot, where)
      .map((p) => p.price)
      .sort((a, b) => a - b)
    if (prices.length === 0) return null
    return { count: prices.length, min: prices[0]!, max: prices.at(-1)!, median: prices[Math.ceil(prices.length / 2) - 1]! }
  })
}

/** The ids of the properties that pass the catalogue filters (any status unless the filter names some). */
export function propertiesMatchingIn(snapshot: Snapshot, filter: PropertyFilter): ReadonlySet<number> {
  return memo(snapshot, `matching:${JSON.stringify(filter, Object.keys(filter).sort())}`, () => {
    const fail = failures(
      snapshot,
      compileFilter(snapshot, { ...filter, status: filter.status?.length ? filter.status : ['available', 'booked', 'sold'] }),
    )
    const ids = new Set<number>()
    for (let i = 0; i < fail.length; i++) if (fail[i] === 0) ids.add(snapshot.items[i]!.id)
    return ids
  })
}

/** Buildings and sections by number. */
export function catalogPlacesIn(snapshot: Snapshot): CatalogPlaces {
  return memo(snapshot, 'places', () => ({
    buildings: [...snapshot.buildings.values()].sort((a, b) => a.number - b.number || a.id - b.id),
    sections: [...snapshot.sections.values()].sort((a, b) => a.number - b.number || a.id - b.id),
  }))
}

/**
 * A property by its ref_id (the CRM's reference) or its id (a number, or its digits when no ref_id is spelled
 * so); null when the catalogue has none.
 */
export function propertyByRefIn(snapshot: Snapshot, reference: string | number): CatalogProperty | null {
  let i: number | undefined
  if (typeof reference === 'string') {
    i = memo(snapshot, 'ref-ids', () => new Map(snapshot.items.map((r, k) => [r.ref_id, k]))).get(reference)
    if (i === undefined && /^\d{1,10}$/.test(reference)) i = snapshot.indexOf.get(Number(reference))
  } else i = snapshot.indexOf.get(reference)
  return i === undefined ? null : propertyAt(snapshot, i)
}

/** The properties that meet `where` (e.g. `{ status: 'available' }`: everything for sale), in id order. */
export async function propertiesWhere(where: PropertyWhere): Promise<readonly CatalogProperty[]> {
  return propertiesWhereIn(await getCatalog(), where)
}

/**
 * The properties for sale counted by dimensions: `availableCounts([])` is one row with the total,
 * `availableCounts(['section', 'rooms'], { type: 'flat' })` the master plan's tally. The one count of
 * "available" every page and feed uses.
 */
export async function availableCounts<K extends AvailableBy>(
  by: readonly K[],
  where: Omit<PropertyWhere, 'status'> = {},
): Promise<readonly AvailableCount<K>[]> {
  return availableCountsIn(await getCatalog(), by, where)
}

/** Price figures (count, min, max, median) of the properties that meet `where`; null when there are none. */
export async function priceStats(where: PropertyWhere): Promise<PriceStats | null> {
  return priceStatsIn(await getCatalog(), where)
}

/**
 * Price figures of the flats for sale, null when none is: the mortgage calculator's price range and starting price,
 * handed to it by the routes and pages that show it. "For sale" is the effective status (an expired hold counts).
 */
export function flatPricesForSale(): Promise<PriceStats | null> {
  return priceStats({ type: 'flat', status: 'available' })
}

/** The ids that pass the catalogue filters, for marking properties on a plan; any status unless the filter names some. */
export async function propertiesMatching(filter: PropertyFilter): Promise<ReadonlySet<number>> {
  return propertiesMatchingIn(await getCatalog(), filter)
}

/** The buildings and sections of the complex, by number. */
export async function catalogPlaces(): Promise<CatalogPlaces> {
  return catalogPlacesIn(await getCatalog())
}

/** A property by id or ref_id (forms, the booking page), or null. */
export async function propertyByRef(reference: string | number): Promise<CatalogProperty | null> {
  return propertyByRefIn(await getCatalog(), reference)
}

/** The ids among `ids` that the catalogue has (any status), in the given order. */
export async function knownPropertyIds(ids: readonly number[]): Promise<number[]> {
  const snapshot = await getCatalog()
  return ids.filter((id) => snapshot.indexOf.has(id))
}

/** The version of the catalogue's data (it moves with every write to it), for caches of data read beside it. */
export async function catalogVersion(): Promise<string> {
  return (await getCatalog()).version
}
