/**
 * One shared Redis connection per process, when REDIS_URL is set (rate limits, and anything else the
 * instances must share). Connecting is lazy; a Redis that is down makes callers fall back, never crash.
 */
import { createClient } from 'redis'

import { moduleLogger } from './log'

export type RedisClient = ReturnType<typeof createClient>

const log = moduleLogger('redis')
let client: Promise<RedisClient | null> | null = null
let lastWarning = 0

function warn(message: string, error: unknown): void {
  // A down Redis must not flood the logs: one line a minute.
  if (Date.now() - lastWarning < 60_000) return
  lastWarning = Date.now()
  log.warn({ err: error }, message)
}

/**
 * A key or channel name in this site's namespace (REDIS_PREFIX, «novaya-zarya:» by default), so that two sites,
 * a staging copy or two test runs sharing one Redis never count each other's hits or hear each other's changes.
 */
export function redisName(name: string): string {
  return `${process.env.REDIS_PREFIX ?? 'novaya-zarya:'}${name}`
}

/** The connected client, or null when REDIS_URL is unset or Redis cannot be reached right now. */
export async function getRedis(url: string | undefined = process.env.REDIS_URL): Promise<RedisClient | null> {
  if (!url) return null
  client ??= (async () => {
    const redis = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) } })
    redis.on('error', (error) => warn('redis error', error))
    await redis.connect()
    return redis
  })().catch((error: unknown) => {
    warn('redis unavailable', error)
    client = null
    return null
  })
  const redis = await client
  return redis?.isReady ? redis : null
}
