import 'client-only'

import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Calls handler on a pointer press outside every given element while active. */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  handler: (event: Event) => void,
): void {
  // Effect events read the latest refs and handler, so callers may pass fresh arrays and closures each render.
  const onPress = useEffectEvent((event: Event) => {
    const target = event.target as Node | null
    if (!target || refs.some((ref) => ref.current?.contains(target))) return
    handler(event)
  })
  useEffect(() => {
    if (!active) return
    // pointerdown reacts before focus moves; mousedown covers environments without pointer events.
    const type = 'PointerEvent' in window ? 'pointerdown' : 'mousedown'
    const listener = (event: Event) => onPress(event)
    document.addEventListener(type, listener)
    return () => document.removeEventListener(type, listener)
  }, [active])
}
