import { describe, expect, it } from 'vitest'

import { CMS_CHANGE_MESSAGE, fixedWindowCounter, primaryAction, RATE_LIMIT_MESSAGE } from './primary-protocol'

describe('the primary side of the worker protocol (scripts/serve.mjs)', () => {
  it('counts a rate-limit hit in fixed windows and answers the sender with its id', () => {
    let now = 1_000
    const count = fixedWindowCounter(() => now)
    const hit = (id: number) => primaryAction({ type: RATE_LIMIT_MESSAGE, id, key: 'rl:form:1.2.3.4', windowMs: 60_000 }, count)
    expect(hit(1)).toEqual({ reply: { type: RATE_LIMIT_MESSAGE, id: 1, count: 1, resetAt: 61_000 } })
    now = 30_000
    expect(hit(2)).toEqual({ reply: { type: RATE_LIMIT_MESSAGE, id: 2, count: 2, resetAt: 61_000 } })
    now = 61_000
    expect(hit(3)).toEqual({ reply: { type: RATE_LIMIT_MESSAGE, id: 3, count: 1, resetAt: 121_000 } })
  })

  it('relays a change event as it came and ignores anything else', () => {
    const count = fixedWindowCounter()
    const change = { type: CMS_CHANGE_MESSAGE, event: { kind: 'collection', slug: 'properties', id: 7 } }
    expect(primaryAction(change, count)).toEqual({ relay: change })
    expect(primaryAction({ type: RATE_LIMIT_MESSAGE, id: 1, key: 'k', windowMs: 0 }, count)).toBeNull()
    expect(primaryAction({ type: RATE_LIMIT_MESSAGE, id: 1, key: 7, windowMs: 1000 }, count)).toBeNull()
    expect(primaryAction({ type: 'other' }, count)).toBeNull()
    expect(primaryAction(null, count)).toBeNull()
  })
})
