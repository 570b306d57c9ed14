// Lead delivery against a real database, on SQLite and — when TEST_DATABASE_URL is set — PostgreSQL:
// retries with backoff to a local fake CRM webhook, a sink that stays down, concurrent workers, and the CSV
// export of the back office. Backoff and clock are injected: nothing waits for real minutes.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { cms } from '@/cms/client'
import { DELIVERY_NOT_CONFIGURED, deliveryStatusText } from '@/cms/options'
import type { Lead } from '@/cms/payload-types'
import { DeliveryWorker, type DeliveryWorkerOptions, verifySignature, webhookSink } from '@/features/delivery'
import { serverEnv } from '@/server/env'

const dialect = inject('dialect')
const SECRET = 'integration-shared-secret'
const BACKOFF = { baseMs: 1_000, capMs: 8_000, jitter: 0 }

type Received = { deliveryId: string; body: string; signature: string | undefined; timestamp: string | undefined }

/** A local CRM: records every request and answers with what `answer` decides for it. */
async function fakeCrm(answer: (received: Received, seen: number) => number | Promise<number>) {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const entry: Received = {
        deliveryId: String(request.headers['x-delivery-id']),
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-signature'] as string | undefined,
        timestamp: request.headers['x-timestamp'] as string | undefined,
      }
      received.push(entry)
      const seen = received.filter((other) => other.deliveryId === entry.deliveryId).length
      response.writeHead(await answer(entry, seen)).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A virtual clock the workers and the test share. */
function clock(start = Date.now()) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

let payload: Payload
const quiet: DeliveryWorkerOptions['log'] = () => {}

function worker(url: string, options: Partial<DeliveryWorkerOptions> = {}) {
  return new DeliveryWorker({
    payload: cms,
    sinks: [webhookSink({ url, secret: SECRET, timeoutMs: 2_000 })],
    backoff: BACKOFF,
    log: quiet,
    ...options,
  })
}

const createLead = (name: string, extra: Partial<Lead> = {}) =>
  payload.create({
    collection: 'leads',
    depth: 0,
    data: { type: 'callback', name, phone: '+79215550000', delivery_status: 'pending', ...extra },
  })

const readLead = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 })

beforeAll(async () => {
  payload = await cms()
  // Rows other test files left pending are delivered first, so each test below watches only its own rows.
  const crm = await fakeCrm(() => 200)
  await worker(crm.url, { batchSize: 100 }).sweep()
  await crm.close()
})

