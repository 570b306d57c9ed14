import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenIdle } from './idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the idle callback, with the timeout as the latest moment', () => {
    const requestIdleCallback = vi.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const fn = vi.fn()
    const cancel = whenIdle(fn, { timeoutMs: 2500 })
    expect(fn).not.toHaveBeenCalled()
    expect(requestIdleCallback.mock.calls[0]![1]).toEqual({ timeout: 2500 })
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 })
    expect(fn).toHaveBeenCalledTimes(1)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer, which cancel clears', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const fn = vi.fn()
    whenIdle(fn, { fallbackMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    const other = vi.fn()
    const cancel = whenIdle(other, { fallbackMs: 1000 })
    cancel()
    vi.advanceTimersByTime(5000)
    expect(other).not.toHaveBeenCalled()
  })
})
