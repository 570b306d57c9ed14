// CMS changes shared between instances through Redis pub/sub: what one instance's editor saves
// reaches the caches of every other at once. Runs when REDIS_URL is set (CI sets it).
import { createClient } from 'redis'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { type ChangeEvent, emitCmsChange, linkRedisChanges, onCmsChange, redisChangeChannel } from '@/server/change-events'
import { getRedis } from '@/server/redis'

const url = process.env.REDIS_URL

describe.runIf(Boolean(url))('CMS change relay through Redis', () => {
  // Another instance, as far as Redis can tell: its own connections.
  const other = createClient({ url })
  const otherSubscriber = createClient({ url })
  const cleanups: (() => Promise<unknown>)[] = []

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
  })

  it('publishes a change saved here, and tells the subscribers here what another instance publishes — never its own echo', async () => {
    const redis = await getRedis(url)
    expect(redis).not.toBeNull()
    cleanups.push(await linkRedisChanges(redis!))
    await other.connect()
    await otherSubscriber.connect()
    cleanups.push(
      () => other.quit(),
      () => otherSubscriber.quit(),
    )

    const published: { origin: string; event: ChangeEvent }[] = []
    await otherSubscriber.subscribe(redisChangeChannel(), (raw) => {
      if (raw.startsWith('{')) published.push(JSON.parse(raw))
    })
    const heard = vi.fn()
    const stop = onCmsChange(heard)
    cleanups.push(async () => stop())

    emitCmsChange({ kind: 'collection', slug: 'properties', id: 42 })
    await vi.waitFor(() => expect(published).toHaveLength(1), { timeout: 2000 })
    expect(published[0]!.event).toEqual({ kind: 'collection', slug: 'properties', id: 42 })
    // Heard once, locally; its own message coming back over Redis is skipped.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toHaveBeenCalledOnce()

    heard.mockClear()
    await other.publish(
      redisChangeChannel(),
      JSON.stringify({ origin: 'another-instance', event: { kind: 'global', slug: 'site-settings' } }),
    )
    await vi.waitFor(() => expect(heard).toHaveBeenCalledExactlyOnceWith({ kind: 'global', slug: 'site-settings' }), { timeout: 2000 })

    // Garbage on the channel is ignored; an echo of this instance's own origin too.
    heard.mockClear()
    await other.publish(redisChangeChannel(), 'not json')
    await other.publish(redisChangeChannel(), JSON.stringify({ origin: 'x', event: { kind: 'table', slug: 3 } }))
    await other.publish(
      redisChangeChannel(),
      JSON.stringify({ origin: published[0]!.origin, event: { kind: 'global', slug: 'navigation' } }),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).not.toHaveBeenCalled()
  })
})
