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
