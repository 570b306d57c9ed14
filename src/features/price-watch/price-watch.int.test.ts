// «Следить за ценой» against a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL): subscribe → confirm
// → a catalogue change → the daily digest in the outbox → sent with its unsubscribe headers; one digest a day;
// one-click unsubscribe; nothing before confirmation; the forms' 4xx answers. Times are passed in: nothing waits a day.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it, vi } from 'vitest'

import * as confirmRoute from '@/app/api/price-watch/confirm/route'
import * as subscribeRoute from '@/app/api/price-watch/route'
import * as unsubscribeRoute from '@/app/api/price-watch/unsubscribe/route'
import { cms } from '@/cms/client'
import type { Property, WatchMail } from '@/cms/payload-types'
import { DeliveryWorker } from '@/features/delivery'
import { propertyByRef } from '@/features/properties'
import { formatRub } from '@/lib/money'

import { runWatchDigest } from './digest'
import { moscowDay } from './events'
import { watchMailSink } from './mail-sink'
import { WATCH_MESSAGES } from './watch.schema'

const CSRF = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const DAY = 24 * 60 * 60 * 1000
const run = `${inject('dialect')}-${Date.now()}`
const address = (name: string) => `${name}-${run}@example.ru`

type Route = Record<string, (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>>
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }

