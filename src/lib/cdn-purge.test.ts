// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { startCdnPurge } from './cdn-purge'
import { emitCmsChange, SETTLE_MS } from './change-events'

afterEach(() => vi.useRealTimers())

describe('CDN purge', () => {
  it('POSTs once for a burst of public changes, after they committed, with the token', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    const stop = startCdnPurge({ url: 'https://cdn.test/purge', token: 't0k', fetch: fetch as unknown as typeof globalThis.fetch })
    try {
      emitCmsChange({ kind: 'collection', slug: 'properties', id: 1 })
      emitCmsChange({ kind: 'global', slug: 'main-page' })
      emitCmsChange({ kind: 'collection', slug: 'leads', id: 9 })
      expect(fetch).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(SETTLE_MS)
      expect(fetch).toHaveBeenCalledOnce()
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
      expect(url).toBe('https://cdn.test/purge')
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer t0k')
      expect(JSON.parse(String(init.body))).toEqual({ paths: ['/*'] })
    } finally {
      stop()
    }
  })

  it('leaves the CDN alone when only visitors wrote', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    const stop = startCdnPurge({ url: 'https://cdn.test/purge', fetch: fetch as unknown as typeof globalThis.fetch })
    try {
      emitCmsChange({ kind: 'collection', slug: 'visitor-items', id: 3 })
      await vi.advanceTimersByTimeAsync(SETTLE_MS * 2)
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      stop()
    }
  })
})
