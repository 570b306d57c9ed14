// Booking confirmation against a real database: the number and deadline of the answer, the buyer's e-mail sent
// through the outbox with a signed cancel link, and the cancel that puts the flat back on sale.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import * as cancelRoute from '@/app/api/booking/cancel/route'
import * as bookingRoute from '@/app/api/booking/route'
import { cms } from '@/cms/client'
import { buyerEmailSink, DeliveryWorker } from '@/features/delivery'
import { serverEnv } from '@/server/env'

import { CANCELLED_NOTE } from './cancel'

const TOKEN = 'b00k1ngc0nf1rmat10n0123456789ab'
type Route = { POST: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }
type Mail = { from: string; to: string; subject: string; text: string; html: string }

async function post<T>(route: Route, url: string, body: BodyInit) {
  const headers = new Headers({ cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN })
  if (typeof body === 'string') headers.set('content-type', 'application/json')
  const response = await route.POST(new Request(`http://localhost${url}`, { method: 'POST', body, headers }), {
    params: Promise.resolve({}),
  })
  return { status: response.status, body: (await response.json()) as T }
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

/** An SMTP transport that keeps what it was asked to send; `down` makes it fail like a server that is away. */
function mailbox() {
  const sent: Mail[] = []
  const state = { down: false }
  return {
    sent,
    state,
    transport: {
      sendMail: async (message: Mail) => {
        if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ESOCKET' })
        sent.push(message)
        return {} as never
      },
    },
  }
}

let payload: Payload
const quiet = () => {}

async function availableFlat() {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ status: { equals: 'available' } }, { type: { equals: 'flat' } }] },
    sort: '-id',
    limit: 1,
    depth: 0,
  })
  return docs[0]!
}

beforeAll(async () => {
  payload = await cms()
})

