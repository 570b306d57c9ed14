// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { hitVisitorRateLimit, memoryStore } from '../rate-limit'
import { endpoint } from './handler'
import { FORM_RATE_LIMIT } from './rate-limits'

const ctx = { params: Promise.resolve({}) }
const CSRF = 'form-limit-token-0123456789'

/** A form POST from a visitor (its vid cookie) at a client address, as the load balancer forwards it. */
const send = (routes: ReturnType<typeof endpoint>, address: string, visitor: string) =>
  routes.POST(
    new Request('http://x/api/requests/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${CSRF}; vid=${visitor}`,
        'x-csrftoken': CSRF,
        'x-forwarded-for': address,
      },
      body: '{}',
    }),
    ctx,
  )

const visitorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
// Addresses of this run alone: with REDIS_URL (as in CI) the counts live in Redis and outlast the run, so a run within
// ten minutes of the last would find the same addresses already counted.
const RUN = Math.random().toString(16).slice(2, 10)
const addressOf = (n: number) => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${n}`

afterEach(() => vi.unstubAllEnvs())

describe('the form limit behind one address (mobile CGNAT)', () => {
  const routes = endpoint({ POST: () => ({ accepted: true }) }, { rateLimit: FORM_RATE_LIMIT })

  it('lets 30 visitors behind one address each send a form, while one visitor alone is still limited', async () => {
    const address = addressOf(30)
    for (let n = 1; n <= 30; n++) expect((await send(routes, address, visitorId(n))).status, `visitor ${n}`).toBe(200)

    // Visitor 1 already sent one: nine more fit its 10 per 10 minutes, the eleventh is refused with Retry-After.
    for (let i = 0; i < 9; i++) expect((await send(routes, address, visitorId(1))).status).toBe(200)
    const refused = await send(routes, address, visitorId(1))
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.code).toBe('rate_limited')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)

    // The others behind the address are not held back by that one visitor.
    expect((await send(routes, address, visitorId(31))).status).toBe(200)
    expect((await send(routes, address, visitorId(2))).status).toBe(200)
  })

  it('still stops an address past its ceiling, however many visitors a script makes up', async () => {
    vi.stubEnv('RATE_LIMIT_FORMS_ADDRESS', '40')
    const address = addressOf(40)
    for (let n = 1; n <= 40; n++) expect((await send(routes, address, visitorId(100 + n))).status).toBe(200)
    expect((await send(routes, address, visitorId(200))).status).toBe(429)
    // Another address is counted apart.
    expect((await send(routes, addressOf(41), visitorId(200))).status).toBe(200)
  })

  it('a hit the visitor’s own limit refuses does not use up the address', async () => {
    const store = memoryStore()
    const rule = { name: 'form', limit: 1, windowMs: 60_000, addressLimit: 3 }
    expect((await hitVisitorRateLimit(rule, 'a', 'v1', store)).allowed).toBe(true)
    for (let i = 0; i < 5; i++) expect((await hitVisitorRateLimit(rule, 'a', 'v1', store)).allowed).toBe(false)
    expect((await hitVisitorRateLimit(rule, 'a', 'v2', store)).allowed).toBe(true)
    expect((await hitVisitorRateLimit(rule, 'a', 'v3', store)).allowed).toBe(true)
    expect((await hitVisitorRateLimit(rule, 'a', 'v4', store)).allowed).toBe(false)
    // A ceiling below the visitor's own limit is raised to it.
    const low = { name: 'low', limit: 3, windowMs: 60_000, addressLimit: 1 }
    for (let i = 0; i < 3; i++) expect((await hitVisitorRateLimit(low, 'c', 'v1', store)).allowed).toBe(true)
    expect((await hitVisitorRateLimit(low, 'c', 'v2', store)).allowed).toBe(false)
    // Without a visitor the address alone is counted against the visitor's limit.
    expect((await hitVisitorRateLimit(rule, 'b', null, store)).allowed).toBe(true)
    expect((await hitVisitorRateLimit(rule, 'b', null, store)).allowed).toBe(false)
  })
})
