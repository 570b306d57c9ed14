// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { amoCrmSink } from './amocrm'
import { sinkFailure } from './backoff'
import { bitrix24Sink } from './bitrix24'
import { emailMessage, webhookBody } from './message'
import { FakeAmoCrm } from './testing/fake-amocrm'
import { FakeBitrix24 } from './testing/fake-bitrix24'
import { leadFixture } from './testing/fixtures'

const TOKEN = 'amo-long-lived-token-0123456789'
const fakes: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})
const portal = async () => {
  const fake = await new FakeBitrix24().start()
  fakes.push(fake)
  return fake
}
const account = async () => {
  const fake = await new FakeAmoCrm(TOKEN).start()
  fakes.push(fake)
  return fake
}

/** A lead that came from a Yandex Direct ad: the attribution the site stored with it. */
const fromAd = {
  utm_source: 'yandex',
  utm_medium: 'cpc',
  utm_campaign: 'autumn',
  yclid: '8425617190',
  gclid: null,
  client_id: '1732300000123456789',
  landing_page: '/flats?utm_source=yandex&yclid=8425617190',
  referrer: 'https://yandex.ru/',
  attributed_at: '2026-11-21T08:00:00.000Z',
}

/** The booking of lead 42 as the worker reads it after a manager's n-th change of the hold. */
const booking = (holdVersion: number, holdUntil: string, crmRefs: string | null = null) =>
  leadFixture(42, { ...fromAd, hold_version: holdVersion, hold_until: holdUntil, crm_refs: crmRefs, updatedAt: '2026-11-23T10:00:00.000Z' })

describe('the attribution reaches every sink', () => {
  it('Bitrix24: UTM fields, and the ad click, ClientID, landing page and referrer in the comments', async () => {
    const fake = await portal()
    await bitrix24Sink({ webhookUrl: fake.webhookUrl }).deliver(leadFixture(7, fromAd))
    const lead = fake.leads[0]!
    expect(lead).toMatchObject({ UTM_SOURCE: 'yandex', UTM_MEDIUM: 'cpc', UTM_CAMPAIGN: 'autumn', ORIGIN_ID: '7' })
    for (const line of [
      'Клик Яндекс Директа (yclid): 8425617190',
      'ClientID Метрики: 1732300000123456789',
      'Страница входа: /flats?utm_source=yandex&yclid=8425617190',
      'Откуда пришёл: https://yandex.ru/',
      'Время перехода: 21 ноября 2026, 11:00 (МСК)',
    ])
      expect(String(lead.COMMENTS).split('\n')).toContain(line)
  })

  it('amoCRM: the deal’s tracking fields, the responsible user and the source the admin set', async () => {
    const fake = await account()
    await amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, responsibleUserId: 3141, sourceName: 'Сайт: Директ' }).deliver(
      leadFixture(7, fromAd),
    )
    const request = fake.unsorted[0]!.request as { source_name: string; _embedded: { leads: Record<string, unknown>[] } }
    expect(request.source_name).toBe('Сайт: Директ')
    expect(request._embedded.leads[0]!.responsible_user_id).toBe(3141)
    expect(request._embedded.leads[0]!.custom_fields_values).toEqual([
      { field_code: 'UTM_SOURCE', values: [{ value: 'yandex' }] },
      { field_code: 'UTM_MEDIUM', values: [{ value: 'cpc' }] },
      { field_code: 'UTM_CAMPAIGN', values: [{ value: 'autumn' }] },
      { field_code: 'YCLID', values: [{ value: '8425617190' }] },
      { field_code: '_YM_UID', values: [{ value: '1732300000123456789' }] },
      { field_code: 'REFERRER', values: [{ value: 'https://yandex.ru/' }] },
    ])
  })

  it('the webhook’s JSON and the e-mail', () => {
    const record = leadFixture(7, fromAd)
    const body = JSON.parse(webhookBody(record, new Date('2026-11-22T12:00:00Z'))) as { lead: { attribution: unknown } }
    expect(body.lead.attribution).toEqual({ ...fromAd, utm_source: 'yandex' })
    expect(emailMessage(record).text).toContain('Клик Яндекс Директа (yclid): 8425617190\nClientID Метрики: 1732300000123456789')
  })
})

describe('a manager’s hold change reaches the CRMs once', () => {
  it('Bitrix24: the lead is updated and its timeline says so, once however often it is retried', async () => {
    const fake = await portal()
    const sink = bitrix24Sink({ webhookUrl: fake.webhookUrl })
    await sink.deliver(booking(0, '2026-11-25T11:05:00.000Z'))
    await sink.deliver(booking(1, '2026-11-28T11:05:00.000Z'))
    await sink.deliver(booking(1, '2026-11-28T11:05:00.000Z'))
    expect(fake.leads).toHaveLength(1)
    expect(fake.leads[0]!.COMMENTS).toContain('Бронь действует до: 28 ноября 2026, 14:05 (МСК)')
    expect(fake.comments.map((comment) => comment.COMMENT.split('\n')[0])).toEqual([
      'Бронь продлена до 28 ноября 2026, 14:05 (МСК). Цена брони 12\u00a0450\u00a0000\u00a0₽ действует до этого срока.',
    ])
    // Released: the deadline became the moment of the release.
    await sink.deliver(booking(2, '2026-11-23T10:00:00.000Z'))
    expect(fake.comments.map((comment) => comment.COMMENT.split('\n')[0])).toEqual([
      expect.stringMatching(/^Бронь продлена/),
      'Бронь снята 23 ноября 2026, 13:00 (МСК): помещение снова в продаже на сайте.',
    ])
  })

  it('amoCRM: a note on the deal the lead became, once; without the deal’s id the row fails with the reason', async () => {
    const fake = await account()
    const remembered: [number, number][] = []
    const sink = amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, remember: async (lead, deal) => void remembered.push([lead, deal]) })
    await sink.deliver(booking(0, '2026-11-25T11:05:00.000Z'))
    const deal = fake.dealId(fake.unsorted[0]!)
    expect(remembered).toEqual([[42, deal]])
    await sink.deliver(booking(1, '2026-11-28T11:05:00.000Z', `amocrm:${deal}`))
    await sink.deliver(booking(1, '2026-11-28T11:05:00.000Z', `amocrm:${deal}`))
    expect(fake.unsorted).toHaveLength(1)
    const holdNotes = fake.notes.filter((note) => note.text.startsWith('Бронь'))
    expect(holdNotes).toEqual([
      {
        entity_id: deal,
        note_type: 'common',
        text: expect.stringMatching(
          /^Бронь продлена до 28 ноября 2026, 14:05 \(МСК\)\..*\nЗаявка на сайте: novaya-zarya-site#42 · изменение брони 1$/s,
        ),
      },
    ])

    const error = await sink.deliver(booking(2, '2026-11-23T10:00:00.000Z')).catch((caught: unknown) => caught)
    expect(sinkFailure(error).retryable).toBe(false)
    expect(String((error as Error).message)).toBe(
      'amoCRM: номер сделки заявки 42 неизвестен (ответ на её создание потерялся) — внесите изменение брони в сделку вручную',
    )
  })
})
