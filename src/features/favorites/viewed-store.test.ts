import { describe, expect, it, vi } from 'vitest'

import type { HttpClient } from '@/lib/http-client'

import { createViewedStore, VIEWED_HIDDEN_KEY } from './viewed-store'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

function fakeHttp(viewed: number[]) {
  return {
    get: vi.fn(async () => ({ count: viewed.length, results: viewed.map((id) => ({ id })) })),
    post: vi.fn(async () => ({ count: 0, results: [] })),
    delete: vi.fn(),
  } as unknown as HttpClient & { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn>; delete: ReturnType<typeof vi.fn> }
}

describe('viewed items in the browser (SPEC §4: clear and delete are local and return an empty list)', () => {
  it('delete hides one item here, without a server write, and answers an empty list', () => {
    const http = fakeHttp([3, 2, 1])
    const storage = memoryStorage()
    const store = createViewedStore(http, () => storage)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.remove(2)).toEqual({ count: 0, results: [] })
    expect(store.getHidden()).toEqual([2])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(http.post).not.toHaveBeenCalled()
    expect(http.delete).not.toHaveBeenCalled()
    // It stays hidden after a reload: a new store reads the same storage.
    expect(createViewedStore(http, () => storage).getHidden()).toEqual([2])
  })

  it('clear hides everything viewed so far, only reading the server, and answers an empty list', async () => {
    const http = fakeHttp([7, 5, 4])
    const storage = memoryStorage()
    const store = createViewedStore(http, () => storage)
    await expect(store.clear()).resolves.toEqual({ count: 0, results: [] })
    expect([...store.getHidden()].sort()).toEqual([4, 5, 7])
    expect(http.get).toHaveBeenCalledWith('/api/viewed/', expect.objectContaining({ query: { limit: 50 } }))
    expect(http.post).not.toHaveBeenCalled()
    expect(http.delete).not.toHaveBeenCalled()
    expect(JSON.parse(storage.data.get(VIEWED_HIDDEN_KEY)!)).toHaveLength(3)
  })

  it('viewing a hidden item again records it and shows it again', async () => {
    const http = fakeHttp([])
    const store = createViewedStore(http, () => memoryStorage())
    store.remove(9)
    await store.record(9)
    expect(store.getHidden()).toEqual([])
    expect(http.post).toHaveBeenCalledWith('/api/viewed/', { id: 9 }, { report: false })
  })

  it('renders on the server with nothing hidden, and survives blocked or corrupt storage', () => {
    const store = createViewedStore(fakeHttp([]), () => ({ getItem: () => '{oops', setItem: () => {} }))
    expect(store.getServerHidden()).toEqual([])
    expect(store.getHidden()).toEqual([])
    expect(createViewedStore(fakeHttp([]), () => null).remove(1)).toEqual({ count: 0, results: [] })
  })
})
