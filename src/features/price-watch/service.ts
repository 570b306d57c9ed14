import 'server-only'

import { randomBytes } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'

import { cms } from '@/features/cms-runtime'
import { catalogPlaces, type CatalogProperty, propertyByRef, roomsLabel } from '@/features/properties'
import { filterSearch, parseShopFilter } from '@/features/shop'
import { ApiError, notFound } from '@/server/api'
import { serverEnv } from '@/server/env'
import { formatArea } from '@/lib/money'

import { describeFilter } from './filter-label'
import { confirmationLetter, type WatchTarget } from './letters'
import {
  WATCH_CONSENT_TEXT,
  WATCH_MESSAGES,
  type WatchAccepted,
  type WatchConfirmed,
  type WatchForm,
  type WatchUnsubscribed,
} from './watch.schema'

/** The page a confirmation letter links to: it asks before it confirms (mail scanners open every link). */
export const CONFIRM_PATH = '/price-watch/confirm'
/** The one-click unsubscribe address of every digest (its link and its List-Unsubscribe header). */
export const UNSUBSCRIBE_PATH = '/api/price-watch/unsubscribe/'
/** Where the unsubscribe link lands a buyer after it worked. */
export const UNSUBSCRIBED_PATH = '/price-watch/unsubscribed'

/** A link secret: 256 random bits, base64url (43 characters) — never derived from anything guessable. */
export const newWatchToken = () => randomBytes(32).toString('base64url')

/** The confirm page's address with a subscription's token. */
export function confirmUrl(token: string, siteUrl = serverEnv().SITE_URL): string {
  const url = new URL(CONFIRM_PATH, siteUrl)
  url.searchParams.set('token', token)
  return url.href
}

/** The one-click unsubscribe address with a subscription's token. */
export function unsubscribeUrl(token: string, siteUrl = serverEnv().SITE_URL): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl)
  url.searchParams.set('token', token)
  return url.href
}

/** A building id's number, from the catalogue's places. */
export async function buildingNumbers(): Promise<(id: number) => number | undefined> {
  const { buildings } = await catalogPlaces()
  const byId = new Map(buildings.map((b) => [b.id, b.number]))
  return (id) => byId.get(id)
}

