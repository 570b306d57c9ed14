import {
  knownPropertyIds,
  listProperties,
  propertyExists,
  propertyFacets,
  propertySpecs,
  type PropertyFacets,
  type PropertyFilter,
  type PropertyList,
  type PropertySpecs,
} from '@/features/properties'
import { badRequest, json, notFound } from '@/lib/api'

import type { CollectionCreated, IdList, VisitorList, VisitorListQuery } from './favorites.schema'
import { type Admission, addItem, clearItems, collectionIds, createCollection, listIds, removeItem } from './store'
import { newVisitorId, visitorCookie, visitorIdOf } from './visitor'

/** A visitor list's ids that still name a catalogue property (a deleted flat silently leaves every list). */
export async function liveIds(visitor: string | null, list: VisitorList): Promise<number[]> {
  if (!visitor) return []
  return knownPropertyIds(await listIds(visitor, list))
}

const idList = (ids: number[]): IdList => ({ count: ids.length, results: ids })

/** Per-visitor answers must never be stored by a shared cache. */
const PRIVATE = { 'cache-control': 'private, no-store', vary: 'cookie' }

/** A visitor-scoped read as a private answer (routes wrap the data functions below with it). */
export async function privately(data: Promise<unknown>): Promise<Response> {
  return json(await data, { headers: PRIVATE })
}

/** A write's answer; it (re)sets the visitor cookie, so the first write creates the visitor and each one keeps it alive. */
function withVisitor(request: Request, visitor: string, body: unknown, status = 200): Response {
  return json(body, { status, headers: { ...PRIVATE, 'set-cookie': visitorCookie(visitor, request) } })
}

/** The properties of the requester's list, filtered, ordered and paged like the catalogue. */
export async function visitorProperties(
  list: VisitorList,
  request: Request,
  { exclude, ...query }: VisitorListQuery,
): Promise<PropertyList> {
  return listProperties(query, { ids: without(await liveIds(visitorIdOf(request), list), exclude) })
}

/** The ids minus the ones a query excludes. */
function without(ids: number[], exclude: readonly number[] | undefined): number[] {
  if (!exclude?.length) return ids
  const left = new Set(exclude)
  return ids.filter((id) => !left.has(id))
}

/** The ids of the requester's list, most recent first (/api/favorites/favorite_properties). */
export async function visitorIds(list: VisitorList, request: Request): Promise<IdList> {
  return idList(await liveIds(visitorIdOf(request), list))
}

/** Specs over the requester's list (/api/favorites/specs/). */
export async function visitorSpecs(list: VisitorList, request: Request, filter: PropertyFilter): Promise<PropertySpecs> {
  return propertySpecs(filter, { ids: await liveIds(visitorIdOf(request), list) })
}

/** Facets over the requester's list (/api/favorites/facets/). */
export async function visitorFacets(list: VisitorList, request: Request, filter: PropertyFilter): Promise<PropertyFacets> {
  return propertyFacets(filter, { ids: await liveIds(visitorIdOf(request), list) })
}

/**
 * Adds a property to the requester's list (creating the visitor on the first write); answers the list's ids
 * with 201. `admit` may refuse it first (compare keeps one type of property).
 */
export async function addToList(list: VisitorList, request: Request, property: number, admit?: Admission): Promise<Response> {
  if (!(await propertyExists(property))) throw notFound('Помещение не найдено')
  const visitor = visitorIdOf(request) ?? newVisitorId()
  await addItem(visitor, list, property, admit)
  return withVisitor(request, visitor, idList(await liveIds(visitor, list)), 201)
}

/** Removes a property from the requester's list; answers the remaining ids. */
export async function removeFromList(list: VisitorList, request: Request, property: number): Promise<Response> {
  const visitor = visitorIdOf(request)
  if (!visitor) return json(idList([]), { headers: PRIVATE })
  await removeItem(visitor, list, property)
  return withVisitor(request, visitor, idList(await liveIds(visitor, list)))
}

/** Empties the requester's lists (favorites' clear empties favorites and pinned, SPEC §2.2). */
export async function clearLists(lists: VisitorList[], request: Request): Promise<Response> {
  const visitor = visitorIdOf(request)
  if (visitor) await clearItems(visitor, lists)
  return visitor ? withVisitor(request, visitor, idList([])) : json(idList([]), { headers: PRIVATE })
}

/** Saves the requester's favorites as a shareable collection; answers its key with 201. */
export async function shareFavorites(request: Request): Promise<Response> {
  return shareList(request, 'favorite', 'В избранном пока нет помещений: нечего сохранять в подборку')
}

/**
 * Saves a snapshot of the requester's list as a collection anyone may open by its key (201 with the key);
 * 400 with `emptyMessage` when the list is empty. The ids keep the list's order: most recent first.
 */
export async function shareList(request: Request, list: VisitorList, emptyMessage: string): Promise<Response> {
  const visitor = visitorIdOf(request)
  const ids = await liveIds(visitor, list)
  if (!visitor || ids.length === 0) throw badRequest(emptyMessage)
  const body: CollectionCreated = { key: await createCollection(visitor, ids), count: ids.length }
  return withVisitor(request, visitor, body, 201)
}

/** The properties of a shared collection (any visitor may open it), filtered and paged like the catalogue. */
export async function collectionProperties(key: string, { exclude, ...query }: VisitorListQuery): Promise<PropertyList> {
  const ids = await collectionIds(key)
  if (!ids) throw notFound('Подборка не найдена')
  return listProperties(query, { ids: without(ids, exclude) })
}
