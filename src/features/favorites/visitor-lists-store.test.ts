import { describe, expect, it, vi } from 'vitest'

import { createHttpClient, HttpError, type HttpClient } from '@/lib/http-client'

import { COMPARE_FAILED, COMPARE_FULL, createVisitorListsStore } from './visitor-lists-store'

/** A client whose answers the test controls: each call waits for resolve/reject. */
function controlledHttp() {
  const calls: { method: string; path: string; body?: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = []
  const request = (method: string) => (path: string, a?: unknown) =>
    new Promise((resolve, reject) => calls.push({ method, path, body: method === 'POST' ? a : undefined, resolve, reject }))
  const http = { get: request('GET'), post: request('POST'), delete: request('DELETE') } as unknown as HttpClient
  return { http, calls }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('visitor lists store', () => {
  it('loads favorite ids, pinned and compared cards once', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const first = store.load()
    void store.load()
    expect(calls.map((c) => c.path)).toEqual(['/api/favorites/favorite_properties', '/api/pinned/', '/api/compare/'])
    calls[0]!.resolve({ count: 2, results: [5, 7] })
    calls[1]!.resolve({ count: 1, results: [{ id: 9 }] })
    calls[2]!.resolve({ count: 2, results: [{ id: 3 }, { id: 4 }] })
    await first
    expect([...store.getState().favorite]).toEqual([5, 7])
    expect([...store.getState().pinned]).toEqual([9])
    expect([...store.getState().compare]).toEqual([3, 4])
    expect(store.getState().loaded).toBe(true)
  })

  it('toggles optimistically, then takes the server’s list', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const listener = vi.fn()
    store.subscribe(listener)
    const done = store.toggle('favorite', 12)
    expect(store.getState().favorite.has(12)).toBe(true)
    expect(store.getState().pending.has('favorite:12')).toBe(true)
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/favorites/', body: { id: 12 } })
    calls[0]!.resolve({ count: 2, results: [12, 3] })
    await done
    expect([...store.getState().favorite]).toEqual([12, 3])
    expect(store.getState().pending.size).toBe(0)
    expect(listener).toHaveBeenCalled()
  })

  it('a toggle the server answered while the first load was out keeps its answer over that older load', async () => {
    // A slow phone: the page's lists are still loading when the visitor pins a flat, and the pin's answer comes
    // first. The load's answer was read before the pin was stored; taken as it is, it would unpin the flat.
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const loaded = store.load()
    const pinned = store.toggle('pinned', 9)
    expect(calls[3]).toMatchObject({ method: 'POST', path: '/api/pinned/', body: { id: 9 } })
    calls[3]!.resolve({ count: 2, results: [4, 9] })
    await pinned
    calls[0]!.resolve({ count: 0, results: [] })
    calls[1]!.resolve({ count: 1, results: [{ id: 4 }] })
    calls[2]!.resolve({ count: 0, results: [] })
    await loaded
    expect([...store.getState().pinned].sort()).toEqual([4, 9])
    expect(store.getState().loaded).toBe(true)
  })

  it('a removal answered while the first load was out stays removed', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const loaded = store.load()
    const removed = store.remove('compare', 3)
    expect(calls[3]).toMatchObject({ method: 'DELETE', path: '/api/compare/3/' })
    calls[3]!.resolve({ count: 1, results: [4] })
    await removed
    calls[0]!.resolve({ count: 0, results: [] })
    calls[1]!.resolve({ count: 0, results: [] })
    calls[2]!.resolve({ count: 2, results: [{ id: 3 }, { id: 4 }] })
    await loaded
    expect([...store.getState().compare]).toEqual([4])
  })

  it('lists cleared while the first load was out stay empty, with what was added after the clear', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const loaded = store.load()
    const cleared = store.clear()
    expect(calls[3]).toMatchObject({ method: 'DELETE', path: '/api/favorites/clear/' })
    calls[3]!.resolve(undefined)
    await cleared
    const added = store.toggle('favorite', 8)
    calls[4]!.resolve({ count: 1, results: [8] })
    await added
    const comparedCleared = store.clearCompare()
    calls[5]!.resolve(undefined)
    await comparedCleared
    // The load was read before all of it.
    calls[0]!.resolve({ count: 2, results: [5, 7] })
    calls[1]!.resolve({ count: 1, results: [{ id: 9 }] })
    calls[2]!.resolve({ count: 1, results: [{ id: 3 }] })
    await loaded
    expect([...store.getState().favorite]).toEqual([8])
    expect([...store.getState().pinned]).toEqual([])
    expect([...store.getState().compare]).toEqual([])
  })

  it('rolls an add back when the server refuses it', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const done = store.toggle('pinned', 4)
    expect(store.getState().pinned.has(4)).toBe(true)
    calls[0]!.reject(new Error('403'))
    await done
    expect(store.getState().pinned.has(4)).toBe(false)
    expect(store.getState().pending.size).toBe(0)
  })

  it('removes with DELETE /{id}/ and restores the id when that fails', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const add = store.toggle('favorite', 8)
    calls[0]!.resolve({ count: 1, results: [8] })
    await add
    const remove = store.toggle('favorite', 8)
    expect(store.getState().favorite.has(8)).toBe(false)
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/favorites/8/' })
    calls[1]!.reject(new Error('offline'))
    await remove
    expect(store.getState().favorite.has(8)).toBe(true)
  })

  it('ignores a second press while the first call is on its way', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    void store.toggle('favorite', 1)
    void store.toggle('favorite', 1)
    await flush()
    expect(calls).toHaveLength(1)
  })

  it('clears favorites and pinned on the server, in one write', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ count: 0, results: [] }), { headers: { 'content-type': 'application/json' } }),
    )
    const store = createVisitorListsStore(createHttpClient({ baseUrl: 'http://site', fetch, csrfToken: () => 't' }))
    await store.clear()
    expect(fetch.mock.calls.map((c) => [(c as unknown[])[0], ((c as unknown[])[1] as RequestInit).method])).toEqual([
      ['http://site/api/favorites/clear/', 'DELETE'],
    ])
  })

  describe('compare', () => {
    /** A store whose lists have loaded with these compared ids. */
    async function loadedWith(compared: number[]) {
      const { http, calls } = controlledHttp()
      const store = createVisitorListsStore(http)
      const loading = store.load()
      calls[0]!.resolve({ count: 0, results: [] })
      calls[1]!.resolve({ count: 0, results: [] })
      calls[2]!.resolve({ count: compared.length, results: compared.map((id) => ({ id })) })
      await loading
      calls.length = 0
      return { store, calls }
    }

    it('adds with POST /api/compare/ and removes with DELETE /api/compare/{id}/', async () => {
      const { store, calls } = await loadedWith([1])
      const add = store.toggle('compare', 2)
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/compare/', body: { id: 2 } })
      calls[0]!.resolve({ count: 2, results: [2, 1] })
      await add
      expect([...store.getState().compare].sort()).toEqual([1, 2])
      const remove = store.toggle('compare', 1)
      expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/compare/1/' })
      calls[1]!.resolve({ count: 1, results: [2] })
      await remove
      expect([...store.getState().compare]).toEqual([2])
    })

    it('refuses a fifth at once with a notice for that property, without asking the server', async () => {
      const { store, calls } = await loadedWith([1, 2, 3, 4])
      await store.toggle('compare', 5)
      expect(calls).toHaveLength(0)
      expect(store.getState().compare.has(5)).toBe(false)
      expect(store.getState().compareNotice).toEqual({ id: 5, message: COMPARE_FULL })
      store.dismissCompareNotice()
      expect(store.getState().compareNotice).toBeNull()
    })

    it('rolls a refused add back and keeps the server’s reason as the notice', async () => {
      const { store, calls } = await loadedWith([1])
      const add = store.toggle('compare', 70)
      expect(store.getState().compare.has(70)).toBe(true)
      const message =
        'Сравнивать можно помещения одного типа: в сравнении сейчас квартиры. Очистите сравнение, чтобы сравнить машино-места.'
      calls[0]!.reject(new HttpError(message, 'POST', '/api/compare/', 409, { error: { code: 'conflict', message } }))
      await add
      expect(store.getState().compare.has(70)).toBe(false)
      expect(store.getState().compareNotice).toEqual({ id: 70, message })
      // No answer at all: a generic reason, still said.
      const again = store.toggle('compare', 71)
      calls[1]!.reject(new HttpError('Failed to fetch', 'POST', '/api/compare/'))
      await again
      expect(store.getState().compareNotice).toEqual({ id: 71, message: COMPARE_FAILED })
      // A later successful toggle clears the notice.
      const ok = store.toggle('compare', 72)
      expect(store.getState().compareNotice).toBeNull()
      calls[2]!.resolve({ count: 2, results: [72, 1] })
      await ok
    })

    it('remove() deletes even before the lists loaded and rejects when the server refuses', async () => {
      const { http, calls } = controlledHttp()
      const store = createVisitorListsStore(http)
      const removing = store.remove('compare', 9)
      expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/compare/9/' })
      calls[0]!.resolve({ count: 1, results: [4] })
      await removing
      expect([...store.getState().compare]).toEqual([4])
      const failing = store.remove('compare', 4)
      calls[1]!.reject(new Error('offline'))
      await expect(failing).rejects.toThrow('offline')
      expect([...store.getState().compare]).toEqual([4])
    })

    it('clears the comparison alone, with DELETE /api/compare/clear/', async () => {
      const { store, calls } = await loadedWith([1, 2])
      const clearing = store.clearCompare()
      expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/compare/clear/']])
      calls[0]!.resolve({ count: 0, results: [] })
      await clearing
      expect(store.getState().compare.size).toBe(0)
    })
  })
})
