// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { emitCmsChange } from '@/lib/change-events'

import { cached, clearCache } from './cache'

describe('content read cache', () => {
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

  it('keeps its reads when visitors write their lists, leads or subscriptions', async () => {
    const load = vi.fn(async () => ({ title: 'Дворы' }))
    await cached('global:yards', load)
    for (const slug of ['visitor-items', 'favorite-collections', 'leads', 'subscribers'])
      emitCmsChange({ kind: 'collection', slug, id: 1 })
    await cached('global:yards', load)
    expect(load).toHaveBeenCalledOnce()
  })
})
