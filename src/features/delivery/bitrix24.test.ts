// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import type { Subscriber } from '@/cms/payload-types'

import { nextAttemptDelayMs, sinkFailure } from './backoff'
import { bitrix24Sink } from './bitrix24'
import { DeliveryError } from './crm'
import { subscriberRecord } from './record'
import { FakeBitrix24 } from './testing/fake-bitrix24'
import type { FakeOptions } from './testing/fake-server'
import { leadFixture, program } from './testing/fixtures'

const fakes: FakeBitrix24[] = []
async function portal(options: FakeOptions = {}) {
  const fake = await new FakeBitrix24('k3y5ecret0token', options).start()
  fakes.push(fake)
  return fake
}
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

const ours = (fake: FakeBitrix24, id: number) =>
  fake.leads.filter((lead) => lead.ORIGINATOR_ID === 'novaya-zarya-site' && lead.ORIGIN_ID === String(id))

describe('bitrix24Sink', () => {
  it('adds the lead with its contacts, attribution, property, comment and our id', async () => {
    const fake = await portal()
    await bitrix24Sink({ webhookUrl: fake.webhookUrl, sourceId: 'WEB', assignedById: 12 }).deliver(leadFixture(42))
    expect(fake.leads).toHaveLength(1)
    const lead = fake.leads[0]!
    expect(lead).toMatchObject({
      TITLE: 'Бронирование: Квартира № 112, 2-комн., 54,3\u00a0м², этаж 7 (код NZ-1-112)',
      NAME: 'Ольга Петрова',
      PHONE: [{ VALUE: '+79215550042', VALUE_TYPE: 'WORK' }],
      EMAIL: [{ VALUE: 'olga42@example.ru', VALUE_TYPE: 'WORK' }],
      UTM_SOURCE: 'yandex',
      UTM_MEDIUM: 'cpc',
      UTM_CAMPAIGN: 'autumn',
      ORIGINATOR_ID: 'novaya-zarya-site',
      ORIGIN_ID: '42',
      SOURCE_ID: 'WEB',
      ASSIGNED_BY_ID: 12,
      OPPORTUNITY: 12_450_000,
      CURRENCY_ID: 'RUB',
    })
    // UTM the lead does not have are left out, not sent empty.
    expect(lead).not.toHaveProperty('UTM_TERM')
    expect(lead.COMMENTS).toContain('Помещение: Квартира № 112')
    expect(lead.COMMENTS).toContain('Комментарий: Перезвоните после 18:00')
    expect(lead.COMMENTS).toContain('Бронь действует до: 25 ноября 2026, 14:05 (МСК)')
    expect(fake.calls.map((call) => call.method)).toEqual(['crm.lead.list', 'crm.duplicate.findbycomm', 'crm.lead.add'])
    expect(fake.calls[1]!.params).toEqual({ entity_type: 'LEAD', type: 'PHONE', values: ['+79215550042'] })
  })

  it('titles a mortgage request by its programme and names it in the comments', async () => {
    const fake = await portal()
    const record = leadFixture(7, { type: 'mortgage', property: null, booked_price: null, mortgage_program: program })
    await bitrix24Sink({ webhookUrl: fake.webhookUrl }).deliver(record)
    expect(fake.leads[0]!.TITLE).toBe('Заявка на ипотеку: Семейная ипотека')
    expect(fake.leads[0]!.COMMENTS).toContain('Ипотечная программа: Семейная ипотека')
    expect(fake.leads[0]).not.toHaveProperty('SOURCE_ID')
  })

  it('never doubles a lead whose answer was lost: the retry finds it by ORIGIN_ID', async () => {
    const fake = await portal({ fault: ({ path }) => (path.endsWith('crm.lead.add.json') ? { kind: 'lose-answer' } : null) })
    const sink = bitrix24Sink({ webhookUrl: fake.webhookUrl })
    const error = await sink.deliver(leadFixture(5)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DeliveryError)
    expect(sinkFailure(error).retryable).toBe(true)
    expect(ours(fake, 5)).toHaveLength(1)
    await sink.deliver(leadFixture(5))
    await sink.deliver(leadFixture(5))
    expect(ours(fake, 5)).toHaveLength(1)
  })

  it('turns a repeat buyer’s request into one comment on their latest lead when duplicates=comment', async () => {
    let lose = true
    const fake = await portal({
      fault: ({ path }) => {
        if (!lose || !path.endsWith('crm.timeline.comment.add.json')) return null
        lose = false
        return { kind: 'lose-answer' }
      },
    })
    fake.seedLead({ TITLE: 'Звонок', PHONE: [{ VALUE: '8 (921) 555-00-09', VALUE_TYPE: 'MOBILE' }] })
    const latest = fake.seedLead({ TITLE: 'Звонок 2', PHONE: [{ VALUE: '+7 921 555 00 09', VALUE_TYPE: 'WORK' }] })
    // A long timeline: the earlier attempt's comment lands past the first page of the 50 oldest.
    for (let index = 0; index < 60; index++)
      fake.comments.push({ ID: `c${index}`, ENTITY_ID: Number(latest.ID), ENTITY_TYPE: 'lead', COMMENT: `Звонок ${index}` })
    const sink = bitrix24Sink({ webhookUrl: fake.webhookUrl, duplicates: 'comment' })
    await expect(sink.deliver(leadFixture(9))).rejects.toThrow('Битрикс24 не ответил')
    await sink.deliver(leadFixture(9))
    expect(fake.leads).toHaveLength(2)
    const added = fake.comments.slice(60)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ ENTITY_ID: Number(latest.ID), ENTITY_TYPE: 'lead' })
    expect(added[0]!.COMMENT).toContain('Повторная заявка с сайта: Бронирование: Квартира № 112')
    expect(added[0]!.COMMENT).toContain('Ольга Петрова, +79215550009')
  })

  it('adds a new lead noting the earlier ones when duplicates=new', async () => {
    const fake = await portal()
    const earlier = fake.seedLead({ TITLE: 'Звонок', PHONE: [{ VALUE: '+79215550009', VALUE_TYPE: 'WORK' }] })
    await bitrix24Sink({ webhookUrl: fake.webhookUrl, duplicates: 'new' }).deliver(leadFixture(9))
    expect(fake.comments).toHaveLength(0)
    expect(ours(fake, 9)).toHaveLength(1)
    expect(ours(fake, 9)[0]!.COMMENTS).toContain(`Повторное обращение: лиды ${earlier.ID}`)
  })

  it('waits as a 429 says, and retries an outage or a dead server', async () => {
    const limited = await portal({ fault: () => ({ kind: 'rate-limit', retryAfterS: 30 }) })
    const error = await bitrix24Sink({ webhookUrl: limited.webhookUrl })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('Битрикс24 просит подождать 30 с (HTTP 429)')
    expect(nextAttemptDelayMs(1, 12, [sinkFailure(error)])).toBe(30_000)

    // The documented request limit: 503 with QUERY_LIMIT_EXCEEDED and no Retry-After.
    const bucket: typeof fetch = async () =>
      Response.json({ error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' }, { status: 503 })
    const drained = await bitrix24Sink({ webhookUrl: limited.webhookUrl, fetch: bucket })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((drained as Error).message).toBe('Битрикс24 просит подождать 1 с (HTTP 503)')
    expect(sinkFailure(drained)).toEqual({ retryable: true, retryAfterMs: 1_000 })

    const down = await portal({ fault: () => ({ kind: 'outage' }) })
    const outage = await bitrix24Sink({ webhookUrl: down.webhookUrl })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((outage as Error).message).toMatch(/^Битрикс24 недоступен: HTTP 503/)
    expect(sinkFailure(outage)).toEqual({ retryable: true })

    const gone = await portal()
    const url = gone.webhookUrl
    await gone.close()
    fakes.splice(fakes.indexOf(gone), 1)
    const refused = await bitrix24Sink({ webhookUrl: url })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((refused as Error).message).toBe('Битрикс24 не ответил: ECONNREFUSED')
    expect(sinkFailure(refused).retryable).toBe(true)
  })

  it('fails for good on a refusal, in Russian, without the webhook’s secret', async () => {
    const fake = await portal()
    const wrong = fake.webhookUrl.replace('k3y5ecret0token', 'wr0ngs3cret')
    const error = await bitrix24Sink({ webhookUrl: wrong })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((error as Error).message).toBe(
      'Битрикс24 отклонил лид: неверный адрес вебхука («Интеграции с CRM» или BITRIX24_WEBHOOK_URL) — Invalid request credentials (HTTP 401)',
    )
    expect((error as Error).message).not.toContain('wr0ngs3cret')
    expect(nextAttemptDelayMs(1, 12, [sinkFailure(error)])).toBeNull()
    expect(fake.leads).toHaveLength(0)
  })

  it('accepts a subscriber without calling the CRM', async () => {
    const fake = await portal()
    const subscriber = { id: 3, name: 'Иван', email: 'ivan@example.ru', createdAt: '', updatedAt: '' } as Subscriber
    await bitrix24Sink({ webhookUrl: fake.webhookUrl }).deliver(subscriberRecord(subscriber))
    expect(fake.calls).toHaveLength(0)
  })
})
