/**
 * Liveness and readiness for load balancers and orchestrators. Live: the process answers. Ready:
 * the database answers within a deadline, Redis too when configured, and the instance is not draining after
 * SIGTERM (Next.js then finishes in-flight requests before it exits; the balancer must stop sending new ones).
 */
import { cms } from '@/features/cms-runtime'
import { isDraining } from '@/server/draining'
import { getRedis } from '@/server/redis'

export interface CheckResult {
  ok: boolean
  ms: number
  error?: string
}

export interface Readiness {
  status: 'ready' | 'unready' | 'draining'
  checks: Record<string, CheckResult>
}

const DEADLINE_MS = 2_000

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now()
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`timeout after ${DEADLINE_MS} ms`)), DEADLINE_MS)),
    ])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message.slice(0, 200) : String(error),
    }
  }
}

/** Checks the instance's dependencies. */
export async function readiness(): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {
    database: await timed(async () => (await cms()).count({ collection: 'users', overrideAccess: true })),
  }
  if (process.env.REDIS_URL) {
    checks.redis = await timed(async () => {
      const redis = await getRedis()
      if (!redis) throw new Error('not connected')
      await redis.ping()
    })
  }
  const ok = Object.values(checks).every((c) => c.ok)
  return { status: isDraining() ? 'draining' : ok ? 'ready' : 'unready', checks }
}
