// @vitest-environment node
import nodemailer from 'nodemailer'
import { describe, expect, it, vi } from 'vitest'

import { parseServerEnv } from '@/server/env'

import type { DeliveryRecord } from './record'
import { emailSink, sinksFromEnv, webhookSink } from './sinks'
import { verifySignature } from './signing'

const SECRET = 'crm-shared-secret-123'
const record: DeliveryRecord = {
  collection: 'leads',
  id: 5,
  event: 'lead.created',
  title: 'Новая заявка с сайта ЖК «Новая Заря»',
  lines: [{ label: 'Имя', value: 'Ольга' }],
  data: { id: 5, name: 'Ольга' },
}

describe('webhookSink', () => {
  it('posts signed JSON with the timestamp and delivery id headers', async () => {
    const fetch = vi.fn(async () => new Response('ok', { status: 202 }))
    const sink = webhookSink({ url: 'https://crm.example/hook', secret: SECRET, fetch, now: () => new Date('2026-11-22T11:00:00Z') })
    await sink.deliver(record)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    const headers = init.headers as Record<string, string>
    expect(url).toBe('https://crm.example/hook')
    expect(init.method).toBe('POST')
    expect(headers['content-type']).toBe('application/json; charset=utf-8')
    expect(headers['x-timestamp']).toBe(String(Date.parse('2026-11-22T11:00:00Z') / 1000))
    expect(headers['x-delivery-id']).toBe('lead-5')
    expect(verifySignature(init.body as string, headers['x-signature'], SECRET)).toBe(true)
    expect(JSON.parse(init.body as string)).toMatchObject({ event: 'lead.created', lead: { id: 5, name: 'Ольга' } })
  })

  it('treats any non-2xx answer as a failure naming the status', async () => {
    const sink = webhookSink({ url: 'https://crm.example/hook', secret: SECRET, fetch: async () => new Response('busy', { status: 503 }) })
    await expect(sink.deliver(record)).rejects.toThrow('HTTP 503: busy')
  })

  it('gives up waiting after the timeout', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    const sink = webhookSink({ url: 'https://crm.example/hook', secret: SECRET, fetch: hang, timeoutMs: 30 })
    await expect(sink.deliver(record)).rejects.toThrow('no answer within 0.03 s')
  })
})

describe('emailSink', () => {
  it('sends the Russian message to every recipient', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true })
    const sent = vi.spyOn(transport, 'sendMail')
    await emailSink({ transport, from: 'site@zarya.example', to: ['sales@zarya.example', 'boss@zarya.example'] }).deliver(record)
    const mail = sent.mock.calls[0]![0]
    expect(mail).toMatchObject({ from: 'site@zarya.example', to: ['sales@zarya.example', 'boss@zarya.example'], subject: record.title })
    expect(mail.text).toContain('Имя: Ольга')
  })
})

describe('sinksFromEnv with the CRMs', () => {
  it('adds Bitrix24 and amoCRM as sinks of their own, each one more entry in delivered_to', () => {
    const env = parseServerEnv({
      BITRIX24_WEBHOOK_URL: 'https://zarya.bitrix24.ru/rest/1/abc123secret/',
      BITRIX24_ASSIGNED_BY_ID: '12',
      AMOCRM_BASE_URL: 'https://zarya.amocrm.ru',
      AMOCRM_TOKEN: 'long-lived-token-0123456789',
    })
    expect(env.BITRIX24_DUPLICATES).toBe('comment')
    expect(env.BITRIX24_ASSIGNED_BY_ID).toBe(12)
    expect(sinksFromEnv(env).map((sink) => sink.name)).toEqual(['bitrix24', 'amocrm'])
    expect(sinksFromEnv(parseServerEnv({})).map((sink) => sink.name)).toEqual([])
  })

  it('refuses a CRM set up halfway or wrongly, naming the variable', () => {
    expect(() => parseServerEnv({ BITRIX24_WEBHOOK_URL: 'https://zarya.bitrix24.ru/crm/' })).toThrow(/BITRIX24_WEBHOOK_URL/)
    expect(() => parseServerEnv({ BITRIX24_DUPLICATES: 'merge' })).toThrow(/BITRIX24_DUPLICATES must be comment or new/)
    expect(() => parseServerEnv({ AMOCRM_BASE_URL: 'https://zarya.amocrm.ru' })).toThrow(
      /AMOCRM_TOKEN: AMOCRM_BASE_URL and AMOCRM_TOKEN go together/,
    )
    expect(() => parseServerEnv({ AMOCRM_TOKEN: 'long-lived-token-0123456789' })).toThrow(
      /AMOCRM_BASE_URL: AMOCRM_BASE_URL and AMOCRM_TOKEN go together/,
    )
    expect(() => parseServerEnv({ AMOCRM_PIPELINE_ID: 'main' })).toThrow(/AMOCRM_PIPELINE_ID must be a pipeline id/)
  })
})
