import { notFound } from '@/lib/api'

import { getCatalog, memo } from './catalog'
import { toCard, toDetail } from './dto'
import { compileFilter, computeFacets, computeSpecs, page, scopeSequence, type Scope } from './engine'
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
