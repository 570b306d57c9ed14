import type { Payload, Where } from 'payload'

import { cms } from '@/features/cms-runtime'
import { conflict } from '@/server/api'

import { LIST_LIMITS, type VisitorList } from './favorites.schema'

const ITEMS = 'visitor-items'

const scope = (visitor: string, lists: VisitorList | VisitorList[]): Where => ({
  and: [{ visitor_id: { equals: visitor } }, Array.isArray(lists) ? { list: { in: lists } } : { list: { equals: lists } }],
})

const propertyIdOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

async function items(payload: Payload, visitor: string, list: VisitorList) {
  const { docs } = await payload.find({
    collection: ITEMS,
    where: scope(visitor, list),
    sort: ['-updatedAt', '-id'],
    pagination: false,
    depth: 0,
    select: { property: true },
  })
  return docs.flatMap((d) => {
    const property = propertyIdOf(d.property)
    return property === null ? [] : [{ id: d.id, property }]
  })
}

/** A visitor's property ids in one list, most recently added (or, for viewed, seen) first. */
export async function listIds(visitor: string, list: VisitorList): Promise<number[]> {
  return (await items(await cms(), visitor, list)).map((i) => i.property)
}

/**
 * Checks a property may join a list before it is written (the compare list admits one type only); it throws
 * the ApiError to answer. `current` are the list's property ids, most recent first.
 */
export type Admission = (current: number[], property: number) => Promise<void> | void

/** The writes of each visitor's list that are running in this process, chained one after another. */
const queues = new Map<string, Promise<unknown>>()

/**
 * Runs one visitor list's writes one at a time in this process: a limit or type checked before a write
 * then still holds when the write lands, so four browser tabs adding at once cannot grow a 4-item list to 6.
 */
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}

/**
 * Adds a property to a visitor's list; adding twice changes nothing, except that viewing again moves a
 * viewed item to the front. Favorites, pinned and compare refuse to grow past their limit; viewed forgets its
 * oldest. `admit` may refuse the property first (with its own message).
 */
export async function addItem(visitor: string, list: VisitorList, property: number, admit?: Admission): Promise<void> {
  const payload = await cms()
  await oneAtATime(`${visitor}:${list}`, async () => {
    const current = await items(payload, visitor, list)
    const existing = current.find((i) => i.property === property)
    if (existing) {
      // An update stamps updatedAt, which is what the list is ordered by.
      if (list === 'viewed') await payload.update({ collection: ITEMS, id: existing.id, data: { list }, depth: 0 })
      return
    }
    await admit?.(
      current.map((i) => i.property),
      property,
    )
    if (list !== 'viewed' && current.length >= LIST_LIMITS[list])
      throw conflict(`В списке уже ${LIST_LIMITS[list]} помещений — удалите лишние`)
    try {
      await payload.create({ collection: ITEMS, data: { visitor_id: visitor, list, property }, depth: 0 })
    } catch (error) {
      // Two tabs adding the same flat at once through two server processes (the queue above holds within one):
      // the unique index keeps the other's row, which is what was asked. Payload reports that as a field
      // validation error, so the row itself is what tells it apart from a write that failed.
      if (!(await items(payload, visitor, list)).some((i) => i.property === property)) throw error
    }
    if (list === 'viewed' && current.length + 1 > LIST_LIMITS.viewed) {
      const stale = current.slice(LIST_LIMITS.viewed - 1).map((i) => i.id)
      await payload.delete({ collection: ITEMS, where: { id: { in: stale } }, depth: 0 })
    }
    if (list !== 'viewed') await undoOverflow(payload, visitor, list, property)
  })
}

/**
 * The queue above holds within one server process; two processes on one database can still both pass the
 * limit check. Then the newest rows beyond the limit take themselves back out and answer 409, so the list
 * never stays over its limit and a 201 always means the item is kept.
 */
async function undoOverflow(payload: Payload, visitor: string, list: Exclude<VisitorList, 'viewed'>, property: number) {
  const after = await items(payload, visitor, list)
  const overflow = after.length - LIST_LIMITS[list]
  if (overflow <= 0) return
  const mine = after.findIndex((i) => i.property === property)
  if (mine < 0 || mine >= overflow) return
  await payload.delete({ collection: ITEMS, id: after[mine]!.id, depth: 0 })
  throw conflict(`В списке уже ${LIST_LIMITS[list]} помещений — удалите лишние`)
}

/**
 * Removes one property from a visitor's list (nothing happens when it is not there). In the list's queue like the
 * adds: a burst of one visitor's taps then holds one database connection at a time, not one per tap, so a
 * crowd of them does not keep the others' writes waiting for the PostgreSQL pool.
 */
export async function removeItem(visitor: string, list: VisitorList, property: number): Promise<void> {
  const payload = await cms()
  await oneAtATime(`${visitor}:${list}`, async () => {
    const { errors } = await payload.delete({
      collection: ITEMS,
      where: { and: [scope(visitor, list), { property: { equals: property } }] },
      depth: 0,
    })
    throwUnlessDeleted(errors, 'visitor list item not removed')
  })
}

/**
 * A bulk delete reports the rows it could not delete (a busy SQLite, a row another request took) instead of
 * throwing: left unchecked, the visitor got a 2xx with the items still there.
 */
function throwUnlessDeleted(errors: { message: string }[], what: string) {
  const failed = errors.filter((e) => !/not found/i.test(e.message))
  if (failed.length > 0) throw new Error(`${what}: ${failed.map((e) => e.message).join('; ')}`)
}

/** Empties some of a visitor's lists. */
export async function clearItems(visitor: string, lists: VisitorList[]): Promise<void> {
  const payload = await cms()
  const { errors } = await payload.delete({ collection: ITEMS, where: scope(visitor, lists), depth: 0 })
  throwUnlessDeleted(errors, 'visitor lists not cleared')
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A random collection key (12 characters from an unambiguous alphabet: ~70 bits). */
export function newCollectionKey(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('')
}

/** Stores a snapshot of property ids under a new key. */
export async function createCollection(visitor: string, ids: number[]): Promise<string> {
  const payload = await cms()
  const key = newCollectionKey()
  await payload.create({ collection: 'favorite-collections', data: { key, visitor_id: visitor, properties: ids }, depth: 0 })
  return key
}

/** The property ids of a collection in their saved order, or null when no collection has this key. */
export async function collectionIds(key: string): Promise<number[] | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'favorite-collections',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return (doc.properties ?? []).flatMap((p) => {
    const id = propertyIdOf(p)
    return id === null ? [] : [id]
  })
}
