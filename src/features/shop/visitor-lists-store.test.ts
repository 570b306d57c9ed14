import { describe, expect, it, vi } from 'vitest'

import { createHttpClient, type HttpClient } from '@/lib/http-client'

import { createVisitorListsStore } from './visitor-lists-store'

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
  it('loads favorite ids and pinned cards once', async () => {
    const { http, calls } = controlledHttp()
    const store = createVisitorListsStore(http)
    const first = store.load()
    void store.load()
    expect(calls.map((c) => c.path)).toEqual(['/api/favorites/favorite_properties', '/api/pinned/'])
    calls[0]!.resolve({ count: 2, results: [5, 7] })
    calls[1]!.resolve({ count: 1, results: [{ id: 9 }] })
    await first
    expect([...store.getState().favorite]).toEqual([5, 7])
    expect([...store.getState().pinned]).toEqual([9])
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
})
