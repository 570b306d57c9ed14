import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { sql, sqlDatabase, sqlNumber } from '@/features/cms-runtime'
import { propertiesMatching, propertyByRef } from '@/features/properties'
import { catalogFilter, parseShopFilter } from '@/features/shop'
import { serverEnv } from '@/server/env'
import { moduleLogger } from '@/server/log'

import { cameBackOnSale, type ChangeRow, changesIn, digestKey, flatEvent, type WatchEvent } from './events'
import { type DigestSection, digestLetter } from './letters'
import { buildingNumbers, flatLabel, unsubscribeUrl } from './service'

const log = moduleLogger('price-watch')

/** What one run of the daily digest did. */
export interface DigestReport {
  subscriptions: number
  digests: number
  /** Addresses with news that already had today's digest: their news waits for tomorrow's. */
  deferred: number
}

interface ActiveWatch {
  id: number
  email: string
  kind: 'flat' | 'filter'
  property: number | null
  filter_query: string | null
  filter_label: string | null
  token: string
  since: number
}

const CHUNK = 500
const iso = (ms: number) => new Date(ms).toISOString()
const idOf = (value: unknown): number | null =>
  typeof value === 'object' && value ? (value as { id: number }).id : typeof value === 'number' ? value : null

async function activeWatches(payload: Payload): Promise<ActiveWatch[]> {
  const { docs } = await payload.find({
    collection: 'watch-subscriptions',
    where: { status: { equals: 'active' } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    email: doc.email,
    kind: doc.kind,
    property: idOf(doc.property),
    filter_query: doc.filter_query ?? null,
    filter_label: doc.filter_label ?? null,
    token: doc.token,
    since: Date.parse(doc.notified_at ?? doc.confirmed_at ?? doc.createdAt),
  }))
}