describe(`booking confirmation on ${inject('dialect')}`, () => {
  it('answers the booking number and deadline, e-mails the buyer once through the outbox, and the e-mail’s link cancels', async () => {
    const flat = await availableFlat()
    const booked = await post<{ id: number; ref_id: string; price: number; hold_until: string; email: string | null }>(
      bookingRoute,
      '/api/booking/',
      form({ ID: flat.ref_id, name: 'Ольга', phone: '+7 921 555-12-34', email: ' Olga.Buyer@Example.ru ', consent: 'true' }),
    )
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({ id: expect.any(Number), ref_id: flat.ref_id, price: flat.price, email: 'olga.buyer@example.ru' })
    const id = booked.body.id
    expect((await payload.findByID({ collection: 'leads', id, depth: 0 })).email).toBe('olga.buyer@example.ru')

    // The first sweep finds SMTP down: the buyer's e-mail waits in the outbox with the lead, nothing is lost.
    const box = mailbox()
    const sink = buyerEmailSink({
      transport: box.transport,
      from: 'noreply@zarya.example',
      siteUrl: 'https://zarya.example',
      secret: serverEnv().PAYLOAD_SECRET,
    })
    const worker = new DeliveryWorker({
      payload: cms,
      sinks: [sink],
      log: quiet,
      backoff: { baseMs: 0, capMs: 0, jitter: 0 },
      batchSize: 100,
    })
    box.state.down = true
    await worker.sweep()
    const waiting = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(waiting.delivery_status).toBe('pending')
    expect(waiting.delivery_error).toContain('buyer-email: connect ECONNREFUSED')

    box.state.down = false
    await worker.sweep()
    await worker.sweep()
    const mails = box.sent.filter((mail) => mail.to === 'olga.buyer@example.ru')
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe(
      `Бронь № ${id}: квартира № ${flat.number}, ${flat.rooms === 0 ? 'студия' : `${flat.rooms}-комн.`}, ${String(flat.area).replace('.', ',')}\u00a0м², этаж ${flat.floor} в ЖК «Новая Заря»`,
    )
    expect(mail!.text).toContain(`Номер брони: № ${id}`)
    expect(mail!.text).toMatch(/Квартира забронирована до \d{1,2} [а-я]+ \d{4}, \d{2}:\d{2} по московскому времени\./)
    const link = mail!.text.match(/https:\/\/zarya\.example\/booking\/cancel\?booking=(\d+)&token=([0-9a-f]{64})/)
    expect(link?.[1]).toBe(String(id))
    expect(mail!.html).toContain(`href="${link![0].replace(/&/g, '&amp;')}"`)
    expect((await payload.findByID({ collection: 'leads', id, depth: 0 })).delivery_status).toBe('delivered')

    // Another booking number with this token cancels nothing.
    const forged = await post<{ error: { code: string } }>(
      cancelRoute,
      '/api/booking/cancel/',
      JSON.stringify({ booking: id + 1000, token: link![2] }),
    )
    expect(forged.status).toBe(404)

    const cancelled = await post<{ booking: number; status: string }>(
      cancelRoute,
      '/api/booking/cancel/',
      JSON.stringify({ booking: id, token: link![2] }),
    )
    expect(cancelled).toEqual({ status: 200, body: { booking: id, status: 'cancelled' } })
    const released = await payload.findByID({ collection: 'properties', id: flat.id, depth: 0 })
    expect(released.status).toBe('available')
    expect(released.hold_until ?? null).toBeNull()
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(Date.parse(lead.hold_until!)).toBeLessThanOrEqual(Date.now())
    expect(lead.notes?.map((note) => note.text)).toContain(CANCELLED_NOTE)
    const { docs: history } = await payload.find({
      collection: 'property-changes',
      where: { property: { equals: flat.id } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(history[0]).toMatchObject({ status_before: 'booked', status: 'available', source: 'site' })

    // The link works once: the flat is no longer held by this booking.
    const again = await post<{ error: { message: string } }>(
      cancelRoute,
      '/api/booking/cancel/',
      JSON.stringify({ booking: id, token: link![2] }),
    )
    expect(again.status).toBe(409)
  })

  it('sends the buyer nothing for a booking without e-mail, and refuses a cancel of a flat another booking holds', async () => {
    const flat = await availableFlat()
    const first = await post<{ id: number; email: string | null }>(
      bookingRoute,
      '/api/booking/',
      form({ ID: flat.ref_id, name: 'Пётр', phone: '+7 921 555-00-01', email: '', consent: 'true' }),
    )
    expect(first.status).toBe(201)
    expect(first.body.email).toBeNull()
    const box = mailbox()
    const secret = serverEnv().PAYLOAD_SECRET
    await new DeliveryWorker({
      payload: cms,
      sinks: [buyerEmailSink({ transport: box.transport, from: 'noreply@zarya.example', siteUrl: 'https://zarya.example', secret })],
      log: quiet,
      batchSize: 100,
    }).sweep()
    expect(box.sent.filter((mail) => mail.subject.startsWith(`Бронь № ${first.body.id}:`))).toHaveLength(0)
    expect((await payload.findByID({ collection: 'leads', id: first.body.id, depth: 0 })).delivery_status).toBe('delivered')

    // The hold ran out and another buyer booked the flat: the first buyer's old link must not free it.
    await payload.update({
      collection: 'properties',
      id: flat.id,
      data: { hold_until: new Date(Date.now() - 1000).toISOString() },
      depth: 0,
    })
    const second = await post<{ id: number }>(
      bookingRoute,
      '/api/booking/',
      form({ ID: flat.ref_id, name: 'Анна', phone: '+7 921 555-00-02', consent: 'true' }),
    )
    expect(second.status).toBe(201)
    const { cancelToken } = await import('./cancel-link')
    const stale = await post(
      cancelRoute,
      '/api/booking/cancel/',
      JSON.stringify({ booking: first.body.id, token: cancelToken(first.body.id, secret) }),
    )
    expect(stale.status).toBe(409)
    expect((await payload.findByID({ collection: 'properties', id: flat.id, depth: 0 })).status).toBe('booked')
  })
})
