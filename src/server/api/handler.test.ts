// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { moduleLogger } from '../log'
import { csrfOperation, issueCsrfToken } from './csrf'
import { endpoint, REQUEST_ID_HEADER, requestIdOf, unknownApiPath } from './handler'
import { serve } from './operation'

/** The lines the product API logs, read back as objects. */
const captured = vi.hoisted(() => ({ writes: [] as string[] }))

vi.mock('../log', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../log')>()
  const log = actual.createLogger({ level: 'info', destination: { write: (chunk: string) => void captured.writes.push(chunk) } })
  return {
    ...actual,
    log,
    moduleLogger: (module: string, bindings = {}) => log.child({ module, ...bindings }),
    accessLogger: () => log.child({ module: 'api' }),
  }
})

const lines = () => captured.writes.map((chunk) => JSON.parse(chunk) as Record<string, any>)
const ctx = { params: Promise.resolve({}) }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeEach(() => {
  captured.writes.length = 0
})

describe('access log of the product API', () => {
  it('writes one line per request: method, path, query keys without values, status, duration, request id', async () => {
    const routes = endpoint({
      GET: async () => {
        await new Promise((resolve) => setTimeout(resolve, 25))
        return { ok: true }
      },
    })
    const res = await routes.GET(new Request('http://x/api/properties/?phone=79991234567&rooms=1&rooms=2&email=a%40b.example'), ctx)
    expect(res.status).toBe(200)
    expect(lines()).toHaveLength(1)
    const [line] = lines()
    expect(line).toMatchObject({
      level: 'info',
      msg: 'api request',
      module: 'api',
      method: 'GET',
      path: '/api/properties/',
      query_keys: ['phone', 'rooms', 'email'],
      status: 200,
      request_id: res.headers.get(REQUEST_ID_HEADER),
    })
    expect(line!.duration_ms).toBeGreaterThanOrEqual(20)
    expect(captured.writes[0]).not.toContain('79991234567')
    expect(captured.writes[0]).not.toContain('a@b.example')
  })

  it('logs client errors at info with their status', async () => {
    const routes = endpoint({ GET: () => ({}) })
    const res = await routes.DELETE(new Request('http://x/api/t/', { method: 'DELETE' }), ctx)
    expect(res.status).toBe(405)
    expect(lines()).toEqual([expect.objectContaining({ level: 'info', method: 'DELETE', status: 405, path: '/api/t/' })])
  })

  it('logs a 5xx at error with the error serialized, while the answer stays generic', async () => {
    const routes = endpoint({
      GET: () => {
        throw new Error('secret detail')
      },
    })
    const res = await routes.GET(new Request('http://x/api/t/'), ctx)
    expect(res.status).toBe(500)
    expect(JSON.stringify(await res.json())).not.toContain('secret')
    const [line] = lines()
    expect(line).toMatchObject({ level: 'error', status: 500, err: { type: 'Error', message: 'secret detail' } })
    expect(line!.err.stack).toContain('secret detail')
  })

  it('logs an unreachable database (503) at error too', async () => {
    const routes = endpoint({
      GET: () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      },
    })
    const res = await routes.GET(new Request('http://x/api/t/'), ctx)
    expect(res.status).toBe(503)
    expect(lines()[0]).toMatchObject({ level: 'error', status: 503, err: { message: expect.stringContaining('ECONNREFUSED') } })
  })

  it('gives lines the handler logs the request id of the request', async () => {
    const routes = endpoint({
      GET: async () => {
        await Promise.resolve()
        moduleLogger('seo').warn('record unavailable')
        return {}
      },
    })
    const res = await routes.GET(new Request('http://x/api/seo/', { headers: { [REQUEST_ID_HEADER]: 'lb-42' } }), ctx)
    const [inner, access] = lines()
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('lb-42')
    expect(inner).toMatchObject({ module: 'seo', msg: 'record unavailable', request_id: 'lb-42' })
    expect(access).toMatchObject({ msg: 'api request', request_id: 'lb-42' })
  })

  it('writes no access line for other users of endpoint() unless they fail with a 5xx', async () => {
    const poll = endpoint({ GET: () => ({ id: 'b1' }) })
    const ok = await poll.GET(new Request('http://x/builds/latest.json?t=1'), ctx)
    expect(ok.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
    expect(lines()).toEqual([])
    const feed = endpoint({
      GET: () => {
        throw new Error('feed broke')
      },
    })
    await feed.GET(new Request('http://x/feeds/yandex.xml'), ctx)
    expect(lines()).toEqual([expect.objectContaining({ level: 'error', path: '/feeds/yandex.xml', status: 500 })])
  })
})

