import { beforeEach, describe, expect, it, vi } from 'vitest'

const mocks = vi.hoisted(() => ({
  createHttpClient: vi.fn(),
  reportHttpFailure: vi.fn(),
  get: vi.fn(async (path: string) => ({ path })),
  post: vi.fn(async (path: string, body: unknown) => ({ path, body })),
}))
vi.mock('@/lib/http-client', () => ({ createHttpClient: mocks.createHttpClient }))
vi.mock('@/features/monitoring', () => ({ reportHttpFailure: mocks.reportHttpFailure }))

import { browserHttp } from './http'

beforeEach(() => mocks.createHttpClient.mockImplementation(() => ({ get: mocks.get, post: mocks.post })))

describe('browserHttp (SPEC §8: failed calls reported to monitoring)', () => {
  it('makes one client with the monitor on the first call and hands every call to it as asked', async () => {
    expect(mocks.createHttpClient).not.toHaveBeenCalled()
    const signal = new AbortController().signal
    await expect(browserHttp.get('/api/properties/', { query: { rooms: '2' }, signal })).resolves.toEqual({ path: '/api/properties/' })
    expect(mocks.get).toHaveBeenCalledWith('/api/properties/', { query: { rooms: '2' }, signal })
    await expect(browserHttp.post('/api/leads/', { phone: '+7' })).resolves.toEqual({ path: '/api/leads/', body: { phone: '+7' } })
    expect(mocks.post).toHaveBeenCalledWith('/api/leads/', { phone: '+7' }, undefined)
    expect(mocks.createHttpClient).toHaveBeenCalledTimes(1)
    expect(mocks.createHttpClient).toHaveBeenCalledWith(
      expect.objectContaining({ monitor: mocks.reportHttpFailure, retryDelayMs: 300, timeoutMs: 15_000, csrfEndpoint: '/api/csrf/' }),
    )
  })
})
