// Leads to the CRMs the sales team uses (README «Подключение CRM») against a real database, on SQLite and — when
// TEST_DATABASE_URL is set — PostgreSQL: a lead stores the attribution its request's cookies carry; a manager's hold
// change reaches a (fake) Bitrix24 through the outbox and nowhere else; a sale becomes a Metrica offline conversion,
// downloadable and uploaded to a fake Metrica once; «Интеграции с CRM» keeps secrets write-only and checks a CRM.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import * as requestsRoute from '@/app/api/requests/route'
import { cms } from '@/cms/client'
import { bitrix24Sink, DeliveryWorker, startCrmIntegrations, type Sink } from '@/features/delivery'
import { runOfflineConversionsUpload } from '@/features/delivery/offline-conversions'
import { FakeBitrix24 } from '@/features/delivery/testing/fake-bitrix24'
import { FakeMetrika } from '@/features/delivery/testing/fake-metrika'
import { attributionCookie, attributionOfVisit } from '@/features/leads/attribution'

const dialect = inject('dialect')
const PASSWORD = 'crm-test-2026-password'
const CSRF = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
let payload: Payload
const tokens: Record<'admin' | 'sales' | 'editor', string> = {} as never

async function rest(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const headers = new Headers(options.token ? { authorization: `JWT ${options.token}` } : {})
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const response = await cmsRoute[method](request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, text: await response.text() }
}

const fakes: { close(): Promise<void> }[] = []

