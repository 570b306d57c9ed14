// The booking engine through the real route handler, on SQLite and — when TEST_DATABASE_URL is
// set — PostgreSQL: a hold, a refused second hold, an expired hold taken again, and the race.
import { describe, expect, inject, it } from 'vitest'

import * as bookingRoute from '@/app/api/booking/route'
import { cms } from '@/cms/client'
import { BOOKING_MESSAGES, HOLD_DURATION_MS } from '@/features/booking'
import { getProperty } from '@/features/properties'

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const dialect = inject('dialect')

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }
type Confirmation = { id: number; ref_id: string; price: number; hold_until: string }

/** Posts a booking as the site does (multipart) or as JSON, with the CSRF cookie and header. */
async function book<T = Confirmation>(fields: Record<string, string | boolean>, options: { json?: boolean; csrf?: boolean } = {}) {
  const headers = new Headers({ cookie: `csrftoken=${TOKEN}` })
  if (options.csrf !== false) headers.set('x-csrftoken', TOKEN)
  let body: BodyInit
  if (options.json) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(fields)
  } else {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
    body = form
  }
  const response = await bookingRoute.POST(new Request('http://localhost/api/booking/', { method: 'POST', body, headers }), {
    params: Promise.resolve({}),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const visitor = (ID: string) => ({ ID, name: 'Ольга Петрова', phone: '8 (921) 555-12-34', consent: 'true' })

/** A distinct available flat for each test: the n-th one in ref_id order. */
async function availableFlat(n: number) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ type: { equals: 'flat' } }, { status: { equals: 'available' } }] },
    sort: 'ref_id',
    limit: 1,
    page: n + 1,
    depth: 0,
  })
  return docs[0]!
}

async function bookingLeads(propertyId: number) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ type: { equals: 'booking' } }, { property: { equals: propertyId } }] },
    depth: 0,
    pagination: false,
  })
  return docs
}