/** «2-комн., 54,3 м², этаж 7, корпус 3» — a flat as its letters name it. */
export function flatLabel(flat: CatalogProperty, buildingNumber: (id: number) => number | undefined): string {
  const building = buildingNumber(flat.building)
  return [
    roomsLabel(flat.rooms, flat.is_euro, flat.type),
    formatArea(flat.area),
    `этаж ${flat.floor}`,
    building ? `корпус ${building}` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** The canonical query of a list filter a buyer watches: its filters only (no page, order or the visitor's viewed list). */
export function watchedFilterQuery(query: string): string {
  const filter = parseShopFilter(new URLSearchParams(query))
  return filterSearch({ ...filter, page: 1, order: undefined, viewed: false }).replace(/^\?/, '')
}

type Target =
  | { property: number; filter_query: null; filter_label: null; target: WatchTarget }
  | {
      property: null
      filter_query: string
      filter_label: string
      target: WatchTarget
    }

async function targetOf(form: WatchForm): Promise<Target> {
  const numbers = await buildingNumbers()
  if (form.property !== undefined) {
    const flat = await propertyByRef(form.property)
    if (!flat || String(flat.id) !== form.property)
      throw new ApiError(400, 'validation_error', WATCH_MESSAGES.invalidForm, { property: [WATCH_MESSAGES.propertyUnknown] })
    const label = flatLabel(flat, numbers)
    return {
      property: flat.id,
      filter_query: null,
      filter_label: null,
      target: { kind: 'flat', label, onSale: flat.status === 'available' },
    }
  }
  const query = watchedFilterQuery(form.filter ?? '')
  const label = describeFilter(parseShopFilter(new URLSearchParams(query)), numbers)
  return { property: null, filter_query: query, filter_label: label, target: { kind: 'filter', label } }
}

/** Queues a letter in the outbox (the delivery worker sends it, retrying while SMTP is down). */
async function queueConfirmation(payload: Payload, req: PayloadRequest, email: string, target: WatchTarget, token: string) {
  const letter = confirmationLetter(target, confirmUrl(token))
  await payload.create({
    collection: 'watch-mails',
    data: { to: email, kind: 'confirm', ...letter, delivery_status: 'pending' },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

/** Runs `work` in one transaction of its own (both dialects): the subscription and its letter commit together. */
async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const result = await work(req)
    if (own) await commitTransaction(req)
    return result
  } catch (failure) {
    if (own) await killTransaction(req)
    throw failure
  }
}

/**
 * POST /api/price-watch/: a buyer asks to watch a flat or a list filter. The subscription waits for its
 * confirmation (double opt-in) and a confirmation letter is queued; both commit before the answer. Asking again
 * for the same thing sends the confirmation again while it waits; an active subscription gets nothing new. The
 * answer is the same in every case, so it tells nobody whether an address was already subscribed.
 */
export async function subscribeToWatch(form: WatchForm): Promise<WatchAccepted> {
  const { target, ...fields } = await targetOf(form)
  const payload = await cms()
  const same: Where =
    fields.property !== null ? { property: { equals: fields.property } } : { filter_query: { equals: fields.filter_query } }
  await inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'watch-subscriptions',
      where: { and: [{ email: { equals: form.email } }, { kind: { equals: target.kind } }, same] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    const existing = docs[0]
    if (existing?.status === 'active') return
    const consent = { consent: true, consent_text: WATCH_CONSENT_TEXT, page_url: form.page_url ?? null }
    const token = existing?.token ?? newWatchToken()
    if (existing)
      await payload.update({
        collection: 'watch-subscriptions',
        id: existing.id,
        data: { ...consent, status: 'pending', unsubscribed_at: null },
        depth: 0,
        req,
        overrideAccess: true,
      })
    else
      await payload.create({
        collection: 'watch-subscriptions',
        data: { email: form.email, kind: target.kind, ...fields, ...consent, status: 'pending', token },
        depth: 0,
        req,
        overrideAccess: true,
      })
    await queueConfirmation(payload, req, form.email, target, token)
  })
  return { status: 'pending' }
}

async function byToken(payload: Payload, token: string) {
  const { docs } = await payload.find({
    collection: 'watch-subscriptions',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The words of what a stored subscription watches. */
async function storedTarget(doc: { kind: string; property?: unknown; filter_label?: string | null }): Promise<string> {
  if (doc.kind === 'filter') return `новые квартиры: ${doc.filter_label ?? 'все квартиры в продаже'}`
  const id = typeof doc.property === 'object' && doc.property ? (doc.property as { id: number }).id : (doc.property as number | null)
  const flat = id ? await propertyByRef(id) : null
  return flat ? `квартира: ${flatLabel(flat, await buildingNumbers())}` : 'квартира'
}

/**
 * POST /api/price-watch/confirm/: the buyer confirms from the letter's link; the subscription is active and hears
 * of changes from now on. Confirming twice is the same as once. A token that fits nothing, or a subscription the
 * buyer has since left: 404 (a new subscription starts from the form).
 */
export async function confirmWatch(token: string): Promise<WatchConfirmed> {
  const payload = await cms()
  const doc = await byToken(payload, token)
  if (!doc || doc.status === 'unsubscribed') throw notFound(WATCH_MESSAGES.linkInvalid)
  if (doc.status === 'pending') {
    const now = new Date().toISOString()
    await payload.update({
      collection: 'watch-subscriptions',
      id: doc.id,
      data: { status: 'active', confirmed_at: now, notified_at: now },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { status: 'active', target: await storedTarget(doc) }
}

/**
 * The one-click unsubscribe (the letter's link, or a mail client's RFC 8058 POST): every subscription of the
 * token's address ends at once, so no further letter goes there. Idempotent: a second click answers the same.
 * A token that fits nothing: 404.
 */
export async function unsubscribeWatch(token: string): Promise<WatchUnsubscribed> {
  const payload = await cms()
  const doc = await byToken(payload, token)
  if (!doc) throw notFound(WATCH_MESSAGES.linkInvalid)
  await payload.update({
    collection: 'watch-subscriptions',
    where: { and: [{ email: { equals: doc.email } }, { status: { not_equals: 'unsubscribed' } }] },
    data: { status: 'unsubscribed', unsubscribed_at: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { status: 'unsubscribed' }
}

/** GET of the unsubscribe link: unsubscribes, then shows the page that says so (303, so a reload does not repeat the GET). */
export async function unsubscribeByLink(token: string, siteUrl = serverEnv().SITE_URL): Promise<Response> {
  await unsubscribeWatch(token)
  return new Response(null, { status: 303, headers: { location: new URL(UNSUBSCRIBED_PATH, siteUrl).href, 'cache-control': 'no-store' } })
}
