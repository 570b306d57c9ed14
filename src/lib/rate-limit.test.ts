import { describe, expect, it } from 'vitest'

import { clientAddress, hitRateLimit, limitFromEnv, memoryStore } from './rate-limit'

describe('rate limits', () => {
  it('allows the limit within a window, refuses the next hit, and opens a new window after it', async () => {
    let now = 1_000_000
    const store = memoryStore(() => now)
    const rule = { name: 'form', limit: 3, windowMs: 60_000 }
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(rule, '10.0.0.1', store))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0])
    now += 60_000
    expect((await hitRateLimit(rule, '10.0.0.1', store)).allowed).toBe(true)
  })

  it('counts each client address and each rule apart', async () => {
    const store = memoryStore()
    const rule = { name: 'form', limit: 1, windowMs: 60_000 }
    expect((await hitRateLimit(rule, 'a', store)).allowed).toBe(true)
    expect((await hitRateLimit(rule, 'b', store)).allowed).toBe(true)
    expect((await hitRateLimit({ ...rule, name: 'login' }, 'a', store)).allowed).toBe(true)
    expect((await hitRateLimit(rule, 'a', store)).allowed).toBe(false)
  })

  it('falls back to counting in memory when the shared store fails', async () => {
    const broken = { increment: () => Promise.reject(new Error('ECONNREFUSED')) }
    const rule = { name: 'fallback-test', limit: 1, windowMs: 60_000 }
    expect((await hitRateLimit(rule, 'x', broken)).allowed).toBe(true)
    expect((await hitRateLimit(rule, 'x', broken)).allowed).toBe(false)
  })

  it('takes the address the nearest proxy added, not what the client claimed before it', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })

  it('reads limit overrides only when they are positive integers', () => {
    expect(limitFromEnv('X', 10, { X: '25' })).toBe(25)
    expect(limitFromEnv('X', 10, { X: '0' })).toBe(10)
    expect(limitFromEnv('X', 10, { X: 'many' })).toBe(10)
    expect(limitFromEnv('X', 10, {})).toBe(10)
  })
})
