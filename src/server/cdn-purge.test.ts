// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { startCdnPurge } from './cdn-purge'
import { emitCmsChange, SETTLE_MS } from './change-events'

afterEach(() => vi.useRealTimers())

type Call = [string, RequestInit]
const bodies = (fetch: ReturnType<typeof vi.fn>) => (fetch.mock.calls as unknown as Call[]).map(([, init]) => JSON.parse(String(init.body)))

function purging(placements?: Parameters<typeof startCdnPurge>[0]['placements']) {
  const fetch = vi.fn(async () => new Response(null, { status: 200 }))
  const stop = startCdnPurge({
    url: 'https://cdn.test/purge',
    token: 't0k',
    fetch: fetch as unknown as typeof globalThis.fetch,
    placements,
  })
  return { fetch, stop }
}

describe('CDN purge', () => {
  it('purges a burst of changes at once and again once they committed, with the token', async () => {
    vi.useFakeTimers()
    const { fetch, stop } = purging()
    try {
      emitCmsChange({ kind: 'global', slug: 'main-page' })
      emitCmsChange({ kind: 'global', slug: 'mortgage-page' })
      emitCmsChange({ kind: 'collection', slug: 'leads', id: 9 })
      expect(fetch).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(100)
      expect(fetch).toHaveBeenCalledOnce()
      const [url, init] = fetch.mock.calls[0] as unknown as Call
      expect(url).toBe('https://cdn.test/purge')
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer t0k')
      // Only the two pages those globals show, not every page.
      expect(bodies(fetch)).toEqual([{ tags: ['content:main', 'mortgage'] }])
      await vi.advanceTimersByTimeAsync(SETTLE_MS)
      expect(bodies(fetch)).toEqual([{ tags: ['content:main', 'mortgage'] }, { tags: ['content:main', 'mortgage'] }])
    } finally {
      stop()
    }
  })

  it("a flat's price edit purges its card, its floor's cards and pages, the lists and the main page", async () => {
    vi.useFakeTimers()
    const { fetch, stop } = purging((ids) => ids.map((id) => ({ id, building: 2, floor: 5, floorMates: [id, 41] })))
    try {
      emitCmsChange({ kind: 'collection', slug: 'properties', id: 40 })
      await vi.advanceTimersByTimeAsync(100)
      expect(bodies(fetch)).toEqual([
        {
          tags: [
            'building:2',
            'catalog:chess',
            'catalog:from',
            'catalog:list',
            'feeds',
            'floor:2:5',
            'property:40',
            'property:41',
            'sitemap',
          ],
        },
      ])
    } finally {
      stop()
    }
  })

  it('purges every page for a change every page shows', async () => {
    vi.useFakeTimers()
    const { fetch, stop } = purging()
    try {
      emitCmsChange({ kind: 'global', slug: 'main-page' })
      emitCmsChange({ kind: 'global', slug: 'navigation' })
      await vi.advanceTimersByTimeAsync(SETTLE_MS + 100)
      expect(bodies(fetch)).toEqual([{ paths: ['/*'] }, { paths: ['/*'] }])
    } finally {
      stop()
    }
  })

  it('leaves the CDN alone when only visitors wrote', async () => {
    vi.useFakeTimers()
    const { fetch, stop } = purging()
    try {
      emitCmsChange({ kind: 'collection', slug: 'visitor-items', id: 3 })
      await vi.advanceTimersByTimeAsync(SETTLE_MS * 2)
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      stop()
    }
  })
})
