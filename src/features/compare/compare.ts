import {
  addToList,
  clearLists,
  collectionIds,
  type CollectionCreated,
  type IdList,
  LIST_LIMITS,
  liveIds,
  removeFromList,
  shareList,
} from '@/features/favorites'
import { getProperty, knownPropertyIds, propertyTypeOf, type PropertyType } from '@/features/properties'
import { conflict, notFound } from '@/server/api'

import { compareItemOf } from './compare-item'
import type { CompareList } from './compare.schema'

/** How many properties one comparison holds (the server's limit; the browser's list-rules.ts says the same). */
export const COMPARE_LIMIT = LIST_LIMITS.compare

/** A type in the plural, as the refusal names it: «в сравнении сейчас квартиры». */
const TYPE_PLURAL: Record<PropertyType, string> = {
  flat: 'квартиры',
  parking: 'машино-места',
  storage: 'кладовые',
  commercial: 'коммерческие помещения',
}

/** The compare items of these ids, in this order; an id the catalogue no longer has is left out. */
export async function compareItems(ids: readonly number[]): Promise<CompareList> {
  const known = await knownPropertyIds(ids)
  const results = (await Promise.all(known.map(getProperty))).map(compareItemOf)
  return { count: results.length, results }
}

/** The visitor's comparison, in the order the properties were added (GET /api/compare/). */
export async function visitorCompare(visitor: string | null): Promise<CompareList> {
  return compareItems((await liveIds(visitor, 'compare')).reverse())
}

/**
 * The comparison takes at most COMPARE_LIMIT properties of one type: a fifth, or a parking space beside flats,
 * is refused with a message the visitor reads (409), never dropped silently.
 */
export async function admitToCompare(current: number[], property: number): Promise<void> {
  if (current.length >= COMPARE_LIMIT)
    throw conflict(`В сравнении уже ${COMPARE_LIMIT} помещения — уберите одно из них, чтобы добавить другое`)
  const type = await propertyTypeOf(property)
  const types = await Promise.all(current.map((id) => propertyTypeOf(id)))
  const other = types.find((t): t is PropertyType => t !== null && t !== type)
  if (other && type)
    throw conflict(
      `Сравнивать можно помещения одного типа: в сравнении сейчас ${TYPE_PLURAL[other]}. Очистите сравнение, чтобы сравнить ${TYPE_PLURAL[type]}.`,
    )
}

/** POST /api/compare/: adds a property to the visitor's comparison; its ids, most recent first. */
export function addToCompare(visitor: string, property: number): Promise<IdList> {
  return addToList('compare', visitor, property, admitToCompare)
}

/** DELETE /api/compare/{id}/: takes a property out of the comparison; the remaining ids. */
export function removeFromCompare(visitor: string, property: number): Promise<IdList> {
  return removeFromList('compare', visitor, property)
}

/** DELETE /api/compare/clear/: empties the comparison (favorites and the other lists stay). */
export function clearCompare(visitor: string): Promise<IdList> {
  return clearLists(['compare'], visitor)
}

/**
 * POST /api/compare_collection/: saves the comparison as a collection, the same snapshot of ids a favorites
 * collection is, opened with /compare?collection=<key>.
 */
export function shareCompare(visitor: string): Promise<CollectionCreated> {
  return shareList(visitor, 'compare', 'В сравнении пока нет помещений: нечем поделиться')
}

/**
 * GET /api/compare_collection/{key}/: a shared comparison, for anyone with the link. Collections keep the list's
 * order (most recent first), so it is turned back to the order of adding; a key of a longer favorites collection
 * shows its first COMPARE_LIMIT properties.
 */
export async function collectionCompare(key: string): Promise<CompareList> {
  const ids = await collectionIds(key)
  if (!ids) throw notFound('Подборка не найдена')
  return compareItems([...ids].reverse().slice(0, COMPARE_LIMIT))
}
