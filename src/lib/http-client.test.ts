import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createHttpClient,
  createServerHttpClient,
  forwardedRequestHeaders,
  HttpError,
  type HttpMethod,
  resolveUrl,
  retriesFor,
  RETRY_STATUSES,
  toQueryString,
} from './http-client'

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })

function fakeFetch(...responses: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const next = responses.shift() ?? json({ ok: true })
    if (next instanceof Error) throw next
    return next
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

describe('retry policy', () => {
  it('retries idempotent methods once and writes never', () => {
    for (const m of ['GET', 'HEAD', 'OPTIONS'] as HttpMethod[]) expect(retriesFor(m)).toBe(1)
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'] as HttpMethod[]) expect(retriesFor(m)).toBe(0)
  })

  it('lists exactly the statuses of SPEC §7', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('repeats a GET once on %i', async (status) => {
    const { fetch, calls } = fakeFetch(json({}, status), json({ value: 1 }))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch })
    await expect(client.get('/api/menu/')).resolves.toEqual({ value: 1 })
    expect(calls).toHaveLength(2)
  })

  it('gives up after one retry', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), json({}, 503), json({}))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch })
    await expect(client.get('/api/x/')).rejects.toBeInstanceOf(HttpError)
    expect(calls).toHaveLength(2)
  })

  it('never repeats a write', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), json({}))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, csrfToken: () => 't' })
    await expect(client.post('/api/requests/', { a: 1 })).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
  })

  it('does not retry other statuses', async () => {
    const { fetch, calls } = fakeFetch(json({ error: { message: 'нет такой квартиры' } }, 404))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch })
    await expect(client.get('/api/properties/1/')).rejects.toMatchObject({ status: 404, message: 'нет такой квартиры' })
    expect(calls).toHaveLength(1)
  })

  it('retries a GET after a network failure', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('fetch failed'), json({ ok: 1 }))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch })
    await expect(client.get('/api/x/')).resolves.toEqual({ ok: 1 })
    expect(calls).toHaveLength(2)
  })
})

describe('monitoring hook', () => {
  it('reports one failure with url, message, status and method', async () => {
    const monitor = vi.fn()
    const { fetch } = fakeFetch(json({}, 500), json({ error: { message: 'boom' } }, 500))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, monitor })
    await expect(client.get('/api/seo/', { query: { slug: '/' } })).rejects.toThrow('boom')
    expect(monitor).toHaveBeenCalledTimes(1)
    expect(monitor).toHaveBeenCalledWith({ url: 'https://site.test/api/seo/?slug=%2F', message: 'boom', status: 500, method: 'GET' })
  })

  it('reports network failures without a status', async () => {
    const monitor = vi.fn()
    const { fetch } = fakeFetch(new TypeError('offline'))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, monitor })
    await expect(client.post('/api/viewed/', { id: 1 })).rejects.toThrow('offline')
    expect(monitor).toHaveBeenCalledWith({ url: 'https://site.test/api/viewed/', message: 'offline', status: undefined, method: 'POST' })
  })

  it('stays silent for report: false and for calls the caller aborted', async () => {
    const monitor = vi.fn()
    const { fetch } = fakeFetch(json({}, 500), json({}, 500))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, monitor })
    await expect(client.get('/builds/latest.json', { report: false })).rejects.toThrow()
    const controller = new AbortController()
    controller.abort()
    const aborting = createHttpClient({
      baseUrl: 'https://site.test',
      fetch: (async () => {
        throw new DOMException('aborted', 'AbortError')
      }) as unknown as typeof fetch,
      monitor,
    })
    await expect(aborting.get('/api/x/', { signal: controller.signal })).rejects.toThrow('aborted')
    expect(monitor).not.toHaveBeenCalled()
  })
})

