// @vitest-environment node
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const answers: Record<string, unknown> = {
  '/kvartiry': { redirect: '/flats', statusCode: 301, appMiddleware: [] },
  '/old-news': { redirect: 'https://example.com/news', statusCode: 302, appMiddleware: [] },
  '/no-such-page': { redirect: null, statusCode: null, appMiddleware: [], notFound: 'unknown' },
  '/flats/99999999': { redirect: null, statusCode: null, appMiddleware: [], notFound: 'invalid' },
  // A page that takes a query, answered 404: which of the error route and the query's cached page wins.
  '/parking': { redirect: null, statusCode: null, appMiddleware: [], notFound: 'unknown' },
}
const fetchMock = vi.fn(async (input: string) => {
  const path = new URL(input).searchParams.get('path') ?? ''
  if (path === '/broken') return new Response('', { status: 500 })
  return new Response(JSON.stringify(answers[path] ?? { redirect: null, statusCode: null, appMiddleware: [] }), { status: 200 })
})

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
})
afterEach(() => vi.unstubAllGlobals())
vi.stubGlobal('fetch', fetchMock)

const { proxy, config } = await import('./proxy')
const req = (path: string, init: { cookie?: string; method?: string } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { method: init.method ?? 'GET', headers: init.cookie ? { cookie: init.cookie } : {} })

