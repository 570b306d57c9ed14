// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { endpoint, operation, q, serve, VISITOR_COOKIE } from '.'

const ctx = { params: Promise.resolve({ id: '7' }) }
const TOKEN = 'a'.repeat(32)
const write = (body: string, type = 'application/json', cookie = `csrftoken=${TOKEN}`) =>
  new Request('http://x/api/t/', { method: 'POST', body, headers: { cookie, 'x-csrftoken': TOKEN, 'content-type': type } })

const search = operation({
  method: 'GET',
  path: '/api/t/',
  tag: 'Test',
  summary: 'A read with a query',
  query: z.object({ rooms: q.list(z.coerce.number().int()).optional(), limit: q.limit(10) }),
  response: { description: 'Echo' },
})
const form = operation({
  method: 'POST',
  path: '/api/t/',
  tag: 'Test',
  summary: 'A form',
  form: z.object({ name: z.string().min(1, 'Укажите имя') }),
  invalidBody: 'Проверьте правильность заполнения формы',
  response: { status: 201, description: 'Stored' },
})
const mine = operation({
  method: 'GET',
  path: '/api/mine/',
  tag: 'Test',
  summary: 'Per visitor',
  visitor: true,
  response: { description: 'Ids' },
})
const add = operation({
  method: 'POST',
  path: '/api/mine/',
  tag: 'Test',
  summary: 'Per-visitor write',
  visitor: true,
  body: z.object({ id: z.coerce.number().int().positive() }),
  response: { status: 201, description: 'Ids' },
})

describe('serve(operation, handler): typed input at the edge', () => {
  it('parses the query with the operation’s schema before the handler; a query that does not fit is a 400 with fields', async () => {
    const routes = endpoint({ GET: serve(search, ({ query, params }) => ({ query, params })) })
    const ok = await routes.GET(new Request('http://x/api/t/?rooms=1,2&utm_source=x'), ctx)
    expect(await ok.json()).toEqual({ query: { rooms: [1, 2], limit: 10 }, params: { id: '7' } })
    const bad = await routes.GET(new Request('http://x/api/t/?limit=0'), ctx)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatchObject({ code: 'validation_error', fields: { limit: [expect.any(String)] } })
    expect(routes.GET.operation).toBe(search)
  })

  it('reads and validates the body once; a form that does not validate answers in the form’s own words', async () => {
    let calls = 0
    const routes = endpoint({
      POST: serve(form, ({ body, fields }) => {
        calls += 1
        return { name: body.name, sent: fields }
      }),
    })
    const ok = await routes.POST(write('name=%D0%90%D0%BD%D0%BD%D0%B0&extra=1', 'application/x-www-form-urlencoded'), ctx)
    expect(ok.status).toBe(201)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(await ok.json()).toEqual({ name: 'Анна', sent: { name: 'Анна', extra: '1' } })
    const bad = await routes.POST(write('{"name":""}'), ctx)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения формы',
      fields: { name: ['Укажите имя'] },
    })
    expect((await routes.POST(write('name=x', 'text/plain'), ctx)).status).toBe(415)
    expect(calls).toBe(1)
  })

  it('gives a per-visitor operation its visitor: null for a stranger’s read, an id that the write’s cookie keeps', async () => {
    const routes = endpoint({
      GET: serve(mine, ({ visitor }) => ({ visitor })),
      POST: serve(add, ({ visitor, body }) => ({ visitor, id: body.id })),
    })
    const stranger = await routes.GET(new Request('http://x/api/mine/'), ctx)
    expect(await stranger.json()).toEqual({ visitor: null })
    expect(stranger.headers.get('cache-control')).toBe('private, no-store')
    const first = await routes.POST(write('{"id":5}'), ctx)
    expect(first.status).toBe(201)
    const { visitor } = (await first.json()) as { visitor: string }
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/)
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`))
    expect(cookie).toContain(`${VISITOR_COOKIE}=${visitor};`)
    expect(cookie).toContain('HttpOnly')
    const again = await routes.GET(new Request('http://x/api/mine/', { headers: { cookie: `${VISITOR_COOKIE}=${visitor}` } }), ctx)
    expect(await again.json()).toEqual({ visitor })
  })

  it('lets shared caches keep a shared read as long as a page, and no other read', async () => {
    const catalogue = operation({ ...search, path: '/api/catalogue/', shared: true })
    const routes = endpoint({ GET: serve(catalogue, () => ({ ok: true })) })
    const shared = await routes.GET(new Request('http://x/api/catalogue/'), ctx)
    expect(shared.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=86100')
    expect(shared.headers.get('set-cookie')).toBeNull()
    // A read not declared shared says nothing, so no shared cache keeps it.
    const plain = await endpoint({ GET: serve(search, () => ({ ok: true })) }).GET(new Request('http://x/api/t/'), ctx)
    expect(plain.headers.get('cache-control')).toBeNull()
    // A refused read is never kept.
    const refused = await routes.GET(new Request('http://x/api/catalogue/?limit=0'), ctx)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).not.toMatch(/public/)
  })

  it('refuses to serve an operation under another method', () => {
    expect(() => endpoint({ POST: serve(search, () => null) })).toThrow(/GET \/api\/t\/ is served as POST/)
  })
})