/** The catalogue's changes after `since`: history rows, flats created, holds that ran out (no row records those). */
async function catalogueChanges(payload: Payload, since: number, until: number) {
  const window = { greater_than: iso(since), less_than_equal: iso(until) }
  const [history, created, lapsed] = await Promise.all([
    payload.find({
      collection: 'property-changes',
      where: { createdAt: window },
      select: { property: true, price_before: true, price: true, status_before: true, status: true, createdAt: true },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'properties',
      where: { and: [{ createdAt: window }, { type: { equals: 'flat' } }] },
      select: { createdAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'properties',
      where: { and: [{ status: { equals: 'booked' } }, { hold_until: window }] },
      select: { hold_until: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const rows: ChangeRow[] = history.docs.map((doc) => ({
    property: idOf(doc.property)!,
    price_before: sqlNumber(doc.price_before),
    price: sqlNumber(doc.price),
    status_before: doc.status_before ?? null,
    status: doc.status ?? null,
    at: Date.parse(doc.createdAt),
  }))
  return {
    rows,
    created: created.docs.map((doc) => ({ id: doc.id, at: Date.parse(doc.createdAt) })),
    lapsed: lapsed.docs.map((doc) => ({ id: doc.id, at: Date.parse(doc.hold_until!) })),
  }
}

type Changes = Awaited<ReturnType<typeof catalogueChanges>>
const within = (at: number, watch: ActiveWatch, until: number) => at > watch.since && at <= until

/** What one subscription hears of in its window. */
async function eventsOf(watch: ActiveWatch, changes: Changes, until: number): Promise<WatchEvent[]> {
  if (watch.kind === 'flat' && watch.property !== null) {
    const id = watch.property
    const flat = await propertyByRef(id)
    const lapsed = changes.lapsed.some((hold) => hold.id === id && within(hold.at, watch, until))
    const event = flatEvent(changesIn(changes.rows, id, watch.since, until), flat, lapsed)
    return event ? [event] : []
  }
  // A filter hears of flats that are new to the list in the window: created, or back on sale.
  const candidates = new Set<number>([
    ...changes.created.filter((flat) => within(flat.at, watch, until)).map((flat) => flat.id),
    ...changes.lapsed.filter((hold) => within(hold.at, watch, until)).map((hold) => hold.id),
  ])
  for (const property of new Set(changes.rows.map((row) => row.property)))
    if (cameBackOnSale(changesIn(changes.rows, property, watch.since, until))) candidates.add(property)
  if (candidates.size === 0) return []
  const filter = catalogFilter(parseShopFilter(new URLSearchParams(watch.filter_query ?? '')), {
    type: ['flat'],
    status: ['available'],
    ids: [...candidates],
  })
  const matching = await propertiesMatching(filter)
  const events: WatchEvent[] = []
  for (const id of [...candidates].sort((a, b) => a - b)) {
    const flat = matching.has(id) ? await propertyByRef(id) : null
    if (flat) events.push({ kind: 'new_match', property: id, price: flat.price })
  }
  return events
}

/** The sections of one address's digest: drops, flats on sale again, then each filter's new flats. */
async function sectionsOf(watches: readonly { watch: ActiveWatch; events: WatchEvent[] }[], siteUrl: string): Promise<DigestSection[]> {
  const numbers = await buildingNumbers()
  const item = async (event: WatchEvent) => {
    const flat = await propertyByRef(event.property)
    const url = new URL(`/flats/${event.property}`, siteUrl).href
    const label = flat ? flatLabel(flat, numbers) : `квартира ${event.property}`
    return event.kind === 'price_drop' ? { label, url, price: event.to, from: event.from } : { label, url, price: event.price }
  }
  const sections: DigestSection[] = []
  for (const kind of ['price_drop', 'released'] as const) {
    const events = watches.flatMap(({ events }) => events.filter((e) => e.kind === kind))
    const unique = [...new Map(events.map((e) => [e.property, e])).values()]
    if (unique.length) sections.push({ kind, items: await Promise.all(unique.map(item)) })
  }
  for (const { watch, events } of watches) {
    const news = events.filter((e) => e.kind === 'new_match')
    if (news.length) sections.push({ kind: 'new_match', filter: watch.filter_label ?? undefined, items: await Promise.all(news.map(item)) })
  }
  return sections
}

/** Marks the subscriptions as having heard of everything up to `until`, in bulk. */
async function advance(payload: Payload, ids: number[], until: number): Promise<void> {
  const db = sqlDatabase(payload)
  const t = db.table('watch_subscriptions')
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK)
    await db
      .update(t)
      .set({ notified_at: iso(until) })
      .where(
        sql`${t.id} in (${sql.join(
          part.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
  }
}

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message ?? error))

/**
 * The daily digest (queue task «Дайджест подписок на цены»): for every address with active subscriptions, the
 * catalogue's changes since its last letter — price drops of watched flats, watched flats back on sale, new flats
 * of watched filters — become one letter in the outbox, and its subscriptions move their mark to now in the same
 * transaction. The letter's key (address and Moscow day) is unique, so an address gets at most one digest a day;
 * a second run that day leaves its news for tomorrow. Reads only the changes in the window, never every flat.
 */
export async function runWatchDigest(payload: Payload, now = Date.now(), siteUrl = serverEnv().SITE_URL): Promise<DigestReport> {
  const watches = await activeWatches(payload)
  const report: DigestReport = { subscriptions: watches.length, digests: 0, deferred: 0 }
  if (watches.length === 0) return report
  const changes = await catalogueChanges(payload, Math.min(...watches.map((w) => w.since)), now)
  const byAddress = new Map<string, ActiveWatch[]>()
  for (const watch of watches) byAddress.set(watch.email, [...(byAddress.get(watch.email) ?? []), watch])
  const quiet: number[] = []
  for (const [email, own] of byAddress) {
    const heard = await Promise.all(own.map(async (watch) => ({ watch, events: await eventsOf(watch, changes, now) })))
    const ids = own.map((watch) => watch.id)
    if (heard.every(({ events }) => events.length === 0)) {
      quiet.push(...ids)
      continue
    }
    const key = digestKey(email, now)
    const sent = await payload.find({
      collection: 'watch-mails',
      where: { digest_key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (sent.docs.length > 0) {
      report.deferred++
      continue
    }
    const unsubscribe = unsubscribeUrl(own[0]!.token, siteUrl)
    const letter = digestLetter(await sectionsOf(heard, siteUrl), unsubscribe)
    const req = await createLocalReq({}, payload)
    const ownTx = await initTransaction(req)
    try {
      await payload.create({
        collection: 'watch-mails',
        data: { to: email, kind: 'digest', digest_key: key, ...letter, unsubscribe_url: unsubscribe, delivery_status: 'pending' },
        depth: 0,
        req,
        overrideAccess: true,
      })
      await payload.update({
        collection: 'watch-subscriptions',
        where: { id: { in: ids } },
        data: { notified_at: iso(now) },
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (ownTx) await commitTransaction(req)
      report.digests++
    } catch (error) {
      if (ownTx) await killTransaction(req)
      // Another instance queued today's digest of this address a moment ago: the news waits for tomorrow.
      if (!isUniqueViolation(error)) throw error
      report.deferred++
    }
  }
  await advance(payload, quiet, now)
  log.info({ ...report }, 'price-watch digest')
  return report
}