describe('proxy: CMS redirects', () => {
  it('answers an internal redirect with its status, keeping the query', async () => {
    const res = await proxy(req('/kvartiry?utm_source=ya', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('http://localhost:3000/flats?utm_source=ya')
    expect(fetchMock.mock.calls[0]![0]).toBe('http://127.0.0.1:3000/api/redirects/lookup/?path=%2Fkvartiry')
  })

  it('answers an absolute redirect as is', async () => {
    const res = await proxy(req('/old-news/', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.com/news')
  })

  it('does not look up API, CMS and file paths, nor writes', async () => {
    await proxy(req('/api/menu/', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    await proxy(req('/favicon.png', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    await proxy(req('/kvartiry', { cookie: 'csrftoken=abcdefabcdefabcdef', method: 'POST' }))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('serves the page when the lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await proxy(req('/broken', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
  })
})

describe('proxy: statuses known before rendering go to the server-rendered error route', () => {
  const rewriteOf = (res: Response) => {
    const target = res.headers.get('x-middleware-rewrite')
    return target ? new URL(target) : null
  }

  it('rewrites a path the lookup calls a 404 to the error route, with status 404, the kind and the asked path', async () => {
    const unknown = await proxy(req('/no-such-page?x=1', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(unknown.status).toBe(404)
    const target = rewriteOf(unknown)!
    expect(target.pathname).toBe('/http-error/404')
    expect(Object.fromEntries(target.searchParams)).toEqual({ path: '/no-such-page?x=1', kind: 'unknown' })
    expect(target.origin).toBe('http://localhost:3000')
    // The status travels with the request; a request to the error route that brings it is answered, not rewritten again.
    expect(unknown.headers.get('x-middleware-request-x-nz-error-status')).toBe('404')
    const hop = await proxy(
      new NextRequest(`http://localhost:3000${target.pathname}${target.search}`, {
        headers: { 'x-nz-error-status': '404', cookie: 'csrftoken=abcdefabcdefabcdef' },
      }),
    )
    expect(hop.status).toBe(404)
    expect(rewriteOf(hop)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('http-error'), expect.anything())
    expect(unknown.headers.get('content-security-policy')).toMatch(/nonce-/)
    const invalid = await proxy(req('/flats/99999999'))
    expect(invalid.status).toBe(404)
    expect(rewriteOf(invalid)!.searchParams.get('kind')).toBe('invalid')
    // Pages set no cookie, error pages included: the product API issues the csrftoken.
    expect(invalid.headers.get('set-cookie')).toBeNull()
  })

  it('rewrites /test?status=N to the error route with status N where provocation is allowed; pages pass through', async () => {
    const provoked = await proxy(req('/test?status=500', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(provoked.status).toBe(500)
    expect(rewriteOf(provoked)!.pathname).toBe('/http-error/500')
    const page = await proxy(req('/flats', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(page.status).toBe(200)
    expect(rewriteOf(page)).toBeNull()
    expect(rewriteOf(await proxy(req('/test?status=200', { cookie: 'csrftoken=abcdefabcdefabcdef' })))).toBeNull()
  })
})

describe('proxy: one URL per page', () => {
  it('redirects /flats/ to /flats with 308 and keeps the query', async () => {
    const res = await proxy(req('/flats/?rooms=2', { cookie: 'csrftoken=abcdefabcdefabcdef' }))
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('http://localhost:3000/flats?rooms=2')
  })

  it('leaves the API and the UI kit alone', async () => {
    expect((await proxy(req('/api/menu/', { cookie: 'csrftoken=abcdefabcdefabcdef' }))).status).toBe(200)
    expect((await proxy(req('/ui-kit/', { cookie: 'csrftoken=abcdefabcdefabcdef' }))).status).toBe(200)
    expect((await proxy(req('/', { cookie: 'csrftoken=abcdefabcdefabcdef' }))).status).toBe(200)
  })
})

describe('proxy: the same response for every visitor', () => {
  it('sets no cookie on a page, a redirect or an error page, whoever asks', async () => {
    for (const path of ['/flats', '/kvartiry', '/no-such-page', '/'])
      expect((await proxy(req(path))).headers.get('set-cookie'), path).toBeNull()
  })

  it('gives cached pages no CSP of its own (they carry theirs), and pages rendered per request a fresh nonce', async () => {
    for (const path of ['/', '/flats', '/flats?rooms=2', '/mortgage'])
      expect((await proxy(req(path))).headers.get('content-security-policy'), path).toBeNull()
    const nonces = new Set<string>()
    for (const path of ['/test', '/ui-kit/', '/no-such-page', '/test']) {
      const csp = (await proxy(req(path))).headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce, path).toBeTruthy()
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(4)
  })
})

describe('proxy: a query the page renders by goes to the cached page of its canonical form', () => {
  const rewriteOf = (res: Response) => {
    const target = res.headers.get('x-middleware-rewrite')
    return target ? new URL(target) : null
  }
  const decoded = (target: URL | null) => {
    const match = /\/q\/([^/]+)$/.exec(target?.pathname ?? '')
    return match ? Buffer.from(match[1]!, 'base64url').toString() : null
  }

  it('drops unknown keys, orders the known ones and keeps the browser’s URL', async () => {
    const a = rewriteOf(await proxy(req('/flats?utm_source=tv&price_max=15000000&rooms=2')))
    const b = rewriteOf(await proxy(req('/flats?rooms=2&price_max=15000000')))
    expect(a!.pathname).toBe(b!.pathname)
    expect(a!.pathname.startsWith('/flats/q/')).toBe(true)
    expect(decoded(a)).toBe('rooms=2&price_max=15000000')
    expect(decoded(rewriteOf(await proxy(req('/properties/storage?area_min=3&junk=1'))))).toBe('area_min=3')
    expect(decoded(rewriteOf(await proxy(req('/construction-progress?year=2025&tab=x'))))).toBe('year=2025')
    expect(decoded(rewriteOf(await proxy(req('/booking?ID=%20A-17%20'))))).toBe('ID=A-17')
  })

  it('leaves a page without a meaningful query, and pages that ignore their query, as they are', async () => {
    expect(rewriteOf(await proxy(req('/flats?utm_source=tv')))).toBeNull()
    expect(rewriteOf(await proxy(req('/flats')))).toBeNull()
    expect(rewriteOf(await proxy(req('/mortgage?price=1')))).toBeNull()
    expect(rewriteOf(await proxy(req('/flats/12?rooms=2')))).toBeNull()
  })
})

describe('proxy: where it runs', () => {
  it('runs on pages but not on the product API (it issues its own cookie), assets, the CMS or the build poll', () => {
    const re = new RegExp(`^${config.matcher[0]!.replace('/(', '/(?:')}$`)
    for (const path of ['/', '/flats', '/kvartiry', '/apartments-api']) expect(re.test(path), path).toBe(true)
    for (const path of [
      '/api/menu/',
      '/api/properties/facets/',
      '/_next/static/chunks/a.js',
      '/admin',
      '/cms-api/users',
      '/builds/latest.json',
    ])
      expect(re.test(path), path).toBe(false)
  })
})

describe('proxy: where the visitor came from', () => {
  const visit = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...headers } }))
  const attribution = (res: Response) => /(?:^|, )nz_attr=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]

  it('keeps an ad click in the 90-day cookie, and a link from another site', async () => {
    const clicked = await visit('/flats?utm_source=yandex&yclid=8425617190', { referer: 'https://yandex.ru/' })
    expect(JSON.parse(decodeURIComponent(attribution(clicked)!))).toMatchObject({
      utm_source: 'yandex',
      yclid: '8425617190',
      landing_page: '/flats?utm_source=yandex&yclid=8425617190',
      referrer: 'https://yandex.ru/',
    })
    expect(clicked.headers.get('set-cookie')).toContain('HttpOnly')
    expect(attribution(await visit('/mortgage', { referer: 'https://www.google.com/' }))).toBeDefined()
  })

  it('sets nothing on a direct visit, a move inside the site, or the router’s own fetches', async () => {
    expect(attribution(await visit('/flats'))).toBeUndefined()
    expect(attribution(await visit('/flats', { referer: 'http://localhost:3000/' }))).toBeUndefined()
    expect(attribution(await visit('/flats?utm_source=yandex', { rsc: '1' }))).toBeUndefined()
  })
})

describe('proxy: its steps run in order', () => {
  const rewriteOf = (res: Response) => {
    const target = res.headers.get('x-middleware-rewrite')
    return target ? new URL(target) : null
  }

  it('answers the front’s cache-key question first: no lookup, no redirect', async () => {
    const res = await proxy(new NextRequest('http://localhost:3000/kvartiry', { headers: { 'x-front-canonical': '1' } }))
    expect(res.status).toBe(204)
    expect(res.headers.get('x-front-key')).toBe('/kvartiry')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('renders a known 404 by the error route, not by the cached page of its query', async () => {
    const res = await proxy(req('/parking?area_min=3'))
    expect(res.status).toBe(404)
    expect(rewriteOf(res)!.pathname).toBe('/http-error/404')
  })

  it('issues the nonce before the page: the request the page renders from carries the response’s policy', async () => {
    const res = await proxy(req('/test'))
    const csp = res.headers.get('content-security-policy')
    expect(csp).toMatch(/nonce-/)
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp)
  })

  it('remembers where the visitor came from on a page rewritten to its query’s cached page too', async () => {
    const res = await proxy(
      new NextRequest('http://localhost:3000/flats?utm_source=yandex&rooms=2', {
        headers: { host: 'localhost:3000', referer: 'https://yandex.ru/' },
      }),
    )
    expect(rewriteOf(res)!.pathname.startsWith('/flats/q/')).toBe(true)
    expect(res.headers.get('set-cookie')).toMatch(/(?:^|, )nz_attr=/)
  })
})
