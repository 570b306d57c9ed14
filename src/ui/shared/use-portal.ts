import 'client-only'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/** document.body after hydration, null on the server, so overlays can portal without a hydration mismatch. */
export function usePortalTarget(): HTMLElement | null {
  return useSyncExternalStore(
    noop,
    () => document.body,
    () => null,
  )
}
