import type { MortgageTarget } from '@/features/mortgage'
import { notFound } from '@/server/api'

import { getCatalog, memo } from './catalog'

import { mortgageTargetAt, toCard, toDetail } from './dto'
import { compileFilter, computeFacets, computeSpecs, failures, page, scopeSequence, type Scope } from './engine'
import {
  DEFAULT_ORDER,
  propertyIdSchema,
  type PropertyCard,
  type PropertyDetail,
  type PropertyFacets,
  type PropertyFilter,
  type PropertyList,
  type PropertyListQuery,
  type PropertyOrder,
  type PropertySpecs,
  type PropertyType,
  type SimilarParams,
  type SimilarQuery,
} from './properties.schema'
import { findSimilar, orderSimilar, similarParams } from './similar'
import type { Snapshot } from './snapshot'

/** A canonical cache key of a parsed query: list values sorted, so ?rooms=2,1 and ?rooms=1&rooms=2 share it. */
function keyOf(kind: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b))
  return `${kind}:${JSON.stringify(entries)}`
}

function pageOf(snapshot: Snapshot, query: PropertyListQuery, scope?: Scope): PropertyList {
  const filter = compileFilter(snapshot, query, scope)
  const order: PropertyOrder | undefined = query.order ?? (scope ? undefined : DEFAULT_ORDER)
  const sequence = order ? snapshot.sorted[order] : scopeSequence(snapshot, scope!)
  const { count, indexes } = page(snapshot, filter, sequence, query.offset, query.limit)
  return {
    count,
    results: indexes.map((i) => toCard(snapshot, i)),
    limit: query.limit,
    offset: query.offset,
    hasNext: query.offset + indexes.length < count,
  }
}

/**
 * Lists properties under the filters (/api/properties/). With a scope (favorites, a collection) the list is
 * limited to its ids, any status by default, in the scope's order unless `order` is given.
 */
export async function listProperties(query: PropertyListQuery, scope?: Scope): Promise<PropertyList> {
  const snapshot = await getCatalog()
  if (scope) return pageOf(snapshot, query, scope)
  return memo(snapshot, keyOf('list', query), () => pageOf(snapshot, query))
}

/** Facets under the filters (/api/properties/facets/), each dimension with its own filter left out. */
export async function propertyFacets(filter: PropertyFilter, scope?: Scope): Promise<PropertyFacets> {
  const snapshot = await getCatalog()
  const compute = () => computeFacets(snapshot, compileFilter(snapshot, filter, scope))
  return scope ? compute() : memo(snapshot, keyOf('facets', filter), compute)
}

/** The filters that exist for the requested type(s) and status (/api/properties/specs/). */
export async function propertySpecs(filter: PropertyFilter, scope?: Scope): Promise<PropertySpecs> {
  const snapshot = await getCatalog()
  const base = { type: filter.type, status: filter.status }
  const compute = () => computeSpecs(snapshot, base, scope)
  return scope ? compute() : memo(snapshot, keyOf('specs', base), compute)
}

/** Reads a property id from a path segment: anything that is not a known id is a 404. */
export function propertyIdFrom(value: unknown): number {
  const parsed = propertyIdSchema.safeParse(value)
  if (!parsed.success) throw notFound('Помещение не найдено')
  return parsed.data
}

async function indexOf(id: number): Promise<{ snapshot: Snapshot; i: number }> {
  const snapshot = await getCatalog()
  const i = snapshot.indexOf.get(id)
  if (i === undefined) throw notFound('Помещение не найдено')
  return { snapshot, i }
}

/** The flat page data of one property, any status (/api/properties/{id}/). */
export async function getProperty(id: number): Promise<PropertyDetail> {
  const { snapshot, i } = await indexOf(id)
  return toDetail(snapshot, i)
}

/**
 * What the mortgage calculator needs of a property (GET /api/mortgage/?property=): which programmes apply to
 * it, and its price. Undefined without an id; an unknown id is a 404.
 */
export async function mortgageTargetOf(id: number | undefined): Promise<MortgageTarget | undefined> {
  if (id === undefined) return undefined
  const { snapshot, i } = await indexOf(id)
  return mortgageTargetAt(snapshot, i)
}

/** The "from" figures of the flats for sale with one room count: what /flats?rooms=N lists. */
export interface RoomFigures {
  count: number
  area_from: number
  price_from: number
}

/**
 * The smallest area and the lowest price of the flats for sale, by room count (0 = studios), from the live
 * catalogue through the same filter /flats?rooms=N applies — so the home page never quotes a figure the list
 * does not show. A room count without flats for sale is absent.
 */
export async function flatFiguresByRooms(): Promise<Record<number, RoomFigures>> {
  return flatFiguresOf(await getCatalog())
}

/** flatFiguresByRooms of a given snapshot (freshness.ts compares them before and after a change). */
export function flatFiguresOf(snapshot: Snapshot): Record<number, RoomFigures> {
  return memo(snapshot, 'flat-figures-by-rooms', () => {
    const fail = failures(snapshot, compileFilter(snapshot, { type: ['flat'] }))
    const out: Record<number, RoomFigures> = {}
    for (let i = 0; i < fail.length; i++) {
      const r = snapshot.items[i]!
      if (fail[i] !== 0 || r.rooms === null) continue
      const row = (out[r.rooms] ??= { count: 0, area_from: r.area, price_from: r.price })
      row.count++
      row.area_from = Math.min(row.area_from, r.area)
      row.price_from = Math.min(row.price_from, r.price)
    }
    return out
  })
}

/** True when the catalogue has this property (any status). */
export async function propertyExists(id: number): Promise<boolean> {
  return (await getCatalog()).indexOf.has(id)
}

/** The type of a catalogue property (any status), or null when the catalogue has no such id. */
export async function propertyTypeOf(id: number): Promise<PropertyType | null> {
  const snapshot = await getCatalog()
  const i = snapshot.indexOf.get(id)
  return i === undefined ? null : (snapshot.items[i]?.type ?? null)
}

/** Cards of the given ids in the given order, skipping ids the catalogue no longer has. */
export async function propertyCards(ids: readonly number[]): Promise<PropertyCard[]> {
  const snapshot = await getCatalog()
  return scopeSequence(snapshot, { ids }).map((i) => toCard(snapshot, i))
}

/** Similar available properties of the same type (/api/properties/{id}/similar_properties/). */
export async function similarProperties(id: number, query: SimilarQuery): Promise<PropertyList> {
  const { snapshot, i } = await indexOf(id)
  const order = query.order ?? 'similarity'
  const ordered = memo(snapshot, `similar:${i}:${order}`, () => orderSimilar(snapshot, i, findSimilar(snapshot, i).indexes, order))
  const slice = ordered.slice(query.offset, query.offset + query.limit)
  return {
    count: ordered.length,
    results: slice.map((k) => toCard(snapshot, k)),
    limit: query.limit,
    offset: query.offset,
    hasNext: query.offset + slice.length < ordered.length,
  }
}

/** The catalogue filter behind the similar properties (/api/properties/{id}/similar_properties_params/). */
export async function similarPropertiesParams(id: number): Promise<SimilarParams> {
  const { snapshot, i } = await indexOf(id)
  return memo(snapshot, `similar-params:${i}`, () => similarParams(snapshot, i))
}