describe(`lead delivery on ${dialect}`, () => {
  it('retries a webhook that fails twice and delivers on the 3rd attempt, signed', async () => {
    const crm = await fakeCrm((_entry, seen) => (seen <= 2 ? 503 : 200))
    const time = clock()
    const delivery = worker(crm.url, { now: time.now })
    const lead = await createLead('Ольга Петрова', { comment: 'Перезвоните после 18:00' })

    expect((await delivery.sweep()).retried).toBe(1)
    const afterFirst = await readLead(lead.id)
    expect(afterFirst).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, delivery_error: 'webhook: HTTP 503' })
    expect(Date.parse(afterFirst.delivery_next_at!)).toBe(time.now() + 1_000)

    // Not due yet: a sweep before the backoff ends leaves the lead alone.
    expect((await delivery.sweep()).claimed).toBe(0)
    time.advance(1_000)
    expect((await delivery.sweep()).retried).toBe(1)
    const afterSecond = await readLead(lead.id)
    expect(afterSecond.delivery_attempts).toBe(2)
    expect(Date.parse(afterSecond.delivery_next_at!)).toBe(time.now() + 2_000)

    time.advance(2_000)
    expect((await delivery.sweep()).delivered).toBe(1)
    const delivered = await readLead(lead.id)
    expect(delivered).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 3, delivery_error: null, delivered_to: 'webhook' })
    expect(Date.parse(delivered.delivered_at!)).toBe(time.now())
    expect(delivered.delivery_next_at).toBeNull()

    const mine = crm.received.filter((entry) => entry.deliveryId === `lead-${lead.id}`)
    expect(mine).toHaveLength(3)
    for (const entry of mine) {
      expect(verifySignature(entry.body, entry.signature, SECRET)).toBe(true)
      expect(Number(entry.timestamp)).toBeGreaterThan(0)
    }
    expect(JSON.parse(mine[2]!.body)).toMatchObject({
      event: 'lead.created',
      lead: { id: lead.id, type: 'callback', name: 'Ольга Петрова', comment: 'Перезвоните после 18:00' },
    })

    // Delivered means done: later sweeps send nothing more.
    time.advance(60_000)
    await delivery.sweep()
    expect(crm.received.filter((entry) => entry.deliveryId === `lead-${lead.id}`)).toHaveLength(3)
    await crm.close()
  })

  it('keeps a lead whose sink is down in the table, with its attempts, error and next attempt, until it is marked failed', async () => {
    const down = await fakeCrm(() => 200)
    await down.close() // nothing listens on this port any more
    const time = clock()
    const delivery = worker(down.url, { now: time.now, maxAttempts: 3 })
    const lead = await createLead('Иван Соколов')

    await delivery.sweep()
    const waiting = await readLead(lead.id)
    expect(waiting).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1 })
    expect(waiting.delivery_error).toBe('webhook: ECONNREFUSED')
    expect(Date.parse(waiting.delivery_next_at!)).toBe(time.now() + 1_000)

    time.advance(1_000)
    await delivery.sweep()
    time.advance(2_000)
    await delivery.sweep()
    const failed = await readLead(lead.id)
    expect(failed).toMatchObject({ delivery_status: 'failed', delivery_attempts: 3, delivery_next_at: null })
    expect(failed.delivery_error).toBe('webhook: ECONNREFUSED')

    // A manager sets it back to pending: the retries start afresh and, with the CRM back, it is delivered.
    await payload.update({ collection: 'leads', id: lead.id, data: { delivery_status: 'pending' }, depth: 0 })
    expect(await readLead(lead.id)).toMatchObject({
      delivery_status: 'pending',
      delivery_attempts: 0,
      delivery_error: null,
      delivery_next_at: null,
    })
    const crm = await fakeCrm(() => 204)
    await worker(crm.url, { now: time.now }).sweep()
    expect(await readLead(lead.id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 1 })
    await crm.close()
  })

  it('lets two workers sweep at once without delivering any lead twice', async () => {
    const crm = await fakeCrm(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 200
    })
    const leads = await Promise.all(Array.from({ length: 16 }, (_, index) => createLead(`Параллельный ${index + 1}`)))
    const [first, second] = [worker(crm.url, { batchSize: 3 }), worker(crm.url, { batchSize: 3 })]
    const reports = await Promise.all([first.sweep(), second.sweep(), first.sweep(), second.sweep()])

    const ids = leads.map((lead) => `lead-${lead.id}`)
    const counts = ids.map((id) => crm.received.filter((entry) => entry.deliveryId === id).length)
    expect(counts).toEqual(ids.map(() => 1))
    expect(reports[0]!.claimed + reports[1]!.claimed).toBe(16)
    const stored = await Promise.all(leads.map((lead) => readLead(lead.id)))
    expect(stored.every((lead) => lead.delivery_status === 'delivered' && lead.delivery_attempts === 1)).toBe(true)
    console.log(
      `[delivery] ${dialect}: 2 workers, 16 leads → claimed ${reports[0]!.claimed} + ${reports[1]!.claimed}, webhook calls ${counts.length}`,
    )
    await crm.close()
  })

  it('re-claims a lead whose worker died mid-delivery once its lease ends, and ignores the dead claim', async () => {
    const { claimDue, markDelivered } = await import('@/features/delivery/outbox')
    const lead = await createLead('Анна Лиса')
    const now = Date.now()
    const dead = await claimDue(payload, 'leads', { now, leaseMs: 60_000, limit: 100, token: 'dead-worker' })
    expect(dead.map((row) => row.id)).toContain(lead.id)
    expect(await claimDue(payload, 'leads', { now: now + 59_000, leaseMs: 60_000, limit: 100, token: 'early' })).toEqual([])
    const again = await claimDue(payload, 'leads', { now: now + 60_000, leaseMs: 60_000, limit: 100, token: 'successor' })
    expect(again).toEqual([{ id: lead.id, attempt: 2, deliveredTo: [] }])
    expect(await markDelivered(payload, 'leads', { id: lead.id, token: 'dead-worker', deliveredTo: ['webhook'], now })).toBe(false)
    expect(await markDelivered(payload, 'leads', { id: lead.id, token: 'successor', deliveredTo: ['webhook'], now })).toBe(true)
  })

  it('never hands one row to two of many simultaneous claims', async () => {
    const { claimDue } = await import('@/features/delivery/outbox')
    await Promise.all(Array.from({ length: 30 }, (_, index) => createLead(`Гонка ${index + 1}`)))
    const now = Date.now()
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, index) => claimDue(payload, 'leads', { now, leaseMs: 60_000, limit: 4, token: `claimer-${index}` })),
    )
    const ids = claims.flat().map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThan(0)
    console.log(`[delivery] ${dialect}: 12 simultaneous claims of ≤4 → ${ids.length} rows claimed, ${ids.length - new Set(ids).size} twice`)
  })
})

