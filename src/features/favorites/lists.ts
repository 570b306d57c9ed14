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
import { badRequest, notFound } from '@/server/api'

import type { CollectionCreated, IdList, VisitorList, VisitorListQuery } from './favorites.schema'
import { type Admission, addItem, clearItems, collectionIds, createCollection, listIds, removeItem } from './store'

/** A visitor list's ids that still name a catalogue property (a deleted flat silently leaves every list). */
export async function liveIds(visitor: string | null, list: VisitorList): Promise<number[]> {
  if (!visitor) return []
  return knownPropertyIds(await listIds(visitor, list))
}

const idList = (ids: number[]): IdList => ({ count: ids.length, results: ids })

/** The properties of the visitor's list, filtered, ordered and paged like the catalogue. */
export async function visitorProperties(
  list: VisitorList,
  visitor: string | null,
  { exclude, ...query }: VisitorListQuery,
): Promise<PropertyList> {
  return listProperties(query, { ids: without(await liveIds(visitor, list), exclude) })
}

/** The ids minus the ones a query excludes. */
function without(ids: number[], exclude: readonly number[] | undefined): number[] {
  if (!exclude?.length) return ids
  const left = new Set(exclude)
  return ids.filter((id) => !left.has(id))
}

/** The ids of the visitor's list, most recent first (/api/favorites/favorite_properties). */
export async function visitorIds(list: VisitorList, visitor: string | null): Promise<IdList> {
  return idList(await liveIds(visitor, list))
}

/** Specs over the visitor's list (/api/favorites/specs/). */
export async function visitorSpecs(list: VisitorList, visitor: string | null, filter: PropertyFilter): Promise<PropertySpecs> {
  return propertySpecs(filter, { ids: await liveIds(visitor, list) })
}

/** Facets over the visitor's list (/api/favorites/facets/). */
export async function visitorFacets(list: VisitorList, visitor: string | null, filter: PropertyFilter): Promise<PropertyFacets> {
  return propertyFacets(filter, { ids: await liveIds(visitor, list) })
}

/** Adds a property to the visitor's list; the list's ids. `admit` may refuse it first (compare keeps one type of property). */
export async function addToList(list: VisitorList, visitor: string, property: number, admit?: Admission): Promise<IdList> {
  if (!(await propertyExists(property))) throw notFound('Помещение не найдено')
  await addItem(visitor, list, property, admit)
  return idList(await liveIds(visitor, list))
}

/** Removes a property from the visitor's list; the remaining ids. */
export async function removeFromList(list: VisitorList, visitor: string, property: number): Promise<IdList> {
  await removeItem(visitor, list, property)
  return idList(await liveIds(visitor, list))
}

/** Empties the visitor's lists (favorites' clear empties favorites and pinned, SPEC §2.2). */
export async function clearLists(lists: VisitorList[], visitor: string): Promise<IdList> {
  await clearItems(visitor, lists)
  return idList([])
}

/** Saves the visitor's favorites as a shareable collection. */
export function shareFavorites(visitor: string): Promise<CollectionCreated> {
  return shareList(visitor, 'favorite', 'В избранном пока нет помещений: нечего сохранять в подборку')
}

/**
 * Saves a snapshot of the visitor's list as a collection anyone may open by its key; 400 with
 * `emptyMessage` when the list is empty. The ids keep the list's order: most recent first.
 */
export async function shareList(visitor: string, list: VisitorList, emptyMessage: string): Promise<CollectionCreated> {
  const ids = await liveIds(visitor, list)
  if (ids.length === 0) throw badRequest(emptyMessage)
  return { key: await createCollection(visitor, ids), count: ids.length }
}

/** The properties of a shared collection (any visitor may open it), filtered and paged like the catalogue. */
export async function collectionProperties(key: string, { exclude, ...query }: VisitorListQuery): Promise<PropertyList> {
  const ids = await collectionIds(key)
  if (!ids) throw notFound('Подборка не найдена')
  return listProperties(query, { ids: without(ids, exclude) })
}
