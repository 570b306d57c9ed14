import 'server-only'

/**
 * Fixed-window rate limits, so a script cannot flood the forms and writes: counted in memory by default, in Redis
 * when it is configured so that every instance shares the count, and by the primary process when this one is a
 * worker of scripts/serve.mjs without Redis (so a visitor's hits count once whichever worker takes them). If Redis
 * fails mid-flight the in-memory count takes over (fail open to a per-instance limit, never to no limit and never
 * to an error for the visitor).
 *
 * Why not rate-limiter-flexible (11.4.0, weighed 2026-11-29). It has the three stores (RateLimiterMemory,
 * RateLimiterRedis with an insuranceLimiter, RateLimiterCluster), but owning this file stays smaller:
 * - ours: this file, 120 lines of code, plus the 15-line counter in primary-protocol.ts that scripts/serve.mjs
 *   already runs for its workers (one counter for the primary and the fallback);
 * - the library: 5,600 lines in 30 modules (692 KB unpacked; index.js loads every store), of which the parts we
 *   would run are ~1,400 (abstract, store abstract, memory, Redis, cluster, insured). Around it we would still
 *   write ~80 lines: one limiter per rule and store, rebuilt when Redis comes or goes (getRedis is lazy and may
 *   answer null), the visitor-and-address ceiling below, clientAddress and limitFromEnv, mapping its rejected
 *   RateLimiterRes to our result, and a RateLimiterClusterMaster in scripts/serve.mjs — which Node runs without a
 *   bundler, beside the primary's own CMS-change relay on the same IPC channel. Its cluster worker waits for an
 *   'init' round trip and has no insurance limiter of its own, so the fallback to this process's count stays ours.
 * Worth revisiting if we need sliding windows, block durations or a database store.
 */
import { type PrimaryChannel, primaryChannel } from './cluster'
import { type Counted, fixedWindowCounter, RATE_LIMIT_MESSAGE } from './primary-protocol'
import { getRedis, type RedisClient, redisName } from './redis'

export { RATE_LIMIT_MESSAGE }

export interface RateLimitRule {
  /** Name of the bucket, e.g. 'form'. */
  name: string
  limit: number
  windowMs: number
  /**
   * When set, `limit` counts per visitor and address together, and this far higher ceiling counts the address
   * as a whole: mobile operators put thousands of phones behind one address (CGNAT), so a limit of the address
   * alone would turn real buyers away at peak hours, while a script minting new visitors still meets the ceiling.
   */
  addressLimit?: number
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

/** Counts in this process's memory (the same counter the primary of scripts/serve.mjs keeps for its workers). */
export function memoryStore(now: () => number = Date.now): CounterStore {
  const count = fixedWindowCounter(now)
  return {
    async increment(key, windowMs) {
      return count(key, windowMs)
    },
  }
}

/** Counts in Redis: INCR, and the expiry set with the first hit of a window. */
export function redisStore(redis: Pick<RedisClient, 'multi'>): CounterStore {
  return {
    async increment(key, windowMs) {
      const name = redisName(key)
      const [count, , ttl] = (await redis.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec()) as unknown as [
        number,
        unknown,
        number,
      ]
      return { count: Number(count), resetAt: Date.now() + (Number(ttl) > 0 ? Number(ttl) : windowMs) }
    },
  }
}

const CLUSTER_TIMEOUT_MS = 1000

/**
 * Counts in the primary process of scripts/serve.mjs, over IPC. A primary that does not answer within a second
 * makes the hit fail, and hitRateLimit falls back to this process's own count.
 */
export function clusterStore(channel: PrimaryChannel): CounterStore {
  let sequence = 0
  const pending = new Map<number, (counted: Counted) => void>()
  channel.on('message', (message) => {
    const m = message as { type?: unknown; id?: unknown; count?: unknown; resetAt?: unknown }
    if (m?.type !== RATE_LIMIT_MESSAGE || typeof m.id !== 'number') return
    pending.get(m.id)?.({ count: Number(m.count), resetAt: Number(m.resetAt) })
  })
  return {
    increment(key, windowMs) {
      return new Promise((resolve, reject) => {
        const id = ++sequence
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error('the primary process did not answer the rate-limit count'))
        }, CLUSTER_TIMEOUT_MS)
        pending.set(id, (counted) => {
          clearTimeout(timer)
          pending.delete(id)
          resolve(counted)
        })
        channel.send?.({ type: RATE_LIMIT_MESSAGE, id, key, windowMs })
      })
    },
  }
}

const memory = memoryStore()
// One channel listener per process even when Next.js bundles this module into several chunks.
const CLUSTER_KEY = Symbol.for('novaya-zarya.rate-limit-cluster-store')
const globals = globalThis as { [CLUSTER_KEY]?: CounterStore }

async function sharedStore(): Promise<CounterStore> {
  const redis = await getRedis()
  if (redis) return redisStore(redis)
  const channel = primaryChannel()
  if (channel) return (globals[CLUSTER_KEY] ??= clusterStore(channel))
  return memory
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
 * Counts one hit of a visitor at a client address. With the rule's `addressLimit`, the visitor's own count is
 * kept per visitor and address, and a hit it allows is also counted against the address's ceiling; a hit the
 * visitor's own limit refuses does not use up the address, so one impatient visitor cannot lock out the
 * others behind the same address. Without a visitor (or an addressLimit) the address alone is counted.
 */
export async function hitVisitorRateLimit(
  rule: RateLimitRule,
  address: string,
  visitor: string | null,
  store?: CounterStore,
): Promise<RateLimitResult> {
  const addressLimit = rule.addressLimit
  if (addressLimit === undefined || !visitor) return hitRateLimit(rule, address, store)
  const own = await hitRateLimit(rule, `${address}:${visitor}`, store)
  if (!own.allowed) return own
  // The ceiling is never below one visitor's own limit (an override of the visitor's limit raises it too).
  const ceiling = Math.max(addressLimit, rule.limit)
  const shared = await hitRateLimit({ name: `${rule.name}-address`, limit: ceiling, windowMs: rule.windowMs }, address, store)
  return shared.allowed ? own : shared
}

/**
 * The client address of a request: the last X-Forwarded-For entry, i.e. the one the nearest proxy (the load
 * balancer, or Next.js itself from the socket) added — entries before it are whatever the client claimed.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)
  return last || headers.get('x-real-ip') || 'unknown'
}

/** Reads a positive integer limit override from the environment. */
export function limitFromEnv(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const value = Number(env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
