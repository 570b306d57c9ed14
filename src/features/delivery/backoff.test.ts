// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { DEFAULT_BACKOFF, nextAttemptDelayMs, sinkFailure, retryDelayMs, retrySchedule } from './backoff'
import { DeliveryError } from './crm'

const MIN = 60_000

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at 1 h', () => {
    const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 }
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([
      30_000,
      MIN,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      16 * MIN,
      32 * MIN,
      60 * MIN,
      60 * MIN,
    ])
    expect(retryDelayMs(1000, noJitter)).toBe(60 * MIN)
  })

  it('takes off at most the jitter share, never adding to the cap', () => {
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0)).toBe(2 * MIN)
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0.999999)).toBe(Math.round(2 * MIN * (1 - 0.2 * 0.999999)))
    expect(retryDelayMs(20, DEFAULT_BACKOFF, () => 0)).toBe(60 * MIN)
  })
})

describe('retrySchedule', () => {
  it('gives 11 pauses for 12 attempts: a sink may be down about 5 h before a lead is marked failed', () => {
    const schedule = retrySchedule(12)
    expect(schedule).toHaveLength(11)
    const total = schedule.reduce((sum, delay) => sum + delay, 0)
    expect(total).toBe((30 + 60 + 120 + 240 + 480 + 960 + 1920) * 1000 + 4 * 60 * MIN)
    expect(Math.round(total / MIN)).toBe(304)
  })
})

describe('nextAttemptDelayMs', () => {
  const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 }
  const outage = { retryable: true }
  const limited = (ms: number) => ({ retryable: true, retryAfterMs: ms })
  const refused = { retryable: false }

  it('backs off after an outage and gives up after the last attempt', () => {
    expect(nextAttemptDelayMs(1, 12, [outage], noJitter)).toBe(30_000)
    expect(nextAttemptDelayMs(12, 12, [outage], noJitter)).toBeNull()
  })

  it('waits as a rate limit asks, but never less than the backoff when another sink is down', () => {
    expect(nextAttemptDelayMs(5, 12, [limited(3_000)], noJitter)).toBe(3_000)
    expect(nextAttemptDelayMs(1, 12, [limited(3_000), outage], noJitter)).toBe(30_000)
    expect(nextAttemptDelayMs(1, 12, [limited(90_000), outage], noJitter)).toBe(90_000)
    expect(nextAttemptDelayMs(1, 12, [limited(5 * 60 * MIN)], noJitter)).toBe(60 * MIN)
  })

  it('fails at once when every failing sink refused for good, and keeps retrying the others', () => {
    expect(nextAttemptDelayMs(1, 12, [refused], noJitter)).toBeNull()
    expect(nextAttemptDelayMs(1, 12, [refused, outage], noJitter)).toBe(30_000)
  })

  it('reads a DeliveryError, and any other error as retryable', () => {
    expect(sinkFailure(new DeliveryError('x', { retryable: false }))).toEqual({ retryable: false })
    expect(sinkFailure(new DeliveryError('x', { retryable: true, retryAfterMs: 2_000 }))).toEqual({ retryable: true, retryAfterMs: 2_000 })
    expect(sinkFailure(new Error('SMTP down'))).toEqual({ retryable: true })
  })
})
