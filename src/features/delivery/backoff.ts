/** How retries are spaced: base × 2^(attempt−1), capped, shortened by up to `jitter` so instances spread out. */
export interface BackoffPolicy {
  baseMs: number
  capMs: number
  /** 0…1: the share of the delay that is random (0.2 → between 80 % and 100 % of it). */
  jitter: number
}

/** Production spacing: 30 s, 1 min, 2 min … capped at 1 h. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, capMs: 60 * 60_000, jitter: 0.2 }

/** The delay after the `attempt`-th failed attempt (1-based); `random` in [0, 1) is Math.random in production. */
export function retryDelayMs(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30))
  const full = Math.min(policy.capMs, policy.baseMs * 2 ** exponent)
  return Math.round(full * (1 - policy.jitter * random()))
}

/** The delays before each retry when every attempt fails (no jitter): what a sink outage costs, for docs and tests. */
export function retrySchedule(maxAttempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, index) => retryDelayMs(index + 1, { ...policy, jitter: 0 }))
}

/** How one sink's refusal bears on the next attempt (a plain Error is retryable with the usual backoff). */
export interface SinkFailure {
  retryable: boolean
  /** The wait the destination asked for (429 Retry-After). */
  retryAfterMs?: number
}

/** Reads a sink's thrown error as a failure: a DeliveryError says whether and when to retry, anything else is retryable. */
export function sinkFailure(error: unknown): SinkFailure {
  const { retryable, retryAfterMs } = (error ?? {}) as { retryable?: unknown; retryAfterMs?: unknown }
  return {
    retryable: retryable !== false,
    ...(typeof retryAfterMs === 'number' && retryAfterMs >= 0 ? { retryAfterMs } : {}),
  }
}

/**
 * The delay before the next attempt after the `attempt`-th failed one, or null to give up now: after
 * `maxAttempts`, or when every sink that failed refused for good (a 4xx no retry changes). When every failure
 * came with a wait (a rate limit, not an outage), that wait is used; otherwise the longer of it and the backoff.
 */
export function nextAttemptDelayMs(
  attempt: number,
  maxAttempts: number,
  failures: SinkFailure[],
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number | null {
  if (attempt >= maxAttempts) return null
  if (failures.length > 0 && failures.every((failure) => !failure.retryable)) return null
  const waits = failures.filter((failure) => failure.retryable).map((failure) => failure.retryAfterMs)
  const asked = Math.min(policy.capMs, Math.max(0, ...waits.map((wait) => wait ?? 0)))
  if (waits.length > 0 && waits.every((wait) => wait !== undefined)) return asked
  return Math.max(asked, retryDelayMs(attempt, policy, random))
}
