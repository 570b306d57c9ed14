// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { amoCrmSink } from './amocrm'
import { nextAttemptDelayMs, sinkFailure } from './backoff'
import { FakeAmoCrm } from './testing/fake-amocrm'
import type { FakeOptions } from './testing/fake-server'
import { leadFixture } from './testing/fixtures'

const TOKEN = 'amo-long-lived-token-0123456789'
const fakes: FakeAmoCrm[] = []
async function account(options: FakeOptions = {}) {
  const fake = await new FakeAmoCrm(TOKEN, options).start()
  fakes.push(fake)
  return fake
}
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

const NOW = Date.parse('2026-11-22T11:06:00.000Z')

describe('amoCrmSink', () => {
  it('adds an unsorted form entry with the contact, the metadata, the attribution and our id', async () => {
    const fake = await account()
    await amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, pipelineId: 555, now: () => NOW }).deliver(leadFixture(42))
    expect(fake.unsorted).toHaveLength(1)
    const sentAt = Date.parse('2026-11-22T11:05:00.000Z') / 1000
    expect(fake.unsorted[0]!.request).toEqual({
      source_name: 'Сайт ЖК «Новая Заря»',
      source_uid: 'novaya-zarya-site-lead-42',
      pipeline_id: 555,
      created_at: sentAt,
      metadata: {
        form_id: 'booking',
        form_name: 'Бронирование',
        form_page: 'https://novaya-zarya.example/booking?ID=NZ-1-112',
        form_sent_at: sentAt,
      },
      _embedded: {
        leads: [
          {
            name: 'Бронирование: Квартира № 112, 2-комн., 54,3\u00a0м², этаж 7 (код NZ-1-112)',
            price: 12_450_000,
            custom_fields_values: [
              { field_code: 'UTM_SOURCE', values: [{ value: 'yandex' }] },
              { field_code: 'UTM_MEDIUM', values: [{ value: 'cpc' }] },
              { field_code: 'UTM_CAMPAIGN', values: [{ value: 'autumn' }] },
            ],
          },
        ],
        contacts: [
          {
            name: 'Ольга Петрова',
            custom_fields_values: [
              { field_code: 'PHONE', values: [{ value: '+79215550042', enum_code: 'WORK' }] },
              { field_code: 'EMAIL', values: [{ value: 'olga42@example.ru', enum_code: 'WORK' }] },
            ],
          },
        ],
      },
    })
    // What unsorted has no field for goes in a note on the new deal.
    expect(fake.notes).toHaveLength(1)
    expect(fake.notes[0]!.entity_id).toBe(fake.dealId(fake.unsorted[0]!))
    expect(fake.notes[0]!.text).toContain('Комментарий: Перезвоните после 18:00')
    expect(fake.notes[0]!.text).toContain('Бронь действует до: 25 ноября 2026, 14:05 (МСК)')
  })

  it('keeps the deal when its note cannot be added, and says so in the log', async () => {
    const fake = await account({ fault: ({ path }) => (path.endsWith('/notes') ? { kind: 'outage' } : null) })
    const warnings: unknown[] = []
    await amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, warn: (fields) => warnings.push(fields) }).deliver(leadFixture(4))
    expect(fake.unsorted).toHaveLength(1)
    expect(fake.notes).toHaveLength(0)
    expect(warnings).toEqual([{ id: 4, crm: 'amocrm', lead_id: fake.dealId(fake.unsorted[0]!), error: 'HTTP 503' }])
  })

  it('counts the refusal of a repeated source_uid as delivered: a lost answer never doubles the lead', async () => {
    let lose = true
    const fake = await account({
      fault: () => {
        if (!lose) return null
        lose = false
        return { kind: 'lose-answer' }
      },
    })
    const sink = amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN })
    await expect(sink.deliver(leadFixture(5))).rejects.toThrow('amoCRM не ответил')
    await sink.deliver(leadFixture(5))
    await sink.deliver(leadFixture(5))
    expect(fake.requests).toHaveLength(3)
    expect(fake.unsorted.map((entry) => entry.source_uid)).toEqual(['novaya-zarya-site-lead-5'])
  })

  it('waits as a 429 says and retries a 503 outage', async () => {
    const limited = await account({ fault: () => ({ kind: 'rate-limit', retryAfterS: 2 }) })
    const error = await amoCrmSink({ baseUrl: limited.baseUrl, token: TOKEN })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('amoCRM просит подождать 2 с (HTTP 429)')
    expect(nextAttemptDelayMs(3, 12, [sinkFailure(error)])).toBe(2_000)

    const down = await account({ fault: () => ({ kind: 'outage' }) })
    const outage = await amoCrmSink({ baseUrl: down.baseUrl, token: TOKEN })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((outage as Error).message).toBe('amoCRM недоступен: HTTP 503 Service temporarily unavailable')
    expect(sinkFailure(outage)).toEqual({ retryable: true })
  })

  it('fails for good on a wrong token, in Russian, without the token', async () => {
    const fake = await account()
    const error = await amoCrmSink({ baseUrl: fake.baseUrl, token: 'stolen-or-expired-token-000' })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((error as Error).message).toBe(
      'amoCRM отклонил лид: неверный или просроченный токен («Интеграции с CRM» или AMOCRM_TOKEN) — Invalid user name or password (HTTP 401)',
    )
    expect((error as Error).message).not.toContain('stolen')
    expect(nextAttemptDelayMs(1, 12, [sinkFailure(error)])).toBeNull()
  })

  it('names the fields amoCRM refused', async () => {
    const fake = await account()
    // A proxy that drops metadata.form_page stands for any field the account refuses.
    const dropFormPage: typeof fetch = (url, init) => {
      const body = JSON.parse(String(init?.body)) as { metadata: Record<string, unknown> }[]
      delete body[0]!.metadata.form_page
      return fetch(url, { ...init, body: JSON.stringify(body) })
    }
    const error = await amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, fetch: dropFormPage })
      .deliver(leadFixture(1))
      .catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('amoCRM отклонил лид: metadata.form_page: This field is missing. (HTTP 400)')
    expect(sinkFailure(error).retryable).toBe(false)
    expect(fake.unsorted).toHaveLength(0)
  })

  it('falls back to the site address as the form page', async () => {
    const fake = await account()
    await amoCrmSink({ baseUrl: fake.baseUrl, token: TOKEN, siteUrl: 'https://novaya-zarya.example' }).deliver(
      leadFixture(2, { page_url: null }),
    )
    expect(fake.unsorted[0]!.request.metadata).toMatchObject({ form_page: 'https://novaya-zarya.example' })
  })
})
