import 'client-only'

import { useEffect, useEffectEvent, useRef } from 'react'

import { useClickOutside } from '../shared/use-click-outside'

/** Delay after opening before an outside click may close the tooltip (SPEC §9). */
export const TOOLTIP_ARM_DELAY_MS = 700

/**
 * Outside-click and Escape closing. The outside click is armed only armDelay ms after opening,
 * so the click (or tap with its ghost click) that opened the tooltip cannot close it at once.
 */
export function useTooltip({ open, onClose, armDelay = TOOLTIP_ARM_DELAY_MS }: { open: boolean; onClose: () => void; armDelay?: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const armed = useRef(false)
  const close = useEffectEvent(onClose)

  useEffect(() => {
    armed.current = false
    if (!open) return
    const timer = setTimeout(() => {
      armed.current = true
    }, armDelay)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, armDelay])

  useClickOutside([ref], open, () => {
    if (armed.current) onClose()
  })

  return { ref }
}
