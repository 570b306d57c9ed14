import { allMatches, compileFilter } from './engine'
import type { PropertyFilter, PropertyOrder, SimilarParams } from './properties.schema'
import type { Snapshot } from './snapshot'

/** Tolerances tried in turn for area and price (±share); the first that finds enough similar properties wins. */
export const SIMILAR_TOLERANCES = [0.15, 0.3, 0.5] as const
/** How many similar properties make a tolerance good enough. */
export const SIMILAR_ENOUGH = 6

// Areas to 0.1 m² by dividing by 10 (multiplying by 0.1 would print 46.100000000000001), prices to 10 000 ₽.
const areaDown = (value: number) => Math.floor(value * 10) / 10
const areaUp = (value: number) => Math.ceil(value * 10) / 10
const priceDown = (value: number) => Math.floor(value / 10_000) * 10_000
const priceUp = (value: number) => Math.ceil(value / 10_000) * 10_000

/** The catalogue filter of "similar to item i" at one tolerance: same type and rooms, area and price within ±share, available. */
function similarFilter(snapshot: Snapshot, i: number, share: number): PropertyFilter {
  const item = snapshot.items[i]!
  return {
    type: [item.type],
    rooms: item.rooms === null ? undefined : [item.rooms],
    // Rounded outwards to what a person would type in the catalogue filter, so the params reproduce the list.
    area_min: areaDown(item.area * (1 - share)),
    area_max: areaUp(item.area * (1 + share)),
    price_min: priceDown(item.price * (1 - share)),
    price_max: priceUp(item.price * (1 + share)),
    status: ['available'],
  }
}

/** The similar properties of item i (itself excluded), unordered, and the filter that finds them. */
export function findSimilar(snapshot: Snapshot, i: number): { filter: PropertyFilter; indexes: number[] } {
  let filter = similarFilter(snapshot, i, SIMILAR_TOLERANCES[0])
  let indexes: number[] = []
  for (const share of SIMILAR_TOLERANCES) {
    filter = similarFilter(snapshot, i, share)
    indexes = allMatches(snapshot, compileFilter(snapshot, filter), snapshot.sorted.price).filter((k) => k !== i)
    if (indexes.length >= SIMILAR_ENOUGH) break
  }
  return { filter, indexes }
}

/** How far item k is from item i: relative area difference plus relative price difference (0 = same). */
export function distance(snapshot: Snapshot, i: number, k: number): number {
  const a = snapshot.items[i]!
  const b = snapshot.items[k]!
  return Math.abs(b.area - a.area) / a.area + Math.abs(b.price - a.price) / a.price
}

/** Orders similar properties: most similar first (ties by id), or by a catalogue order. */
export function orderSimilar(snapshot: Snapshot, i: number, indexes: number[], order: PropertyOrder | 'similarity'): number[] {
  if (order !== 'similarity') {
    const wanted = new Set(indexes)
    return Array.from(snapshot.sorted[order]).filter((k) => wanted.has(k))
  }
  const score = new Map(indexes.map((k) => [k, distance(snapshot, i, k)]))
  return [...indexes].sort((x, y) => score.get(x)! - score.get(y)! || snapshot.items[x]!.id - snapshot.items[y]!.id)
}

/** The answer of /similar_properties_params/. */
export function similarParams(snapshot: Snapshot, i: number): SimilarParams {
  const { filter, indexes } = findSimilar(snapshot, i)
  return {
    id: snapshot.items[i]!.id,
    type: filter.type![0]!,
    rooms: filter.rooms ?? null,
    area_min: filter.area_min!,
    area_max: filter.area_max!,
    price_min: filter.price_min!,
    price_max: filter.price_max!,
    status: filter.status!,
    count: indexes.length,
  }
}
