import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Test-only: Vitest fake timers that Testing Library and user-event can drive.
 * Testing Library detects fake timers through a global `jest`, so a minimal one is stubbed.
 * Returns a user-event setup bound to the fake clock.
 */
export function installFakeTimers(): () => ReturnType<typeof userEvent.setup> {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
  return () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}
