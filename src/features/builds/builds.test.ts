import { describe, expect, it, vi } from 'vitest'

import {
  allowChunkReload,
  BUILD_CHECK_MIN_GAP_MS,
  createBuildWatcher,
  isChunkLoadError,
  latestBuildUrl,
  PREFETCH_DELAY_MS,
  shouldPrefetch,
} from '.'

describe('build watcher', () => {
  it('polls builds/latest.json with a timestamp query', async () => {
    const fetchLatest = vi.fn(async () => ({ id: 'b1' }))
    const watcher = createBuildWatcher({ currentId: 'b1', fetchLatest, now: () => 1700000000000 })
    expect(await watcher.check()).toBe(false)
    expect(fetchLatest).toHaveBeenCalledWith('/builds/latest.json?t=1700000000000')
    expect(latestBuildUrl(5)).toBe('/builds/latest.json?t=5')
  })

  it('reports a new build once the id differs, and keeps that state', async () => {
    const onNewBuild = vi.fn()
    const ids = ['b1', 'b2']
    const fetchLatest = vi.fn(async () => ({ id: ids.shift() }))
    let time = 0
    const watcher = createBuildWatcher({ currentId: 'b1', fetchLatest, now: () => time, onNewBuild })
    expect(await watcher.check()).toBe(false)
    time += 1000
    expect(await watcher.check()).toBe(true)
    expect(watcher.hasNewBuild()).toBe(true)
    expect(onNewBuild).toHaveBeenCalledWith('b2')
    expect(await watcher.check()).toBe(true)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
  })

  it('survives network errors and garbage answers', async () => {
    const answers: (() => unknown)[] = [
      () => {
        throw new Error('offline')
      },
      () => null,
      () => ({ id: 42 }),
    ]
    const watcher = createBuildWatcher({ currentId: 'b1', fetchLatest: async () => answers.shift()!() })
    expect(await watcher.check()).toBe(false)
    expect(await watcher.check()).toBe(false)
    expect(await watcher.check()).toBe(false)
  })

  it('throttles focus-triggered checks', async () => {
    let time = 0
    const fetchLatest = vi.fn(async () => ({ id: 'b1' }))
    const watcher = createBuildWatcher({ currentId: 'b1', fetchLatest, now: () => time })
    await watcher.checkSoon()
    time += BUILD_CHECK_MIN_GAP_MS - 1
    await watcher.checkSoon()
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    time += 1
    await watcher.checkSoon()
    expect(fetchLatest).toHaveBeenCalledTimes(2)
  })
})

describe('chunk-load errors', () => {
  it('recognises them', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true)
    expect(isChunkLoadError('Loading CSS chunk app-layout failed')).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reload to the same path at most once a minute', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    expect(allowChunkReload('/flats', storage, 0)).toBe(true)
    expect(allowChunkReload('/flats', storage, 30_000)).toBe(false)
    expect(allowChunkReload('/parking', storage, 30_000)).toBe(true)
    expect(allowChunkReload('/parking', storage, 120_000)).toBe(true)
  })
})

describe('prefetch', () => {
  it('waits 1 s and skips slow-2g', () => {
    expect(PREFETCH_DELAY_MS).toBe(1000)
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
