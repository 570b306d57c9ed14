import { describe, expect, it, vi } from 'vitest'

import { createReadCache } from './read-cache'

describe('createReadCache', () => {
  it('shares one load between concurrent callers and reuses it until it expires', async () => {
    // lru-cache takes a start of 0 for "no start", so the clock begins later.
    let time = 1_000
    const cache = createReadCache<number>({ max: 10, ttlMs: 1000, now: () => time })
    const load = vi.fn(async () => 42)
    await Promise.all([cache.get('a', load), cache.get('a', load)])
    expect(load).toHaveBeenCalledTimes(1)
    time += 1000
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    time += 1
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps a value without a ttl until it is cleared', async () => {
    let time = 1_000
    const cache = createReadCache<number>({ max: 10, now: () => time })
    const load = vi.fn(async () => 1)
    await cache.get('a', load)
    time += 365 * 24 * 3600 * 1000
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    cache.clear()
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep failures', async () => {
    const cache = createReadCache<number>({ max: 10, ttlMs: 1000 })
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.get('a', async () => 1)).resolves.toBe(1)
  })

  it('keeps null and undefined answers', async () => {
    const cache = createReadCache<null | undefined>({ max: 10 })
    const load = vi.fn(async () => null)
    expect(await cache.get('a', load)).toBeNull()
    expect(await cache.get('a', load)).toBeNull()
    expect(await cache.get('b', async () => undefined)).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(2)
  })

  it('answers a load under way when the cache is cleared, but does not keep what it read before the change', async () => {
    const cache = createReadCache<string>({ max: 10 })
    let finish: (value: string) => void = () => {}
    const before = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.clear()
    finish('before the change')
    expect(await before).toBe('before the change')
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change')
  })

  it('drops the least recently read entry beyond the cap', async () => {
    const cache = createReadCache<string>({ max: 2 })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('c', async () => 'c')
    expect(cache.size).toBe(2)
    const load = vi.fn(async () => 'a2')
    expect(await cache.get('a', load)).toBe('a2')
  })
})
