// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { emitCmsChange, SETTLE_MS } from '@/server/change-events'

import { cached, clearCache, keepContentFresh } from './cache'

describe('content read cache', () => {
  // As instrumentation does at start-up (src/start-up.ts).
  let stop = () => {}
  beforeAll(() => {
    stop = keepContentFresh()
  })
  afterAll(() => stop())
  beforeEach(() => clearCache())

  it("reuses a read until an editor's change, which clears it at once", async () => {
    const load = vi.fn(async () => ({ title: 'Ипотека' }))
    await cached('global:mortgage-page', load)
    await cached('global:mortgage-page', load)
    expect(load).toHaveBeenCalledOnce()
    emitCmsChange({ kind: 'global', slug: 'mortgage-page' })
    await cached('global:mortgage-page', load)
    expect(load).toHaveBeenCalledTimes(2)
    emitCmsChange({ kind: 'collection', slug: 'media', id: 3 })
    await cached('global:mortgage-page', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('drops again, once the change has committed, what was read right after the event', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(async () => ({ title: 'Локация' }))
      emitCmsChange({ kind: 'global', slug: 'location' })
      // Payload's hook emits before its transaction commits: this read may have seen the old row.
      await cached('global:location', load)
      vi.advanceTimersByTime(SETTLE_MS)
      await cached('global:location', load)
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps its reads when visitors write their lists, leads or subscriptions', async () => {
    const load = vi.fn(async () => ({ title: 'Дворы' }))
    await cached('global:yards', load)
    for (const slug of ['visitor-items', 'favorite-collections', 'leads', 'subscribers']) emitCmsChange({ kind: 'collection', slug, id: 1 })
    await cached('global:yards', load)
    expect(load).toHaveBeenCalledOnce()
  })
})
