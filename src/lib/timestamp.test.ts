import { describe, expect, it } from 'vitest'

import { timestampMs } from './timestamp'

describe('timestampMs', () => {
  it('reads SQLite text, PostgreSQL text with a short offset, and Date values alike', () => {
    const ms = Date.UTC(2026, 10, 22, 2, 2, 49, 195)
    expect(timestampMs('2026-11-22T02:02:49.195Z')).toBe(ms)
    expect(timestampMs('2026-11-22 02:02:49.195+00')).toBe(ms)
    expect(timestampMs('2026-11-22 05:02:49.195+03')).toBe(ms)
    expect(timestampMs(new Date(ms))).toBe(ms)
  })

  it('gives null for a missing or unreadable value', () => {
    expect(timestampMs(null)).toBeNull()
    expect(timestampMs(undefined)).toBeNull()
    expect(timestampMs('')).toBeNull()
    expect(timestampMs('вчера')).toBeNull()
    expect(timestampMs('garbage')).toBeNull()
  })
})
