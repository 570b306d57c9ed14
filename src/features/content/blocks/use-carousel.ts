'use client'

import { useCallback, useEffect, useState } from 'react'

import { useMediaQuery } from '@/ui/shared/use-media-query'

export interface CarouselState {
  index: number
  count: number
  /** Whether auto-advance is on (the visitor's play/pause choice). */
  playing: boolean
  /** Whether auto-advance may run at all: never when the visitor asked for reduced motion. */
  canAutoplay: boolean
  go: (index: number) => void
  next: () => void
  prev: () => void
  togglePlaying: () => void
  /** Hover and keyboard focus hold the slide still without changing the play/pause choice. */
  setHeld: (held: boolean) => void
}

/**
 * State of a one-slide-at-a-time carousel: wrap-around navigation and auto-advance every `intervalMs`
 * that runs only when motion is welcome, the visitor has not paused it and is not hovering or focused inside.
 */
export function useCarousel(count: number, intervalMs: number): CarouselState {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)')
  const canAutoplay = motionOk && count > 1

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count])
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count])

  useEffect(() => {
    if (!canAutoplay || !playing || held) return
    // Restarted on every slide change, so a manual step gets a full interval before the next one.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => window.clearTimeout(timer)
  }, [canAutoplay, playing, held, index, count, intervalMs])

  return { index, count, playing, canAutoplay, go, next, prev, togglePlaying: () => setPlaying((p) => !p), setHeld }
}