describe(`POST /api/booking/ on ${dialect}`, () => {
  it('holds the flat for 3 days at its price and commits the booking lead before answering 201', async () => {
    const flat = await availableFlat(0)
    const before = Date.now()
    const { status, body } = await book(visitor(flat.ref_id), { json: true })
    expect(status).toBe(201)
    // No address was given: no confirmation e-mail goes out (booking.schema.ts: the answer names where one went).
    expect(body).toEqual({ id: expect.any(Number), ref_id: flat.ref_id, price: flat.price, hold_until: expect.any(String), email: null })
    const holdUntil = Date.parse(body.hold_until)
    expect(holdUntil).toBeGreaterThanOrEqual(before + HOLD_DURATION_MS)
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + HOLD_DURATION_MS)

    const payload = await cms()
    const stored = await payload.findByID({ collection: 'properties', id: flat.id, depth: 0 })
    expect(stored.status).toBe('booked')
    expect(Date.parse(stored.hold_until!)).toBe(holdUntil)

    const lead = await payload.findByID({ collection: 'leads', id: body.id, depth: 0 })
    expect(lead).toMatchObject({
      type: 'booking',
      name: 'Ольга Петрова',
      phone: '+79215551234',
      property: flat.id,
      booked_price: flat.price,
      delivery_status: 'pending',
    })
    expect(Date.parse(lead.hold_until!)).toBe(holdUntil)
    expect(lead.form_fields).toMatchObject({ ID: flat.ref_id, consent: 'true' })

    // The catalogue (and so /api/properties/{id}/ and the shop) sees the hold at once.
    const detail = await getProperty(flat.id)
    expect(detail.status.value).toBe('booked')
  })

  it('refuses a second booking of a held flat with 409 and a Russian message, and stores no second lead', async () => {
    const flat = await availableFlat(1)
    expect((await book(visitor(flat.ref_id))).status).toBe(201)
    const second = await book<ErrorBody>({ ...visitor(flat.ref_id), name: 'Иван Соколов' })
    expect(second.status).toBe(409)
    expect(second.body.error).toEqual({ code: 'conflict', message: BOOKING_MESSAGES.unavailable })
    expect(await bookingLeads(flat.id)).toHaveLength(1)
  })

  it('books again a flat whose hold ran out, and never one booked by a manager or sold', async () => {
    const payload = await cms()
    const [expired, managed, sold] = await Promise.all([availableFlat(2), availableFlat(3), availableFlat(4)])
    const past = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'properties', id: expired.id, data: { status: 'booked', hold_until: past }, depth: 0 })
    await payload.update({ collection: 'properties', id: managed.id, data: { status: 'booked', hold_until: null }, depth: 0 })
    await payload.update({ collection: 'properties', id: sold.id, data: { status: 'sold' }, depth: 0 })

    const again = await book(visitor(expired.ref_id))
    expect(again.status).toBe(201)
    expect(Date.parse(again.body.hold_until)).toBeGreaterThan(Date.now() + HOLD_DURATION_MS - 60_000)
    expect((await payload.findByID({ collection: 'properties', id: expired.id, depth: 0 })).status).toBe('booked')

    expect((await book(visitor(managed.ref_id))).status).toBe(409)
    expect((await book(visitor(sold.ref_id))).status).toBe(409)
    expect((await payload.findByID({ collection: 'properties', id: sold.id, depth: 0 })).status).toBe('sold')
  })

  it('THE RACE: of 25 simultaneous bookings of one flat exactly one holds it', async () => {
    const flat = await availableFlat(5)
    const attempts = 25
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => book({ ...visitor(flat.ref_id), name: `Покупатель ${String.fromCharCode(1040 + i)}` })),
    )
    const statuses = results.map((r) => r.status)
    const holds = statuses.filter((s) => s === 201).length
    const conflicts = statuses.filter((s) => s === 409).length
    const leads = await bookingLeads(flat.id)
    console.log(`[booking race] ${dialect}: attempts=${attempts} holds=${holds} conflicts(409)=${conflicts} booking leads=${leads.length}`)
    expect(holds).toBe(1)
    expect(conflicts).toBe(attempts - 1)
    expect(leads).toHaveLength(1)
    const winner = results.find((r) => r.status === 201)!.body
    expect(leads[0]!.id).toBe(winner.id)
    expect(leads[0]!.name).toBe((await (await cms()).findByID({ collection: 'leads', id: winner.id, depth: 0 })).name)
  })

  it('answers invalid forms with 400 and Russian messages per field, holding nothing', async () => {
    const flat = await availableFlat(6)
    const { status, body } = await book<ErrorBody>({ ID: flat.ref_id, name: 'R2-D2', phone: '12345', consent: 'false' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_error')
    expect(body.error.message).toBe(BOOKING_MESSAGES.invalidForm)
    expect(body.error.fields).toEqual({
      name: ['Имя может содержать только буквы, пробелы, дефис и апостроф'],
      phone: ['Укажите российский номер телефона, например +7 999 123-45-67'],
      consent: [BOOKING_MESSAGES.consentRequired],
    })
    const empty = await book<ErrorBody>({})
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toEqual({
      ID: [BOOKING_MESSAGES.idRequired],
      name: ['Укажите имя'],
      phone: ['Укажите номер телефона'],
      consent: [BOOKING_MESSAGES.consentRequired],
    })
    expect((await (await cms()).findByID({ collection: 'properties', id: flat.id, depth: 0 })).status).toBe('available')
    expect(await bookingLeads(flat.id)).toHaveLength(0)
  })

  it('answers an unknown ID with 404, a write without the CSRF header with 403, and bad bodies with 4xx', async () => {
    const unknown = await book<ErrorBody>(visitor('NO-SUCH-FLAT'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.notFound })

    const flat = await availableFlat(7)
    expect((await book<ErrorBody>(visitor(flat.ref_id), { csrf: false })).status).toBe(403)
    expect(await bookingLeads(flat.id)).toHaveLength(0)

    const headers = { cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN }
    const post = (body: string, type: string) =>
      bookingRoute.POST(
        new Request('http://localhost/api/booking/', { method: 'POST', body, headers: { ...headers, 'content-type': type } }),
        {
          params: Promise.resolve({}),
        },
      )
    expect((await post('ID=x', 'text/plain')).status).toBe(415)
    expect((await post('{"ID":', 'application/json')).status).toBe(400)
    expect((await post('[1]', 'application/json')).status).toBe(400)
  })
})