beforeAll(async () => {
  payload = await cms()
  for (const role of ['admin', 'sales', 'editor'] as const) {
    const email = `${role}-${dialect}@crm.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: `Тест ${role}`, role }, depth: 0 })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token!
  }
})

afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()))
})

describe(`attribution of a lead on ${dialect}`, () => {
  it('stores the click the cookie kept and the ClientID, and the leads CSV shows them', async () => {
    const click = attributionOfVisit(
      new URL('https://novaya-zarya.example/flats?utm_source=yandex&utm_medium=cpc&yclid=8425617190'),
      'https://yandex.ru/',
      ['novaya-zarya.example'],
      new Date('2026-11-20T09:00:00.000Z'),
    )!
    const body = new FormData()
    for (const [key, value] of Object.entries({ type: 'consultation', name: 'Анна Смирнова', phone: '+7 921 555-40-40', website: '' }))
      body.append(key, value)
    // A later page's own tags lose to the click the visitor came with.
    body.append('utm_source', 'vk')
    const cookie = `csrftoken=${CSRF}; ${attributionCookie(click, true).split(';')[0]}; nz_ym_cid=1732300000123456789`
    const response = await requestsRoute.POST(
      new Request('http://localhost/api/requests/', { method: 'POST', body, headers: { cookie, 'x-csrftoken': CSRF } }),
      { params: Promise.resolve({}) },
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect(await payload.findByID({ collection: 'leads', id, depth: 0 })).toMatchObject({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      yclid: '8425617190',
      client_id: '1732300000123456789',
      landing_page: '/flats?utm_source=yandex&utm_medium=cpc&yclid=8425617190',
      referrer: 'https://yandex.ru/',
      attributed_at: '2026-11-20T09:00:00.000Z',
    })
    const csv = await rest('GET', `leads/export.csv?where[id][equals]=${id}`, { token: tokens.sales })
    const [header, row] = csv.text.replace(/^\uFEFF/, '').split('\r\n')
    const cells = Object.fromEntries(header!.split(';').map((name, index) => [name, row!.split(';')[index]]))
    expect(cells).toMatchObject({
      utm_source: 'yandex',
      yclid: '8425617190',
      'ClientID Метрики': '1732300000123456789',
      'Откуда пришёл': 'https://yandex.ru/',
      'Время перехода (МСК)': '20.11.2026 12:00',
    })
  })
})

describe(`a hold change reaches the CRM on ${dialect}`, () => {
  it('once, through the outbox, and the webhook is not sent again', async () => {
    const bitrix = await new FakeBitrix24().start()
    fakes.push(bitrix)
    const webhookCalls: number[] = []
    const webhook: Sink = { name: 'webhook', deliver: async (record) => void webhookCalls.push(record.id) }
    const flat = (
      await payload.find({
        collection: 'properties',
        where: { status: { equals: 'available' } },
        sort: 'ref_id',
        limit: 1,
        depth: 0,
        page: 9,
      })
    ).docs[0]!
    const holdUntil = new Date(Date.now() + 3 * 24 * 3600_000).toISOString()
    await payload.update({ collection: 'properties', id: flat.id, data: { status: 'booked', hold_until: holdUntil }, depth: 0 })
    const lead = await payload.create({
      collection: 'leads',
      data: { type: 'booking', name: 'Ирина', phone: '+79215550199', property: flat.id, hold_until: holdUntil, booked_price: flat.price },
      depth: 0,
    })
    const worker = new DeliveryWorker({
      payload: cms,
      sinks: [webhook, bitrix24Sink({ webhookUrl: bitrix.webhookUrl })],
      intervalMs: 60_000,
    })
    try {
      // Other tests' leads may be pending too: the sweep delivers them alike; this one is what is looked at.
      await worker.sweep()
      expect(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).toMatchObject({
        delivery_status: 'delivered',
        delivered_to: 'webhook,bitrix24',
      })
      const extended = await rest('POST', `leads/${lead.id}/hold`, { token: tokens.sales, body: { action: 'extend', days: 2 } })
      expect(extended.status).toBe(200)
      expect(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).toMatchObject({
        delivery_status: 'pending',
        delivered_to: 'webhook',
        hold_version: 1,
      })
      await worker.sweep()
      await worker.sweep()
      expect(await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).toMatchObject({
        delivery_status: 'delivered',
        delivered_to: 'webhook,bitrix24',
      })
      expect(webhookCalls.filter((id) => id === lead.id)).toHaveLength(1)
      const ours = bitrix.leads.filter((item) => item.ORIGIN_ID === String(lead.id))
      expect(ours).toHaveLength(1)
      const notes = bitrix.comments.filter((comment) => comment.ENTITY_ID === Number(ours[0]!.ID)).map((comment) => comment.COMMENT)
      expect(notes).toHaveLength(1)
      expect(notes[0]).toMatch(/^Бронь продлена до /)
    } finally {
      await worker.stop()
      await payload.delete({ collection: 'leads', id: lead.id, depth: 0 })
      await payload.update({ collection: 'properties', id: flat.id, data: { status: 'available', hold_until: null }, depth: 0 })
    }
  })
})

describe(`Metrica offline conversions on ${dialect}`, () => {
  it('a sale with a ClientID is in the file, and the scheduled upload sends it once', async () => {
    const metrika = await new FakeMetrika().start()
    fakes.push(metrika)
    const lead = await payload.create({
      collection: 'leads',
      data: { type: 'consultation', name: 'Пётр', phone: '+79215550177', client_id: '1732300000999', delivery_status: 'delivered' },
      depth: 0,
    })
    await payload.update({ collection: 'leads', id: lead.id, data: { status: 'won' }, depth: 0 })
    const wonAt = (await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).won_at!
    const line = `1732300000999,crm_won,${Math.floor(Date.parse(wonAt) / 1000)},,`
    expect((await rest('GET', 'leads/offline-conversions.csv', { token: tokens.editor })).status).toBe(403)
    const file = await rest('GET', 'leads/offline-conversions.csv', { token: tokens.sales })
    expect(file.status).toBe(200)
    expect(file.text.split('\n')).toContain(line)

    await payload.updateGlobal({
      slug: 'crm-integrations',
      data: { metrika: { enabled: true, counter_id: metrika.counterId, new_token: metrika.token } },
      depth: 0,
    })
    const first = await runOfflineConversionsUpload(payload, { baseUrl: metrika.baseUrl })
    expect(first.uploaded).toBeGreaterThanOrEqual(1)
    expect(metrika.uploads[0]!.map((row) => Object.values(row).join(','))).toContain(line)
    expect((await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).conversion_uploaded_at).toBeTruthy()
    expect(await runOfflineConversionsUpload(payload, { baseUrl: metrika.baseUrl })).toEqual({ uploaded: 0 })
    expect(metrika.uploads).toHaveLength(1)
  })
})

describe(`«Интеграции с CRM» on ${dialect}`, () => {
  it('keeps the webhook write-only and checks the connection with a test lead', async () => {
    const bitrix = await new FakeBitrix24().start()
    fakes.push(bitrix)
    await payload.updateGlobal({
      slug: 'crm-integrations',
      data: { bitrix24: { enabled: true, new_webhook_url: bitrix.webhookUrl, source_id: 'WEB' } },
      depth: 0,
    })
    const read = await rest('GET', 'globals/crm-integrations', { token: tokens.admin })
    expect(read.text).not.toContain(bitrix.webhookUrl)
    expect(JSON.parse(read.text).bitrix24).toMatchObject({ enabled: true, new_webhook_url: null, source_id: 'WEB' })

    startCrmIntegrations()
    expect((await rest('POST', 'globals/crm-integrations/check', { token: tokens.sales, body: { crm: 'bitrix24' } })).status).toBe(403)
    const check = await rest('POST', 'globals/crm-integrations/check', { token: tokens.admin, body: { crm: 'bitrix24' } })
    const answer = JSON.parse(check.text) as { ok: boolean; message: string }
    expect(answer.ok).toBe(true)
    expect(answer.message).toMatch(/^Битрикс24 принял тестовую заявку № \d+ «Проверка подключения»/)
    expect(bitrix.leads).toEqual([
      expect.objectContaining({ TITLE: 'Консультация с сайта ЖК «Новая Заря»', NAME: 'Проверка подключения', SOURCE_ID: 'WEB' }),
    ])

    await payload.updateGlobal({
      slug: 'crm-integrations',
      data: { bitrix24: { new_webhook_url: `${bitrix.webhookUrl.slice(0, -5)}bad0/` } },
      depth: 0,
    })
    const refused = JSON.parse(
      (await rest('POST', 'globals/crm-integrations/check', { token: tokens.admin, body: { crm: 'bitrix24' } })).text,
    )
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/^Битрикс24 отклонил лид: неверный адрес вебхука/) })
    await payload.updateGlobal({ slug: 'crm-integrations', data: { bitrix24: { enabled: false }, metrika: { enabled: false } }, depth: 0 })
  })
})
