import { describe, expect, it, vi } from 'vitest'

import {
  buildRedirectTable,
  createProxyRedirectResolver,
  isExternalTarget,
  NO_REDIRECT,
  normalizeRedirectPath,
  parseMiddlewareNames,
  parseRedirectLookup,
  redirectLocation,
  resolveRedirect,
} from '.'
import { inProcessLookup, provideInProcessLookup } from './in-process'

describe('redirect targets', () => {
  it('treats absolute and protocol-relative targets as external', () => {
    expect(isExternalTarget('https://example.com/news')).toBe(true)
    expect(isExternalTarget('//example.com/news')).toBe(true)
    expect(isExternalTarget('mailto:sales@example.com')).toBe(true)
    expect(isExternalTarget('/flats')).toBe(false)
    expect(isExternalTarget('flats')).toBe(false)
  })

  it('normalizes paths for comparison', () => {
    expect(normalizeRedirectPath('/kvartiry/')).toBe('/kvartiry')
    expect(normalizeRedirectPath('kvartiry')).toBe('/kvartiry')
    expect(normalizeRedirectPath('//old//News/?utm_source=x#top')).toBe('/news')
    expect(normalizeRedirectPath('https://old.example.com/Old-News/')).toBe('/old-news')
    expect(normalizeRedirectPath('/%D0%BA%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D1%8B')).toBe('/квартиры')
    expect(normalizeRedirectPath('/')).toBe('/')
  })

  it('builds the Location keeping query values for internal targets', () => {
    const req = new URL('https://zarya.test/kvartiry?utm_source=ya&rooms=2')
    expect(redirectLocation('/flats', req)).toBe('https://zarya.test/flats?utm_source=ya&rooms=2')
    expect(redirectLocation('/flats?rooms=1', req)).toBe('https://zarya.test/flats?rooms=1&utm_source=ya')
    expect(redirectLocation('https://example.com/news', req)).toBe('https://example.com/news')
    expect(redirectLocation('//example.com/news', req)).toBe('https://example.com/news')
  })
})

describe('redirect table', () => {
  const table = buildRedirectTable([
    { from: '/kvartiry', to: '/flats', status_code: '301' },
    { from: '/old-news/', to: 'https://example.com/news', status_code: '302' },
    { from: '/promo', to: null, app_middleware: 'full-reload, drop-utm' },
    { from: '/loop', to: '/loop/' },
    { from: '/empty', to: '' },
  ])

  it('answers redirect, status and app middleware per path', () => {
    expect(resolveRedirect(table, '/kvartiry/')).toEqual({ redirect: '/flats', statusCode: 301, appMiddleware: [], notFound: null })
    expect(resolveRedirect(table, '/OLD-NEWS')).toEqual({
      redirect: 'https://example.com/news',
      statusCode: 302,
      appMiddleware: [],
      notFound: null,
    })
    expect(resolveRedirect(table, '/promo')).toEqual({
      redirect: null,
      statusCode: null,
      appMiddleware: ['full-reload', 'drop-utm'],
      notFound: null,
    })
  })

  it('ignores self-redirects and empty records', () => {
    expect(resolveRedirect(table, '/loop')).toEqual(NO_REDIRECT)
    expect(resolveRedirect(table, '/empty')).toEqual(NO_REDIRECT)
    expect(resolveRedirect(table, '/flats')).toEqual(NO_REDIRECT)
  })

  it('parses middleware names and untrusted answers', () => {
    expect(parseMiddlewareNames(' a,b ; c ')).toEqual(['a', 'b', 'c'])
    expect(parseRedirectLookup({ redirect: '/x', appMiddleware: ['a', 3] })).toEqual({
      redirect: '/x',
      statusCode: 301,
      appMiddleware: ['a'],
      notFound: null,
    })
    expect(parseRedirectLookup('nonsense')).toEqual(NO_REDIRECT)
    // A 404 kind only comes without a redirect, and only as one of the two kinds.
    expect(parseRedirectLookup({ redirect: null, notFound: 'unknown' }).notFound).toBe('unknown')
    expect(parseRedirectLookup({ redirect: null, notFound: 'other' }).notFound).toBeNull()
    expect(parseRedirectLookup({ redirect: '/x', notFound: 'invalid' }).notFound).toBeNull()
  })
})

describe('proxy redirect resolver', () => {
  it('asks the lookup API on the app origin and keeps the answer', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ redirect: '/flats', statusCode: 301, appMiddleware: [] }), { status: 200 }),
    )
    const resolver = createProxyRedirectResolver({
      origin: () => 'http://127.0.0.1:3000',
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    expect(await resolver.resolve('/kvartiry/')).toMatchObject({ redirect: '/flats', statusCode: 301 })
    expect(await resolver.resolve('/kvartiry')).toMatchObject({ redirect: '/flats' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('http://127.0.0.1:3000/api/redirects/lookup/?path=%2Fkvartiry')
  })

  it('fails open with a warning', async () => {
    const warn = vi.fn()
    const resolver = createProxyRedirectResolver({
      origin: () => 'http://127.0.0.1:3000',
      fetch: (async () => new Response('', { status: 500 })) as unknown as typeof fetch,
      warn,
    })
    expect(await resolver.resolve('/x')).toEqual(NO_REDIRECT)
    expect(warn).toHaveBeenCalledOnce()
  })

  it("asks the app's lookup registered in this process, without HTTP, and keeps the answer", async () => {
    const fetch = vi.fn()
    const lookup = vi.fn(async () => ({ redirect: '/flats/12', statusCode: 301 as const, appMiddleware: [], notFound: null }))
    const withdraw = provideInProcessLookup(lookup)
    try {
      const resolver = createProxyRedirectResolver({
        origin: () => 'http://127.0.0.1:3000',
        fetch: fetch as unknown as typeof globalThis.fetch,
      })
      expect(await resolver.resolve('/Properties/Flat/12/')).toMatchObject({ redirect: '/flats/12', statusCode: 301 })
      expect(await resolver.resolve('/properties/flat/12')).toMatchObject({ redirect: '/flats/12' })
      // Asked once, with the normalized path, as the HTTP lookup would have been.
      expect(lookup).toHaveBeenCalledTimes(1)
      expect(lookup).toHaveBeenCalledWith('/properties/flat/12')
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      withdraw()
    }
    expect(inProcessLookup()).toBeUndefined()
  })

  it("fails open when the app's lookup throws", async () => {
    const warn = vi.fn()
    const resolver = createProxyRedirectResolver({
      origin: () => 'http://127.0.0.1:3000',
      local: () => async () => {
        throw new Error('database is down')
      },
      warn,
    })
    expect(await resolver.resolve('/x')).toEqual(NO_REDIRECT)
    expect(warn).toHaveBeenCalledWith('redirect lookup failed, serving the page without it', expect.objectContaining({ path: '/x' }))
  })
})
