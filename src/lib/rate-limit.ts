/**
 * Fixed-window rate limits (issue 9): counted in memory by default, in Redis when it is configured so that
 * every instance shares the count. If Redis fails mid-flight the in-memory count takes over (fail open to a
 * per-instance limit, never to no limit and never to an error for the visitor).
 */
import { getRedis, type RedisClient } from './redis'

export interface RateLimitRule {
  /** Name of the bucket, e.g. 'form'. */
  name: string
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  retryAfter: number
}

export interface CounterStore {
  /** Adds one hit to the key's window and returns the count so far and when the window ends (epoch ms). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
}

/** Counts in this process's memory; expired windows are swept as new ones open. */
export function memoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0
  return {
    async increment(key, windowMs) {
      const t = now()
      if (t >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
        nextSweep = t + 60_000
      }
      const current = windows.get(key)
      const window = current && current.resetAt > t ? current : { count: 0, resetAt: t + windowMs }
      window.count += 1
      windows.set(key, window)
      return { ...window }
    },
  }
}

/** Counts in Redis: INCR, and the expiry set with the first hit of a window. */
export function redisStore(redis: Pick<RedisClient, 'multi'>): CounterStore {
  return {
    async increment(key, windowMs) {
      const [count, , ttl] = (await redis.multi().incr(key).pExpire(key, windowMs, 'NX').pTTL(key).exec()) as unknown as [number, unknown, number]
      return { count: Number(count), resetAt: Date.now() + (Number(ttl) > 0 ? Number(ttl) : windowMs) }
    },
  }
}

const memory = memoryStore()

async function sharedStore(): Promise<CounterStore> {
  const redis = await getRedis()
  return redis ? redisStore(redis) : memory
}

/** Counts one hit of `subject` (a client address) against the rule. */
export async function hitRateLimit(rule: RateLimitRule, subject: string, store?: CounterStore): Promise<RateLimitResult> {
  const key = `rl:${rule.name}:${subject}`
  let counted: { count: number; resetAt: number }
  try {
    counted = await (store ?? (await sharedStore())).increment(key, rule.windowMs)
  } catch {
    counted = await memory.increment(key, rule.windowMs)
  }
  return {
    allowed: counted.count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - counted.count),
    retryAfter: Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000)),
  }
}

/**
 * The client address of a request: the last X-Forwarded-For entry, i.e. the one the nearest proxy (the load
 * balancer, or Next.js itself from the socket) added — entries before it are whatever the client claimed.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1)
  return last || headers.get('x-real-ip') || 'unknown'
}

/** Reads a positive integer limit override from the environment. */
export function limitFromEnv(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const value = Number(env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
