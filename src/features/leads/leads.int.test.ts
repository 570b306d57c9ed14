import { describe, expect, inject, it } from 'vitest'

import * as mailingRoute from '@/app/api/mailing/route'
import * as requestsRoute from '@/app/api/requests/route'
import { cms } from '@/cms/client'

import { MESSAGES } from './leads.schema'

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

type Route = { POST: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

async function post<T>(
  route: Route,
  url: string,
  body: BodyInit,
  options: { csrf?: string | null; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers)
  headers.set('cookie', `csrftoken=${TOKEN}; other=1`)
  if (options.csrf !== null) headers.set('x-csrftoken', options.csrf ?? TOKEN)
  const response = await route.POST(new Request(`http://localhost${url}`, { method: 'POST', body, headers }), {
    params: Promise.resolve({}),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const leadCount = async () => (await (await cms()).count({ collection: 'leads' })).totalDocs

describe(`POST /api/requests/ on ${inject('dialect')}`, () => {
  it('commits the lead before answering 201', async () => {
    const { status, body } = await post<{ id: number; status: string }>(
      requestsRoute,
      '/api/requests/',
      form({
        type: 'callback',
        name: 'Ольга Петрова',
        phone: '8 (921) 555-12-34',
        comment: 'Перезвоните после 18:00',
        client_id: 'GA1.2.123.456',
        utm_source: 'yandex',
        utm_campaign: 'zarya-spring',
        page_url: 'https://novaya-zarya.example/mortgage',
        website: '',
      }),
    )
    expect(status).toBe(201)
    expect(body).toEqual({ id: expect.any(Number), status: 'accepted' })
    // A separate read right after the answer: the row is already committed.
    const lead = await (await cms()).findByID({ collection: 'leads', id: body.id, depth: 0 })
    expect(lead).toMatchObject({
      type: 'callback',
      name: 'Ольга Петрова',
      phone: '+79215551234',
      comment: 'Перезвоните после 18:00',
      client_id: 'GA1.2.123.456',
      utm_source: 'yandex',
      utm_campaign: 'zarya-spring',
      page_url: 'https://novaya-zarya.example/mortgage',
      delivery_status: 'pending',
    })
    expect(lead.form_fields).toMatchObject({
      type: 'callback',
      name: 'Ольга Петрова',
      phone: '8 (921) 555-12-34',
      utm_source: 'yandex',
      website: '',
    })
  })

  it('refuses a write without the CSRF header, or with a wrong one, and stores nothing', async () => {
    const before = await leadCount()
    for (const csrf of [null, 'f'.repeat(32)]) {
      const { status, body } = await post<ErrorBody>(requestsRoute, '/api/requests/', form({ name: 'Иван', phone: '+79991234567' }), {
        csrf,
      })
      expect(status).toBe(403)
      expect(body.error.code).toBe('csrf_failed')
    }
    expect(await leadCount()).toBe(before)
  })

  it('lists field errors with Russian messages and stores nothing', async () => {
    const before = await leadCount()
    const { status, body } = await post<ErrorBody>(
      requestsRoute,
      '/api/requests/',
      form({ name: 'R2-D2', phone: '12345', comment: 'я'.repeat(1001), type: 'gift' }),
    )
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_error')
    expect(body.error.message).toBe(MESSAGES.invalidForm)
    expect(body.error.fields).toEqual({
      name: [MESSAGES.nameFormat],
      phone: [MESSAGES.phoneFormat],
      comment: [MESSAGES.commentLength],
      type: [MESSAGES.typeUnknown],
    })
    const empty = await post<ErrorBody>(requestsRoute, '/api/requests/', form({}))
    expect(empty.body.error.fields).toEqual({ name: [MESSAGES.nameRequired], phone: [MESSAGES.phoneRequired] })
    expect(await leadCount()).toBe(before)
  })

  it('accepts urlencoded and JSON bodies too, with a property by id or ref_id', async () => {
    const payload = await cms()
    const [flat] = (await payload.find({ collection: 'properties', limit: 1, depth: 0, where: { type: { equals: 'flat' } } })).docs
    const urlencoded = await post<{ id: number }>(
      requestsRoute,
      '/api/requests/',
      new URLSearchParams({ type: 'booking', name: 'Анна', phone: '+7 921 000 00 00', property: flat!.ref_id }),
    )
    expect(urlencoded.status).toBe(201)
    expect((await payload.findByID({ collection: 'leads', id: urlencoded.body.id, depth: 0 })).property).toBe(flat!.id)
    const json = await post<{ id: number }>(
      requestsRoute,
      '/api/requests/',
      JSON.stringify({ name: 'Анна', phone: '9210000000', property: flat!.id }),
      {
        headers: { 'content-type': 'application/json' },
      },
    )
    expect(json.status).toBe(201)
    const lead = await payload.findByID({ collection: 'leads', id: json.body.id, depth: 0 })
    expect(lead).toMatchObject({ type: 'consultation', phone: '+79210000000', property: flat!.id })
  })

  it('refuses a property that does not exist', async () => {
    const { status, body } = await post<ErrorBody>(
      requestsRoute,
      '/api/requests/',
      form({ name: 'Анна', phone: '+79210000000', property: 'NO-SUCH-FLAT' }),
    )
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({ property: [MESSAGES.propertyUnknown] })
  })

  it('answers a filled honeypot like any lead but stores it marked as spam', async () => {
    const { status, body } = await post<{ id: number; status: string }>(
      requestsRoute,
      '/api/requests/',
      form({ name: 'Бот Ботов', phone: '+79990000000', website: 'https://spam.example' }),
    )
    expect(status).toBe(201)
    expect(body.status).toBe('accepted')
    const lead = await (await cms()).findByID({ collection: 'leads', id: body.id, depth: 0 })
    expect(lead.delivery_status).toBe('failed')
    expect(lead.delivery_error).toMatch(/^spam/)
  })

  it('answers bad bodies with 4xx JSON, never 5xx', async () => {
    const text = await post<ErrorBody>(requestsRoute, '/api/requests/', 'name=x', { headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    const broken = await post<ErrorBody>(requestsRoute, '/api/requests/', '{"name":', { headers: { 'content-type': 'application/json' } })
    expect(broken.status).toBe(400)
    const array = await post<ErrorBody>(requestsRoute, '/api/requests/', '[1,2]', { headers: { 'content-type': 'application/json' } })
    expect(array.status).toBe(400)
    const huge = await post<ErrorBody>(
      requestsRoute,
      '/api/requests/',
      form({ name: 'Анна', phone: '+79210000000', comment: 'я'.repeat(70_000) }),
    )
    expect(huge.status).toBe(413)
    expect(huge.body.error.code).toBe('payload_too_large')
  })
})

describe(`POST /api/mailing/ on ${inject('dialect')}`, () => {
  const subscribers = async (email: string) =>
    (await (await cms()).find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0, pagination: false })).docs

  it('subscribes with consent by default, once per e-mail', async () => {
    const first = await post<{ status: string }>(mailingRoute, '/api/mailing/', form({ name: 'Мария', email: 'Maria@Example.ru' }))
    expect(first).toEqual({ status: 201, body: { status: 'accepted' } })
    const second = await post(
      mailingRoute,
      '/api/mailing/',
      form({ name: 'Мария Иванова', email: 'maria@example.ru', agree_advertising_mailings: 'true' }),
    )
    expect(second.status).toBe(201)
    const stored = await subscribers('maria@example.ru')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Мария Иванова',
      agree_advertising_mailings: true,
      request_type: 'subscribe',
      delivery_status: 'pending',
    })
  })

  it('refuses a missing consent with the SPEC message and Russian messages for the other fields', async () => {
    const { status, body } = await post<ErrorBody>(
      mailingRoute,
      '/api/mailing/',
      form({ name: '', email: 'not-an-email', agree_advertising_mailings: 'false' }),
    )
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailFormat],
      agree_advertising_mailings: ['пожалуйста, отметьте согласие на получение рекламной рассылки'],
    })
    expect(await subscribers('not-an-email')).toHaveLength(0)
  })

  it('needs the CSRF header', async () => {
    const { status } = await post(mailingRoute, '/api/mailing/', form({ name: 'Мария', email: 'csrf@example.ru' }), { csrf: null })
    expect(status).toBe(403)
    expect(await subscribers('csrf@example.ru')).toHaveLength(0)
  })
})
