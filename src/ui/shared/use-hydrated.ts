import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while the browser hydrates, true after: for a part made only of what the browser knows
 * (this visitor's own lists), which a page cached for everyone must not contain and hydration must not expect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
