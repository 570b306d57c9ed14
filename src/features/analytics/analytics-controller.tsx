'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'

import { whenIdle } from '@/lib/idle'

import type { AnalyticsRuntimeProps } from './analytics-runtime'
import type { CallTrackingSettings } from './call-tracking'

export interface AnalyticsControllerProps {
  /** Yandex Metrika counter; null = no counter, goals go nowhere (logged in development). */
  counterId: number | null
  callTracking: CallTrackingSettings
}

/**
 * Analytics off the first screen, so no page's first load pays for it: the runtime (sink, visit timers, hits, scroll
 * depth, call tracking; ./analytics-runtime) downloads when the browser is first idle. Goals reached before that wait
 * in the page's queue (./analytics), and the visit timers count from when this mounted. Renders nothing.
 */
export function AnalyticsController(props: AnalyticsControllerProps) {
  const [Runtime, setRuntime] = useState<ComponentType<AnalyticsRuntimeProps> | null>(null)
  const mountedAt = useRef(0)
  const [elapsedMs, setElapsedMs] = useState(0)
  useEffect(() => {
    mountedAt.current = performance.now()
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      import('./analytics-runtime').then(
        (module) => {
          if (cancelled) return
          setElapsedMs(performance.now() - mountedAt.current)
          setRuntime(() => module.AnalyticsRuntime)
        },
        (error: unknown) => console.warn('analytics: the runtime did not load', error),
      )
    })
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [])
  return Runtime ? <Runtime {...props} elapsedMs={elapsedMs} /> : null
}
