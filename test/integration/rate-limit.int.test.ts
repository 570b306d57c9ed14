// Rate limits on the write endpoints, through the real route handlers; and, when REDIS_URL is set,
// one count shared by two independent connections, as two instances of the site would share it.
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, describe, expect, inject, it } from 'vitest'

import * as favoritesRoute from '@/app/api/favorites/route'
import * as mailingRoute from '@/app/api/mailing/route'
import { hitRateLimit, redisStore } from '@/server/rate-limit'

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
type Route = { POST: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }

function post(route: Route, path: string, body: BodyInit, address: string) {
  const headers = new Headers({ cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN, 'x-forwarded-for': address })
  if (typeof body === 'string') headers.set('content-type', 'application/json')
  return route.POST(new Request(`http://localhost${path}`, { method: 'POST', body, headers }), { params: Promise.resolve({}) })
}

function mailing(n: number): FormData {
  const data = new FormData()
  data.append('name', 'Анна')
  data.append('email', `anna.${n}.${randomUUID().slice(0, 8)}@example.ru`)
  data.append('agree_advertising_mailings', 'true')
  return data
}

async function withLimit<T>(variable: string, value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env[variable]
  process.env[variable] = value
  try {
    return await run()
  } finally {
    process.env[variable] = before
  }
}

describe(`rate limits on ${inject('dialect')}`, () => {
  it('answers 429 with Retry-After once an address spent its form submissions', async () => {
    const address = `form-test-${randomUUID()}`
    const statuses = await withLimit('RATE_LIMIT_FORMS', '3', async () => {
      const result: number[] = []
      for (let i = 0; i < 4; i++) result.push((await post(mailingRoute, '/api/mailing/', mailing(i), address)).status)
      return result
    })
    expect(statuses.slice(0, 3).every((s) => s >= 200 && s < 300)).toBe(true)
    expect(statuses[3]).toBe(429)
    const refused = await withLimit('RATE_LIMIT_FORMS', '3', () => post(mailingRoute, '/api/mailing/', mailing(9), address))
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } })
    // Another address is not affected.
    const other = await withLimit('RATE_LIMIT_FORMS', '3', () => post(mailingRoute, '/api/mailing/', mailing(10), `other-${randomUUID()}`))
    expect(other.status).toBeLessThan(300)
  })

  it('limits the visitor-list writes too', async () => {
    const address = `write-test-${randomUUID()}`
    const statuses = await withLimit('RATE_LIMIT_WRITES', '2', async () => {
      const result: number[] = []
      for (let i = 0; i < 3; i++) result.push((await post(favoritesRoute, '/api/favorites/', JSON.stringify({ id: 1 }), address)).status)
      return result
    })
    expect(statuses[2]).toBe(429)
  })
})

describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis', () => {
  const clients = [createClient({ url: process.env.REDIS_URL }), createClient({ url: process.env.REDIS_URL })]
  afterAll(async () => Promise.all(clients.map((c) => (c.isOpen ? c.quit() : undefined))))

  it('counts hits of two instances against one limit', async () => {
    const [a, b] = await Promise.all(clients.map((c) => c.connect()))
    const rule = { name: `shared-${randomUUID()}`, limit: 3, windowMs: 60_000 }
    const allowed = []
    for (let i = 0; i < 6; i++) allowed.push((await hitRateLimit(rule, '203.0.113.5', redisStore(i % 2 ? b! : a!))).allowed)
    expect(allowed).toEqual([true, true, true, false, false, false])
  })
})
