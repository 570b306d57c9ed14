import 'client-only'

import { useEffect, useEffectEvent } from 'react'

/**
 * Calls handler on Escape anywhere in the document while active. Inner widgets that consume Escape
 * (an open select) stop its propagation, so an overlay around them stays open.
 */
export function useEscape(active: boolean, handler: () => void): void {
  const onEscape = useEffectEvent(handler)
  useEffect(() => {
    if (!active) return
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape()
    }
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [active])
}