describe('X-Request-Id', () => {
  const routes = endpoint({ GET: () => ({ ok: true }), POST: () => ({ ok: true }) })

  it('echoes a safe incoming id', async () => {
    const id = 'Root=1-67891233-abcdef012345678912345678'
    const res = await routes.GET(new Request('http://x/api/t/', { headers: { [REQUEST_ID_HEADER]: id } }), ctx)
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe(id)
    expect(lines()[0]!.request_id).toBe(id)
  })

  it('generates a UUID when none came, different for each request, also on refused requests', async () => {
    const a = await routes.GET(new Request('http://x/api/t/'), ctx)
    const b = await routes.POST(new Request('http://x/api/t/', { method: 'POST', body: '{}' }), ctx)
    expect(b.status).toBe(403)
    expect(a.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
    expect(b.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
    expect(a.headers.get(REQUEST_ID_HEADER)).not.toBe(b.headers.get(REQUEST_ID_HEADER))
  })

  it('replaces an unsafe or oversized incoming id with a new one', async () => {
    for (const unsafe of ['evil"}{"level":"fatal', 'a b', '<script>', 'x'.repeat(65), 'id\u00e9']) {
      const res = await routes.GET(new Request('http://x/api/t/', { headers: { [REQUEST_ID_HEADER]: unsafe } }), ctx)
      expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
    }
    expect(captured.writes.join('')).not.toContain('evil')
    expect(requestIdOf(new Request('http://x/', { headers: { [REQUEST_ID_HEADER]: 'x'.repeat(64) } }))).toBe('x'.repeat(64))
  })

  it('is set even on a Response whose headers are immutable', async () => {
    const redirecting = endpoint({ GET: () => Response.redirect('http://x/elsewhere', 302) })
    const res = await redirecting.GET(new Request('http://x/api/go/'), ctx)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://x/elsewhere')
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
  })
})

describe('the csrftoken cookie (SPEC §6)', () => {
  const csrfCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))
  const issuer = endpoint({ GET: serve(csrfOperation, ({ request }) => issueCsrfToken(request)) })

  it("is never set by an ordinary answer, so a new browser's parallel first calls cannot each issue a different one", async () => {
    const routes = endpoint({ GET: async () => ({ ok: true }), POST: async () => ({ ok: true }) })
    expect(csrfCookieOf(await routes.GET(new Request('http://127.0.0.1/api/menu/'), ctx))).toBeUndefined()
    const refused = await routes.POST(new Request('http://127.0.0.1/api/menu/', { method: 'POST', body: '{}' }), ctx)
    expect(refused.status).toBe(403)
    expect(csrfCookieOf(refused)).toBeUndefined()
  })

  it('is issued by /api/csrf/ to a caller without one: 204, readable by scripts, SameSite=Lax, never cached', async () => {
    const res = await issuer.GET(new Request('http://127.0.0.1/api/csrf/'), ctx)
    expect(res.status).toBe(204)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const cookie = csrfCookieOf(res)
    expect(cookie).toMatch(/^csrftoken=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/)
    expect(cookie).not.toContain('HttpOnly')
  })

  it('is left alone by /api/csrf/ when the caller already has one', async () => {
    const res = await issuer.GET(new Request('http://127.0.0.1/api/csrf/', { headers: { cookie: 'csrftoken=' + 'a'.repeat(32) } }), ctx)
    expect(res.status).toBe(204)
    expect(csrfCookieOf(res)).toBeUndefined()
  })

  it('is Secure in production behind a real host name', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(csrfCookieOf(await issuer.GET(new Request('https://zarya.example/api/csrf/'), ctx))).toMatch(/; Secure$/)
      expect(csrfCookieOf(await issuer.GET(new Request('http://127.0.0.1:3100/api/csrf/'), ctx))).not.toMatch(/Secure/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('unknownApiPath', () => {
  it('answers the JSON 404 for every method, writes before any CSRF check, with the request id and an access line', async () => {
    const routes = unknownApiPath()
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const res = await routes[method](new Request('http://x/api/properties/83/nope/', { method }), ctx)
      expect(res.status, method).toBe(404)
      expect(res.headers.get('content-type'), method).toMatch(/application\/json/)
      expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID)
      if (method !== 'HEAD') expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
    expect(lines().filter((l) => l.path === '/api/properties/83/nope/' && l.status === 404)).toHaveLength(7)
  })
})