describe(`CSV export on ${dialect}`, () => {
  let token: string
  let bookingId: number

  beforeAll(async () => {
    const env = serverEnv()
    const login = await payload.login({ collection: 'users', data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } })
    token = login.token!
    bookingId = (await createLead('Мария; "Бронь"', { type: 'booking', booked_price: 9_870_000, hold_until: '2026-12-01T09:00:00.000Z' }))
      .id
  })

  afterAll(async () => {
    await payload.delete({ collection: 'leads', id: bookingId, depth: 0 })
  })

  const get = (path: string, headers: Record<string, string> = {}) => {
    const url = new URL(`http://localhost/cms-api/${path}`)
    return cmsRoute.GET(new Request(url, { headers }), { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  }

  it('refuses an anonymous request', async () => {
    const response = await get('leads/export.csv')
    expect(response.status).toBe(401)
    expect(await response.text()).not.toContain('Мария')
  })

  it('exports the filtered leads as a Russian-Excel CSV', async () => {
    const response = await get('leads/export.csv?where[type][equals]=booking&sort=-createdAt', { authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe(
      'Номер;Создана (МСК);Тип;Статус;Ответственный;Имя;Телефон;E-mail;Комментарий;Комментарии отдела продаж;Помещение;' +
        'Ипотечная программа;Зафиксированная цена (₽);Бронь действует до (МСК);Страница;' +
        'utm_source;utm_medium;utm_campaign;utm_content;utm_term;yclid;gclid;ClientID Метрики;Страница входа;Откуда пришёл;' +
        'Время перехода (МСК);Доставка;Попыток доставки;Ошибка доставки',
    )
    const rows = lines.slice(1).filter(Boolean)
    expect(rows.length).toBe(Number(response.headers.get('x-export-rows')))
    expect(rows.every((row) => row.split(';')[2] === 'Бронирование')).toBe(true)
    const mine = rows.find((row) => row.startsWith(`${bookingId};`))!
    expect(mine).toContain(';Бронирование;новая;;"Мария; ""Бронь""";+79215550000;')
    expect(mine).toContain(';9870000;01.12.2026 12:00;')
  })

  it('says in Russian that delivery is not configured, on waiting leads and in the CSV', async () => {
    const waiting = await payload.create({
      collection: 'leads',
      data: { type: 'consultation', name: 'Ждущий Лид', phone: '+79215550001', delivery_status: 'pending' },
    })
    // An older build's English note is replaced too.
    const noted = await payload.create({
      collection: 'leads',
      data: {
        type: 'consultation',
        name: 'Старая Заметка',
        phone: '+79215550002',
        delivery_status: 'pending',
        delivery_error: 'no sink configured: set LEADS_WEBHOOK_URL and/or SMTP_URL (the lead waits and is sent once one is set)',
      },
    })
    const report = await worker('http://127.0.0.1:9/unused', { sinks: [] }).sweep()
    expect(report.claimed).toBe(0)
    for (const id of [waiting.id, noted.id]) {
      const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
      expect(lead).toMatchObject({ delivery_status: 'pending', delivery_error: DELIVERY_NOT_CONFIGURED })
      expect(deliveryStatusText(lead)).toMatch(/^доставка не настроена: /)
    }
    const csv = await (await get(`leads/export.csv?search=${encodeURIComponent('Ждущий')}`, { authorization: `JWT ${token}` })).text()
    const row = csv.split('\r\n').find((line) => line.startsWith(`${waiting.id};`))!
    // «Доставка» then «Попыток доставки» (0): the status column says it, not «Ожидает отправки».
    expect(row).toContain(`;"${DELIVERY_NOT_CONFIGURED}";0;`)
    expect(row).not.toContain('Ожидает отправки')
  })

  it('follows the list search and exports subscribers too', async () => {
    const found = await (await get(`leads/export.csv?search=${encodeURIComponent('Мария')}`, { authorization: `JWT ${token}` })).text()
    expect(found).toContain('"Мария; ""Бронь"""')
    expect(found).not.toContain('Ольга Петрова')

    const subscribers = await get('subscribers/export.csv', { authorization: `JWT ${token}` })
    expect(subscribers.status).toBe(200)
    // text() drops the BOM as any decoder does; the bytes were checked above.
    expect((await subscribers.text()).split('\r\n')[0]).toBe(
      'Номер;Подписан (МСК);Имя;E-mail;Согласие на рассылку;Тип запроса;Страница;Доставка',
    )
    expect((await get('subscribers/export.csv')).status).toBe(401)
  })
})
