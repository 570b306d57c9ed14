import { describe, expect, it, vi } from 'vitest'

import { createTtlCache } from './ttl-cache'

describe('createTtlCache', () => {
  it('shares one load between concurrent callers and reuses it until it expires', async () => {
    let time = 0
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => time })
    const load = vi.fn(async () => 42)
    await Promise.all([cache.get('a', load), cache.get('a', load)])
    expect(load).toHaveBeenCalledTimes(1)
    time = 999
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    time = 1000
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep failures', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 })
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.get('a', async () => 1)).resolves.toBe(1)
  })

  it('drops the oldest entry beyond the cap', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, max: 2 })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('c', async () => 'c')
    expect(cache.size).toBe(2)
    const load = vi.fn(async () => 'a2')
    expect(await cache.get('a', load)).toBe('a2')
  })
})