async function call<T>(route: Route, method: string, url: string, body?: BodyInit, { csrf = true } = {}) {
  const headers = new Headers()
  if (csrf) {
    headers.set('cookie', `csrftoken=${CSRF}`)
    headers.set('x-csrftoken', CSRF)
  }
  if (typeof body === 'string') headers.set('content-type', body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded')
  const response = await route[method]!(new Request(`http://localhost${url}`, { method, body, headers, redirect: 'manual' }), {
    params: Promise.resolve({}),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T }
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

let payload: Payload

const mailsTo = async (email: string, kind?: 'confirm' | 'digest') =>
  (
    await payload.find({
      collection: 'watch-mails',
      where: { and: [{ to: { equals: email } }, ...(kind ? [{ kind: { equals: kind } }] : [])] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs as WatchMail[]

/** The token of the confirmation letter's link, as the buyer would click it. */
async function confirmTokenOf(email: string): Promise<string> {
  const [letter] = await mailsTo(email, 'confirm')
  const link = /https?:\/\/\S+\/price-watch\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(letter!.text)
  expect(link, 'the confirmation letter carries its link').not.toBeNull()
  return link![1]!
}

async function subscribe(email: string, target: Record<string, string>) {
  return call<{ status: string } & ErrorBody>(subscribeRoute, 'POST', '/api/price-watch/', form({ email, consent: 'true', ...target }))
}

const confirm = (token: string) =>
  call<{ status: string; target: string } & ErrorBody>(confirmRoute, 'POST', '/api/price-watch/confirm/', JSON.stringify({ token }))

/** Changes a flat as the sales team would, and waits until the catalogue the digest reads has heard of it. */
async function change(flat: Property, data: Partial<Property>) {
  const updated = await payload.update({
    collection: 'properties',
    id: flat.id,
    data,
    depth: 0,
    overrideAccess: true,
    context: { changeSource: 'api' },
  })
  await vi.waitFor(
    async () => {
      const now = await propertyByRef(flat.id)
      expect([now?.price, now?.status]).toEqual([updated.price, updated.status])
    },
    { timeout: 5000, interval: 50 },
  )
  return updated
}

async function flatWith(status: 'available' | 'sold', skip: number) {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ type: { equals: 'flat' } }, { status: { equals: status } }] },
    sort: 'id',
    limit: 1,
    page: skip + 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

/** A sink that records what it would send; `down` makes it refuse as a dead SMTP server does. */
function fakeSmtp() {
  const sent: { to: string; subject: string; text: string; headers: Record<string, string> }[] = []
  const smtp = { down: false, sent }
  const sink = watchMailSink({
    from: 'ЖК «Новая Заря» <noreply@zarya.example>',
    transport: {
      sendMail: async (mail: never) => {
        if (smtp.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
        sent.push(mail)
      },
    },
  })
  return { smtp, sink }
}

beforeAll(async () => {
  payload = await cms()
})

describe(`«Следить за ценой» on ${inject('dialect')}`, () => {
  it('confirm → price drop → one digest in the outbox, sent with the unsubscribe link and List-Unsubscribe', async () => {
    const email = address('drop')
    const flat = await flatWith('available', 3)

    const subscribed = await subscribe(email, { property: String(flat.id), page_url: `/flats/${flat.id}` })
    expect(subscribed).toMatchObject({ status: 201, body: { status: 'pending' } })
    const [confirmation, ...others] = await mailsTo(email)
    expect(others).toEqual([])
    expect(confirmation).toMatchObject({ kind: 'confirm', delivery_status: 'pending' })

    // Nothing before confirmation: a price drop now and the day's digest send this address nothing.
    const lower = Math.round(flat.price * 0.97)
    await change(flat, { price: lower })
    expect((await runWatchDigest(payload, Date.now())).digests).toBe(0)
    expect(await mailsTo(email, 'digest')).toEqual([])

    const token = await confirmTokenOf(email)
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ status: 'active', target: expect.stringMatching(/^квартира: .*этаж/) })
    // A second click (or a mail scanner's) changes nothing.
    expect((await confirm(token)).status).toBe(200)

    // The catalogue's «Следят за ценой» counts the confirmed watcher for the sales team; a visitor never sees who.
    const subscription = (
      await payload.find({ collection: 'watch-subscriptions', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
    ).docs[0]!
    const asStaff = await payload.findByID({ collection: 'properties', id: flat.id, depth: 0, overrideAccess: true })
    expect(asStaff.watchers?.docs).toContainEqual(subscription.id)
    const asVisitor = await payload.findByID({ collection: 'properties', id: flat.id, depth: 0, overrideAccess: false })
    expect(asVisitor.watchers).toBeUndefined()

    // The drop before the confirmation is no news; this one is.
    const lowest = Math.round(lower * 0.95)
    await change(flat, { price: lowest })
    const report = await runWatchDigest(payload, Date.now())
    expect(report.digests).toBeGreaterThanOrEqual(1)
    const [digest, ...more] = await mailsTo(email, 'digest')
    expect(more).toEqual([])
    expect(digest!.subject).toContain('цена снижена')
    expect(digest!.text).toContain(`${formatRub(lowest)} вместо ${formatRub(lower)}`)
    expect(digest!.text).toContain(`/flats/${flat.id}`)
    const unsubscribe = /Отписаться от всех уведомлений: (\S+)/.exec(digest!.text)![1]!
    expect(unsubscribe).toMatch(/\/api\/price-watch\/unsubscribe\/\?token=[A-Za-z0-9_-]{43}$/)

    // Sent through the outbox: SMTP down keeps it pending, back up sends it — with the one-click headers.
    const { smtp, sink } = fakeSmtp()
    let now = Date.now()
    const worker = new DeliveryWorker({
      payload: cms,
      collections: ['watch-mails'],
      sinks: [sink],
      now: () => now,
      log: () => {},
      batchSize: 100,
    })
    smtp.down = true
    await worker.sweep()
    const waiting = await payload.findByID({ collection: 'watch-mails', id: digest!.id, depth: 0, overrideAccess: true })
    expect(waiting).toMatchObject({ delivery_status: 'pending', delivery_error: expect.stringContaining('ECONNREFUSED') })
    smtp.down = false
    now += DAY
    await worker.sweep()
    expect(await payload.findByID({ collection: 'watch-mails', id: digest!.id, depth: 0, overrideAccess: true })).toMatchObject({
      delivery_status: 'delivered',
    })
    const sent = smtp.sent.filter((mail) => mail.to === email)
    // The outbox gives no order between letters of one sweep: each is found by its subject.
    expect(sent.map((mail) => mail.subject).sort()).toEqual([confirmation!.subject, digest!.subject].sort())
    const headersOf = (subject: string) => sent.find((mail) => mail.subject === subject)!.headers
    expect(headersOf(digest!.subject)).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(headersOf(confirmation!.subject)).toEqual({})
  })

  it('sends at most one digest a day per address; the rest waits for the next day', async () => {
    const email = address('daily')
    const [first, second] = [await flatWith('available', 5), await flatWith('available', 6)]
    for (const flat of [first, second]) await subscribe(email, { property: String(flat.id) })
    const letters = await mailsTo(email, 'confirm')
    expect(letters).toHaveLength(2)
    for (const letter of letters) await confirm(/token=([A-Za-z0-9_-]{43})/.exec(letter.text)![1]!)

    await change(first, { price: first.price - 100_000 })
    const today = Date.now()
    await runWatchDigest(payload, today)
    await change(second, { price: second.price - 200_000 })
    // Later the same Moscow day: the second drop is kept for tomorrow, not sent as a second letter.
    const later = Date.now()
    expect(moscowDay(later)).toBe(moscowDay(today))
    const again = await runWatchDigest(payload, later)
    expect(again.deferred).toBeGreaterThanOrEqual(1)
    const digests = await mailsTo(email, 'digest')
    expect(digests).toHaveLength(1)
    expect(digests[0]!.text).toContain(`/flats/${first.id}`)
    expect(digests[0]!.text).not.toContain(`/flats/${second.id}`)

    await runWatchDigest(payload, today + DAY)
    const next = await mailsTo(email, 'digest')
    expect(next).toHaveLength(2)
    expect(next[1]!.text).toContain(`/flats/${second.id}`)
    expect(next[1]!.text).not.toContain(`/flats/${first.id}`)
  })

  it('tells a «Сообщить, когда освободится» watcher when a sold flat is on sale again, and a filter watcher of a new flat', async () => {
    const email = address('release')
    const sold = await flatWith('sold', 0)
    await subscribe(email, { property: String(sold.id) })
    const rooms = sold.rooms ?? 1
    await subscribe(email, { filter: `rooms=${rooms}&price_max=${sold.price + 1_000_000}` })
    const letters = await mailsTo(email, 'confirm')
    expect(letters.map((l) => l.text).join('\n')).toContain('когда освободится квартира')
    expect(letters.map((l) => l.text).join('\n')).toContain(`о новых квартирах по фильтру «${rooms === 0 ? 'студии' : `${rooms}-комн.`}`)
    for (const letter of letters) await confirm(/token=([A-Za-z0-9_-]{43})/.exec(letter.text)![1]!)

    await change(sold, { status: 'available' })
    const created = await payload.create({
      collection: 'properties',
      data: {
        ...Object.fromEntries(
          ['type', 'rooms', 'is_euro', 'area', 'floor', 'building', 'section', 'layout', 'finishing_kind'].map((k) => [
            k,
            (sold as never)[k],
          ]),
        ),
        ref_id: `WATCH-${run}`,
        number: `W${Date.now() % 100000}`,
        status: 'available',
        price: sold.price,
      } as never,
      depth: 0,
      overrideAccess: true,
    })
    await vi.waitFor(async () => expect(await propertyByRef(created.id)).not.toBeNull(), { timeout: 5000, interval: 50 })

    await runWatchDigest(payload, Date.now() + 2 * DAY)
    const [digest] = await mailsTo(email, 'digest')
    expect(digest!.text).toContain('Снова в продаже')
    expect(digest!.text).toContain(`/flats/${sold.id}`)
    expect(digest!.text).toContain('Новые квартиры по фильтру')
    expect(digest!.text).toContain(`/flats/${created.id}`)
    await payload.delete({ collection: 'properties', id: created.id, overrideAccess: true })
  })

  it('unsubscribes in one click, idempotently, without a CSRF cookie; a guessed token does nothing', async () => {
    const email = address('leave')
    const flat = await flatWith('available', 8)
    await subscribe(email, { property: String(flat.id) })
    await subscribe(email, { filter: 'rooms=2' })
    const token = await confirmTokenOf(email)
    await confirm(token)
    const path = `/api/price-watch/unsubscribe/?token=${token}`

    // RFC 8058: the mail client posts List-Unsubscribe=One-Click with no cookie.
    const oneClick = await call<{ status: string }>(unsubscribeRoute, 'POST', path, 'List-Unsubscribe=One-Click', { csrf: false })
    expect(oneClick).toMatchObject({ status: 200, body: { status: 'unsubscribed' } })
    expect((await call(unsubscribeRoute, 'POST', path, 'List-Unsubscribe=One-Click', { csrf: false })).status).toBe(200)
    const link = await call(unsubscribeRoute, 'GET', path, undefined, { csrf: false })
    expect(link.status).toBe(303)
    expect(new URL(link.headers.get('location')!).pathname).toBe('/price-watch/unsubscribed')

    const { docs } = await payload.find({
      collection: 'watch-subscriptions',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.status)).toEqual(['unsubscribed', 'unsubscribed'])
    // An old confirmation link no longer brings the subscription back.
    expect((await confirm(token)).status).toBe(404)
    await change(flat, { price: flat.price - 300_000 })
    await runWatchDigest(payload, Date.now() + 3 * DAY)
    expect(await mailsTo(email, 'digest')).toEqual([])

    const guessed = 'A'.repeat(43)
    const refused = await call<ErrorBody>(
      unsubscribeRoute,
      'POST',
      `/api/price-watch/unsubscribe/?token=${guessed}`,
      'List-Unsubscribe=One-Click',
      { csrf: false },
    )
    expect(refused).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: WATCH_MESSAGES.linkInvalid } } })
    expect((await call(unsubscribeRoute, 'GET', '/api/price-watch/unsubscribe/?token=short', undefined, { csrf: false })).status).toBe(400)
  })

  it('answers bad input with 400 JSON and the form’s own messages, storing nothing', async () => {
    const email = address('bad')
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ email: '', consent: 'true', property: '1' }, { email: [WATCH_MESSAGES.emailRequired] }],
      [{ email: 'not-an-address', consent: 'true', property: '1' }, { email: [WATCH_MESSAGES.emailFormat] }],
      [{ email, consent: 'false', property: '1' }, { consent: [WATCH_MESSAGES.consentRequired] }],
      [{ email, consent: 'true' }, { property: [WATCH_MESSAGES.targetMissing] }],
      [{ email, consent: 'true', property: '999999999' }, { property: [WATCH_MESSAGES.propertyUnknown] }],
    ]
    for (const [fields, expected] of cases) {
      const answer = await call<ErrorBody>(subscribeRoute, 'POST', '/api/price-watch/', form(fields))
      expect(answer.status).toBe(400)
      expect(answer.body.error.message).toBe(WATCH_MESSAGES.invalidForm)
      expect(answer.body.error.fields).toMatchObject(expected)
    }
    const noCsrf = await call<ErrorBody>(subscribeRoute, 'POST', '/api/price-watch/', form({ email, consent: 'true', property: '1' }), {
      csrf: false,
    })
    expect(noCsrf.status).toBe(403)
    expect(
      (await call<ErrorBody>(confirmRoute, 'POST', '/api/price-watch/confirm/', JSON.stringify({ token: 'x' }))).body.error.message,
    ).toBe(WATCH_MESSAGES.linkInvalid)
    expect(await mailsTo(email)).toEqual([])
    expect(
      (await payload.count({ collection: 'watch-subscriptions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
