import { EventEmitter } from 'node:events'

import { describe, expect, it, vi } from 'vitest'

import { clientAddress, clusterStore, hitRateLimit, limitFromEnv, memoryStore, RATE_LIMIT_MESSAGE } from './rate-limit'

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

  describe('counted by the primary process (scripts/serve.mjs workers without Redis)', () => {
    /** Two workers' channels to one primary that counts like serve.mjs does (its own window map). */
    function primaryWithWorkers(workers: number, { answers = true } = {}) {
      const counts = new Map<string, { count: number; resetAt: number }>()
      return Array.from({ length: workers }, () => {
        const channel = new EventEmitter() as EventEmitter & { send: (m: unknown) => void }
        channel.send = (message) => {
          const m = message as { type: string; id: number; key: string; windowMs: number }
          expect(m.type).toBe(RATE_LIMIT_MESSAGE)
          if (!answers) return
          const w = counts.get(m.key) ?? { count: 0, resetAt: Date.now() + m.windowMs }
          w.count += 1
          counts.set(m.key, w)
          const reply = { type: RATE_LIMIT_MESSAGE, id: m.id, count: w.count, resetAt: w.resetAt }
          setImmediate(() => channel.emit('message', reply))
        }
        return clusterStore(channel)
      })
    }

    it("counts a visitor's hits once across workers", async () => {
      const rule = { name: 'form', limit: 3, windowMs: 60_000 }
      const [a, b] = primaryWithWorkers(2)
      const allowed = []
      for (const store of [a, b, a, b, a]) allowed.push((await hitRateLimit(rule, '10.0.0.9', store!)).allowed)
      expect(allowed).toEqual([true, true, true, false, false])
    })

    it('answers each hit with its own reply when several are in flight', async () => {
      const [a] = primaryWithWorkers(1)
      const counts = await Promise.all(Array.from({ length: 5 }, () => a!.increment('k', 1000)))
      expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5])
    })

    it("falls back to this process's count when the primary does not answer", async () => {
      vi.useFakeTimers()
      try {
        const [silent] = primaryWithWorkers(1, { answers: false })
        const rule = { name: 'silent', limit: 1, windowMs: 60_000 }
        const first = hitRateLimit(rule, '10.0.0.10', silent)
        await vi.advanceTimersByTimeAsync(1000)
        expect((await first).allowed).toBe(true)
        const second = hitRateLimit(rule, '10.0.0.10', silent)
        await vi.advanceTimersByTimeAsync(1000)
        expect((await second).allowed).toBe(false)
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