describe('headers and bodies', () => {
  afterEach(() => {
    document.cookie = 'csrftoken=; Max-Age=0; Path=/'
  })

  it('sends X-CSRFToken from the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=abc123; Path=/'
    const { fetch, calls } = fakeFetch(json({}))
    await createHttpClient({ baseUrl: 'https://site.test', fetch }).post('/api/favorites/', { id: 5 })
    const headers = calls[0]!.init.headers as Headers
    expect(headers.get('X-CSRFToken')).toBe('abc123')
    expect(headers.get('content-type')).toBe('application/json')
    expect(calls[0]!.init.body).toBe('{"id":5}')
  })

  it('before the first write without a cookie, asks csrfEndpoint for one, once for writes sent together', async () => {
    const calls: string[] = []
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)} ${new Headers(init?.headers).get('X-CSRFToken') ?? '-'}`)
      // The cookie the site's /api/csrf/ answer sets.
      if (String(url).endsWith('/api/csrf/')) document.cookie = 'csrftoken=fresh1; Path=/'
      return json({})
    }) as unknown as typeof globalThis.fetch
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, csrfEndpoint: '/api/csrf/' })
    await client.get('/api/favorites/')
    await Promise.all([client.post('/api/favorites/', { id: 5 }), client.post('/api/pinned/', { id: 6 })])
    await client.post('/api/viewed/', { id: 7 })
    // The two writes sent together wait for the same call, then go in either order.
    expect([...calls.slice(0, 2), ...calls.slice(2, 4).sort(), ...calls.slice(4)]).toEqual([
      'GET https://site.test/api/favorites/ -',
      'GET https://site.test/api/csrf/ -',
      'POST https://site.test/api/favorites/ fresh1',
      'POST https://site.test/api/pinned/ fresh1',
      'POST https://site.test/api/viewed/ fresh1',
    ])
  })

  it('sends a write refused for its token once more with the cookie as it is then, and reports nothing', async () => {
    document.cookie = 'csrftoken=stale1; Path=/'
    const refused = { error: { code: 'csrf_failed', message: 'CSRF token missing or invalid' } }
    const sent: string[] = []
    const monitor = vi.fn()
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('X-CSRFToken') ?? '-')
      // The browser's cookie was replaced while the first attempt was on its way.
      if (sent.length === 1) {
        document.cookie = 'csrftoken=fresh2; Path=/'
        return json(refused, 403)
      }
      return json({ ok: true }, 201)
    }) as unknown as typeof globalThis.fetch
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch, monitor, csrfEndpoint: '/api/csrf/' })
    await expect(client.post('/api/viewed/', { id: 7 })).resolves.toEqual({ ok: true })
    expect(sent).toEqual(['stale1', 'fresh2'])
    expect(monitor).not.toHaveBeenCalled()
  })

  it('gives up after one more try on a second token refusal, and never repeats a write refused otherwise', async () => {
    document.cookie = 'csrftoken=abc123; Path=/'
    const refused = () => json({ error: { code: 'csrf_failed', message: 'CSRF token missing or invalid' } }, 403)
    const twice = fakeFetch(refused(), refused(), json({ ok: true }))
    const client = createHttpClient({ baseUrl: 'https://site.test', fetch: twice.fetch, csrfEndpoint: '/api/csrf/' })
    await expect(client.post('/api/viewed/', { id: 7 })).rejects.toMatchObject({ status: 403 })
    expect(twice.calls).toHaveLength(2)

    const forbidden = fakeFetch(json({ error: { code: 'forbidden', message: 'no' } }, 403), json({ ok: true }))
    const other = createHttpClient({ baseUrl: 'https://site.test', fetch: forbidden.fetch, csrfEndpoint: '/api/csrf/' })
    await expect(other.post('/api/viewed/', { id: 7 })).rejects.toMatchObject({ status: 403 })
    expect(forbidden.calls).toHaveLength(1)
  })

  it('sends FormData as multipart without forcing a content type', async () => {
    const { fetch, calls } = fakeFetch(json({}))
    const form = new FormData()
    form.set('name', 'Анна')
    await createHttpClient({ baseUrl: 'https://site.test', fetch, csrfToken: () => undefined }).post('/api/requests/', form)
    expect(calls[0]!.init.body).toBe(form)
    expect((calls[0]!.init.headers as Headers).has('content-type')).toBe(false)
  })

  it('forwards the cookie and forwarding headers on the server', async () => {
    const incoming = new Headers({
      cookie: 'csrftoken=srv; sid=1',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'user-agent': 'UA',
      authorization: 'secret',
    })
    expect(forwardedRequestHeaders(incoming)).toEqual({
      cookie: 'csrftoken=srv; sid=1',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'user-agent': 'UA',
      'X-CSRFToken': 'srv',
    })
    const { fetch, calls } = fakeFetch(json({}))
    await createServerHttpClient(incoming, { baseUrl: 'http://127.0.0.1:3000', fetch }).get('/mock-api/x')
    expect(calls[0]!.url).toBe('http://127.0.0.1:3000/mock-api/x')
    const headers = calls[0]!.init.headers as Headers
    expect(headers.get('cookie')).toBe('csrftoken=srv; sid=1')
    expect(headers.get('x-csrftoken')).toBe('srv')
    expect(headers.has('authorization')).toBe(false)
  })

  it('resolves paths against the origin and builds queries', () => {
    expect(resolveUrl('/mock-api/a', 'https://site.test')).toBe('https://site.test/mock-api/a')
    expect(resolveUrl('api/b', 'https://site.test')).toBe('https://site.test/api/b')
    expect(resolveUrl('https://other.test/x', 'https://site.test')).toBe('https://other.test/x')
    expect(toQueryString({ a: [1, 2], b: null, c: 'д', d: undefined, e: false })).toBe('?a=1&a=2&c=%D0%B4&e=false')
    expect(toQueryString({})).toBe('')
  })
})
