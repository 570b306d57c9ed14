// @vitest-environment node
import { createHash } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { emitCmsChange } from '../change-events'
import PageCacheHandler from './handler'
import { keepPagesFresh } from './index'
import { inlineScriptHashes } from './inline-scripts'
import { expireAllPages } from './state'

const sha = (text: string) => createHash('sha256').update(text).digest('base64')
const page = (html: string, status = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': '_N_T_/' },
  status,
})
const scriptSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1)

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('novaya-zarya.page-cache')]
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('novaya-zarya.page-cache.entries')]
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(1_000_000)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('inline script hashes', () => {
  it('hashes the exact text of every runnable inline script, not script files or JSON-LD', () => {
    const boot = 'self.__next_f.push([1,"a<\\/script>b &amp; c"])'
    const html = `<html><head><script src="/_next/x.js" async=""></script><script type="application/ld+json">{"a":1}</script></head><body><script>${boot}</script><script type="module">m()</script><script>${boot}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha('m()')])
  })
})

describe('page cache handler', () => {
  it('stores a page with the CSP of its own inline scripts, and serves it until the content changes', async () => {
    const cache = new PageCacheHandler()
    const value = page('<html><body><script>a()</script><script>b()</script></body></html>')
    await cache.set('/route-cache/APP_PAGE/x/$/flats', value, { tags: ['_N_T_/flats'] })
    const hit = await cache.get('/route-cache/APP_PAGE/x/$/flats')
    const csp = String(hit?.value?.headers?.['content-security-policy'])
    expect(scriptSrc(csp)).toEqual(expect.arrayContaining(["'self'", `'sha256-${sha('a()')}'`, `'sha256-${sha('b()')}'`]))
    expect(scriptSrc(csp).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/)
    // The first response is sent from the same value: it carries the policy too, and an ETag of the bytes.
    expect(value.headers).toHaveProperty('content-security-policy', csp)
    expect(String(hit?.value?.headers?.etag)).toMatch(/^"[A-Za-z0-9_-]{27}"$/)

    vi.setSystemTime(1_000_500)
    expireAllPages()
    expect(await cache.get('/route-cache/APP_PAGE/x/$/flats')).toBeNull()
  })

  it('honours tags Next revalidates', async () => {
    const cache = new PageCacheHandler()
    await cache.set('k', page('<p>1</p>'), { tags: ['_N_T_/mortgage'] })
    await cache.set('other', page('<p>2</p>'), { tags: ['_N_T_/yards'] })
    vi.setSystemTime(1_000_001)
    await cache.revalidateTag(['_N_T_/mortgage'])
    expect(await cache.get('k')).toBeNull()
    expect(await cache.get('other')).not.toBeNull()
  })

  it('keeps within PAGE_CACHE_MB, dropping the least recently used page first', async () => {
    vi.stubEnv('PAGE_CACHE_MB', '1')
    const cache = new PageCacheHandler()
    const big = (n: number) => page(`<p>${String(n).repeat(400_000)}</p>`)
    await cache.set('a', big(1))
    await cache.set('b', big(2))
    await cache.get('a') // a is now the most recently used
    await cache.set('c', big(3))
    expect(await cache.get('a')).not.toBeNull()
    expect(await cache.get('b')).toBeNull()
    expect(await cache.get('c')).not.toBeNull()
  })

  it('keeps nothing with PAGE_CACHE_MB=0', async () => {
    vi.stubEnv('PAGE_CACHE_MB', '0')
    const cache = new PageCacheHandler()
    await cache.set('home', page('<p>home</p>'))
    await cache.set('missing', page('<p>gone</p>', 404))
    expect(await cache.get('home')).toBeNull()
    expect(await cache.get('missing')).toBeNull()
  })

  it('keeps 404 answers in a bucket of their own, so invented ids never push out real pages', async () => {
    vi.stubEnv('PAGE_CACHE_MB', '1')
    const cache = new PageCacheHandler()
    await cache.set('home', page('<p>home</p>'))
    for (let id = 0; id < 200; id++) await cache.set(`missing-${id}`, page(`<p>${'x'.repeat(5_000)}</p>`, 404))
    expect(await cache.get('home')).not.toBeNull()
    expect(await cache.get('missing-199')).not.toBeNull()
    expect(await cache.get('missing-0')).toBeNull()
  })

  it('a price change of one flat expires its card and the lists, and keeps every content page cached', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('novaya-zarya.page-cache.subscribed')]
    keepPagesFresh((ids) => (ids.every((id) => id === 787) ? [{ id: 787, building: 3, floor: 12, floorMates: [786, 787] }] : null))
    const cache = new PageCacheHandler()
    const key = (path: string) => `/route-cache/APP_PAGE/0af3/$${path}`
    const paths = [
      '/index',
      '/location',
      '/yards',
      '/sunrise',
      '/construction-progress',
      '/privacy',
      '/flats',
      '/flats/787',
      '/flats/786',
      '/flats/788',
    ]
    for (const path of paths) await cache.set(key(path), page(`<p>${path}</p>`))
    vi.setSystemTime(1_000_001)
    emitCmsChange({ kind: 'collection', slug: 'properties', id: 787 })
    const cached = []
    for (const path of paths) if (await cache.get(key(path))) cached.push(path)
    expect(cached).toEqual(['/index', '/location', '/yards', '/sunrise', '/construction-progress', '/privacy', '/flats/788'])

    // A change the catalogue cannot place (a new flat) expires every catalogue page, and still no content page.
    vi.setSystemTime(1_000_002)
    for (const path of paths) await cache.set(key(path), page(`<p>${path}</p>`))
    vi.setSystemTime(1_000_003)
    emitCmsChange({ kind: 'collection', slug: 'properties', ids: [9_999] })
    const left = []
    for (const path of paths) if (await cache.get(key(path))) left.push(path)
    expect(left).toEqual(['/index', '/location', '/yards', '/sunrise', '/construction-progress', '/privacy'])
  })
})
