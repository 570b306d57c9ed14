import { describe, expect, it, vi } from 'vitest'

import { NO_REDIRECT, type RedirectLookup } from '@/features/redirects'

import { resolveRouteMiddleware, ROUTE_MIDDLEWARE, runRouteMiddleware, UNKNOWN_MIDDLEWARE_MESSAGE } from './app-middleware'
import { needsFullLoad, runNavigationChain } from './chain'
import { clickTarget, linkTarget } from './link-intercept'
import {
  FULL_LOAD_EXCLUDED_ROUTES,
  isValidRoute,
  matchRoute,
  unknownRouteMessage,
  validateRouteParams,
  validationNotFoundMessage,
} from './routes'
import { carryUtm, UTM_KEYS } from './utm'

const base = 'https://zarya.test'
const lookupOf = (table: Record<string, RedirectLookup> = {}) => vi.fn(async (path: string) => table[path] ?? NO_REDIRECT)

describe('route table', () => {
  it('matches every route of SPEC §2.1', () => {
    expect(matchRoute('/')).toEqual({ name: 'index', params: {} })
    expect(matchRoute('/flats/')).toEqual({ name: 'flats', params: {} })
    expect(matchRoute('/flats/12')).toEqual({ name: 'flats-id', params: { id: '12' } })
    expect(matchRoute('/flats/12/print')).toEqual({ name: 'flats-id-print', params: { id: '12' } })
    expect(matchRoute('/properties/parking/7')).toEqual({ name: 'properties-type-id', params: { type: 'parking', id: '7' } })
    expect(matchRoute('/ui-kit/Base')).toEqual({ name: 'ui-kit-category', params: { category: 'Base' } })
    for (const path of [
      '/construction-progress',
      '/favorites',
      '/location',
      '/mortgage',
      '/sunrise',
      '/yards',
      '/parking',
      '/storage',
      '/test',
      '/ui-kit',
    ]) {
      expect(matchRoute(path)).not.toBeNull()
    }
    expect(matchRoute('/kvartiry')).toBeNull()
    expect(matchRoute('/flats/1/2/3')).toBeNull()
  })

  it('validates params', () => {
    expect(isValidRoute(matchRoute('/properties/flat'))).toBe(true)
    expect(isValidRoute(matchRoute('/properties/commercial/15'))).toBe(true)
    expect(isValidRoute(matchRoute('/properties/villa'))).toBe(false)
    expect(isValidRoute(matchRoute('/flats/a%20b'))).toBe(false)
    expect(isValidRoute(matchRoute('/flats/' + 'x'.repeat(65)))).toBe(false)
    expect(isValidRoute(null)).toBe(false)
    expect(validateRouteParams('flats-id', { id: 'ZR-1-101' })).toBe(true)
    expect(validateRouteParams('properties-type', { type: 'storage' })).toBe(true)
  })

  it('has the two 404 messages of SPEC §8', () => {
    expect(validationNotFoundMessage('/flats/x y')).toBe('Page Not Found: /flats/x y')
    expect(unknownRouteMessage('/nope')).toBe('Page not found: /nope')
  })

  it('excludes the shop screens, favorites, compare, test and the UI kit from full page loads', () => {
    expect([...FULL_LOAD_EXCLUDED_ROUTES].sort()).toEqual([
      'compare',
      'favorites',
      'flats',
      'flats-building-id',
      'flats-building-id-floor-floor',
      'flats-chess',
      'flats-id',
      'parking',
      'properties-type',
      'properties-type-id',
      'storage',
      'test',
      'ui-kit',
      'ui-kit-category',
    ])
  })
})

describe('full-page-load check', () => {
  const u = (p: string) => new URL(p, base)
  it('loads a document when the path changes to a non-excluded route', () => {
    expect(needsFullLoad(u('/flats'), u('/sunrise'))).toBe(true)
    expect(needsFullLoad(u('/flats'), u('/'))).toBe(true)
    expect(needsFullLoad(u('/'), u('/nowhere'))).toBe(true)
  })
  it('stays in the app for excluded targets and for same-path changes', () => {
    expect(needsFullLoad(u('/'), u('/flats'))).toBe(false)
    expect(needsFullLoad(u('/flats'), u('/flats/12'))).toBe(false)
    expect(needsFullLoad(u('/sunrise'), u('/sunrise/?x=1#a'))).toBe(false)
  })
})

