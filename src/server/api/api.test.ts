// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { endpoint, MAX_BODY_BYTES, parseQuery, q } from '.'

const ctx = { params: Promise.resolve({}) }
const TOKEN = 'a'.repeat(32)
const withCsrf = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { cookie: `csrftoken=${TOKEN}`, 'x-csrftoken': TOKEN, ...(init.headers as Record<string, string>) },
})

describe('endpoint', () => {
  const routes = endpoint({
    GET: () => ({ ok: true }),
    POST: async (request) => ({ got: await request.json() }),
  })

  it('answers data as JSON', async () => {
    const res = await routes.GET(new Request('http://x/api/t/'), ctx)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('answers a JSON 405 for methods it does not handle', async () => {
    const res = await routes.PUT(new Request('http://x/api/t/', withCsrf({ method: 'PUT' })), ctx)
    expect(res.status).toBe(405)
    expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } })
  })

  it('refuses a write without a matching X-CSRFToken (SPEC §6) with 403 JSON', async () => {
    const noHeader = await routes.POST(
      new Request('http://x/api/t/', { method: 'POST', body: '{}', headers: { cookie: `csrftoken=${TOKEN}` } }),
      ctx,
    )
    expect(noHeader.status).toBe(403)
    expect((await noHeader.json()).error.code).toBe('csrf_failed')
    const mismatch = await routes.POST(
      new Request('http://x/api/t/', withCsrf({ method: 'POST', body: '{}', headers: { 'x-csrftoken': 'b'.repeat(32) } })),
      ctx,
    )
    expect(mismatch.status).toBe(403)
  })

  it('accepts a write whose header equals the cookie', async () => {
    const res = await routes.POST(new Request('http://x/api/t/', withCsrf({ method: 'POST', body: '{"id":1}' })), ctx)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ got: { id: 1 } })
  })

  it('refuses oversized bodies with 413', async () => {
    const res = await routes.POST(
      new Request('http://x/api/t/', withCsrf({ method: 'POST', body: 'x', headers: { 'content-length': String(MAX_BODY_BYTES + 1) } })),
      ctx,
    )
    expect(res.status).toBe(413)
  })

  it('never leaks an unexpected error: 500 JSON without details', async () => {
    const broken = endpoint({
      GET: () => {
        throw new Error('secret detail')
      },
    })
    const res = await broken.GET(new Request('http://x/'), ctx)
    expect(res.status).toBe(500)
    expect(JSON.stringify(await res.json())).not.toContain('secret')
  })

  it('answers 503 when the database is unreachable', async () => {
    const down = endpoint({
      GET: () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      },
    })
    const res = await down.GET(new Request('http://x/'), ctx)
    expect(res.status).toBe(503)
    expect((await res.json()).error.code).toBe('service_unavailable')
  })

  it("answers 503 when a write cannot open its transaction (Payload's wrapper drops the driver's cause)", async () => {
    const down = endpoint({
      POST: () => {
        throw new Error('Error: cannot begin transaction: Failed query: begin\nparams: ')
      },
    })
    const token = 'a'.repeat(32)
    const res = await down.POST(
      new Request('http://x/', { method: 'POST', headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token } }),
      ctx,
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
  })
})

describe('parseQuery', () => {
  const schema = z.object({ rooms: q.list(z.coerce.number().int().min(0)).optional(), limit: q.limit(10), discount: q.bool().optional() })

  it('reads repeated and comma-separated lists', () => {
    expect(parseQuery(schema, new URLSearchParams('rooms=1&rooms=2,3')).rooms).toEqual([1, 2, 3])
  })

  it('applies defaults and booleans', () => {
    expect(parseQuery(schema, new URLSearchParams('discount=1'))).toEqual({ limit: 10, discount: true })
  })

  it('turns bad values into a 400 with per-field messages', () => {
    try {
      parseQuery(schema, new URLSearchParams('rooms=abc&limit=-1'))
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'validation_error' })
      expect(Object.keys((error as { fields: object }).fields)).toEqual(expect.arrayContaining(['rooms.0', 'limit']))
    }
  })
})