describe('UTM carry-over', () => {
  it('copies the five UTM values the target lacks', () => {
    expect(UTM_KEYS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'])
    const from = new URL(`${base}/?utm_source=ya&utm_medium=cpc&utm_campaign=spring&utm_content=banner&utm_term=flat&other=1`)
    const to = carryUtm(from, new URL(`${base}/flats?utm_source=vk&rooms=2`))
    expect(to.searchParams.get('utm_source')).toBe('vk')
    expect(to.searchParams.get('utm_medium')).toBe('cpc')
    expect(to.searchParams.get('utm_campaign')).toBe('spring')
    expect(to.searchParams.get('utm_content')).toBe('banner')
    expect(to.searchParams.get('utm_term')).toBe('flat')
    expect(to.searchParams.get('other')).toBeNull()
    expect(to.searchParams.get('rooms')).toBe('2')
  })
})

describe('app middleware registry', () => {
  it('throws "Unknown route middleware" for an unknown name', () => {
    expect(() => resolveRouteMiddleware('nope')).toThrow(UNKNOWN_MIDDLEWARE_MESSAGE)
    expect(UNKNOWN_MIDDLEWARE_MESSAGE).toBe('Unknown route middleware')
    expect(() => resolveRouteMiddleware('toString')).toThrow('Unknown route middleware')
  })

  it('runs known middleware in order', () => {
    const ctx = { from: new URL(base), to: new URL(`${base}/flats?utm_source=x`), full: false }
    const out = runRouteMiddleware(['drop-utm', 'full-reload'], ctx)
    expect(out.full).toBe(true)
    expect(out.to.search).toBe('')
    expect(Object.keys(ROUTE_MIDDLEWARE).sort()).toEqual(['drop-utm', 'full-reload'])
  })
})

describe('runNavigationChain', () => {
  it('navigates in the app to an excluded route, carrying UTM', async () => {
    const lookup = lookupOf()
    const decision = await runNavigationChain(`${base}/test?utm_source=ya&utm_medium=cpc`, `${base}/flats`, { lookup })
    expect(decision).toEqual({ kind: 'client', href: '/flats?utm_source=ya&utm_medium=cpc' })
    expect(lookup).toHaveBeenCalledWith('/flats')
  })

  it('forces a full load for other routes, still carrying UTM', async () => {
    expect(await runNavigationChain(`${base}/flats?utm_term=a`, `${base}/sunrise#windows`, { lookup: lookupOf() })).toEqual({
      kind: 'full',
      href: '/sunrise?utm_term=a#windows',
    })
  })

  it('follows an internal redirect and re-checks the target', async () => {
    const lookup = lookupOf({ '/kvartiry': { redirect: '/flats', statusCode: 301, appMiddleware: [], notFound: null } })
    expect(await runNavigationChain(`${base}/test?utm_source=ya`, `${base}/kvartiry`, { lookup })).toEqual({
      kind: 'client',
      href: '/flats?utm_source=ya',
    })
  })

  it('leaves the app for absolute and protocol-relative redirects', async () => {
    const lookup = lookupOf({
      '/old-news': { redirect: 'https://example.com/news', statusCode: 302, appMiddleware: [], notFound: null },
      '/partner': { redirect: '//partner.example.com/x', statusCode: 301, appMiddleware: [], notFound: null },
    })
    expect(await runNavigationChain(`${base}/test`, `${base}/old-news`, { lookup })).toEqual({
      kind: 'full',
      href: 'https://example.com/news',
    })
    expect(await runNavigationChain(`${base}/test`, `${base}/partner`, { lookup })).toEqual({
      kind: 'full',
      href: 'https://partner.example.com/x',
    })
  })

  it('loads invalid or unknown targets as documents so the server answers 404', async () => {
    expect(await runNavigationChain(`${base}/flats`, `${base}/properties/villa`, { lookup: lookupOf() })).toEqual({
      kind: 'full',
      href: '/properties/villa',
    })
    expect(await runNavigationChain(`${base}/flats`, `${base}/nowhere`, { lookup: lookupOf() })).toEqual({ kind: 'full', href: '/nowhere' })
  })

  it('reloads on the next navigation once a new build exists', async () => {
    expect(await runNavigationChain(`${base}/flats`, `${base}/parking`, { lookup: lookupOf(), buildChanged: () => true })).toEqual({
      kind: 'full',
      href: '/parking',
    })
  })

  it('runs app middleware from the lookup, and throws on unknown names', async () => {
    const lookup = lookupOf({
      '/parking': { redirect: null, statusCode: null, appMiddleware: ['full-reload'], notFound: null },
      '/storage': { redirect: null, statusCode: null, appMiddleware: ['bogus'], notFound: null },
    })
    expect(await runNavigationChain(`${base}/flats`, `${base}/parking`, { lookup })).toEqual({ kind: 'full', href: '/parking' })
    await expect(runNavigationChain(`${base}/flats`, `${base}/storage`, { lookup })).rejects.toThrow('Unknown route middleware')
  })

  it('carries on with a warning when the lookup fails', async () => {
    const warn = vi.fn()
    const lookup = vi.fn(async () => Promise.reject(new Error('offline')))
    expect(await runNavigationChain(`${base}/flats`, `${base}/storage`, { lookup, warn })).toEqual({ kind: 'client', href: '/storage' })
    expect(warn).toHaveBeenCalledOnce()
  })

  it('does not look up redirects for same-path changes', async () => {
    const lookup = lookupOf()
    expect(await runNavigationChain(`${base}/flats?utm_source=a`, `${base}/flats?rooms=2`, { lookup })).toEqual({
      kind: 'client',
      href: '/flats?rooms=2&utm_source=a',
    })
    expect(lookup).not.toHaveBeenCalled()
  })
})

describe('link interception', () => {
  const current = new URL(`${base}/test`)
  const anchor = (html: string) => {
    document.body.innerHTML = html
    return document.body.firstElementChild
  }
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

  it('takes same-origin page links to another path', () => {
    expect(linkTarget(anchor('<a href="/flats?x=1">x</a>'), current)?.href).toBe(`${base}/flats?x=1`)
    expect(linkTarget(anchor(`<a href="${base}/kvartiry">x</a>`), current)?.pathname).toBe('/kvartiry')
  })

  it('leaves other links alone', () => {
    for (const html of [
      '<a href="#top">x</a>',
      '<a href="/test?x=1">x</a>',
      '<a href="/test#anchor">x</a>',
      '<a href="https://example.com/">x</a>',
      '<a href="tel:+78120000000">x</a>',
      '<a href="/flats" target="_blank">x</a>',
      '<a href="/flats" download>x</a>',
      '<a href="/flats" data-native-navigation>x</a>',
      '<a href="/admin">x</a>',
      '<a href="/api/menu/">x</a>',
      '<a href="/builds/latest.json">x</a>',
      '<a href="/docs/price.pdf">x</a>',
    ]) {
      expect(linkTarget(anchor(html), current), html).toBeNull()
    }
    expect(linkTarget(null, current)).toBeNull()
  })

  it('ignores modified, non-primary and already handled clicks', () => {
    const a = anchor('<a href="/flats">x</a>')
    expect(clickTarget(click, a, current)).not.toBeNull()
    expect(clickTarget({ ...click, metaKey: true }, a, current)).toBeNull()
    expect(clickTarget({ ...click, ctrlKey: true }, a, current)).toBeNull()
    expect(clickTarget({ ...click, button: 1 }, a, current)).toBeNull()
    expect(clickTarget({ ...click, defaultPrevented: true }, a, current)).toBeNull()
  })
})
