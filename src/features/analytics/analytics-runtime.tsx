'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { DAY_SECONDS, METRIKA_CLIENT_ID_COOKIE, setBrowserCookie } from '@/lib/cookies'

import { reachGoal, sendHit, sendParams, setGoalSink } from './analytics'
import { type CallTrackingSettings, loadScript, startCallTracking } from './call-tracking'
import { type GoalSink, scrollGoalsFor, scrollPercent, startVisitTimers, VISITED_COOKIE } from './goals'
import { createMetrikaSink, loadMetrika, rememberClientId } from './metrika'

export interface AnalyticsRuntimeProps {
  /** Yandex Metrika counter; null = no counter, goals go nowhere (logged in development). */
  counterId: number | null
  callTracking: CallTrackingSettings
  /** How long the visitor has been on the page already (the runtime loads when the browser is idle): visit timers count from the page. */
  elapsedMs?: number
}

const silentSink: GoalSink = {
  reachGoal: (name, params) => {
    if (process.env.NODE_ENV === 'development') console.debug('[goal]', name, params ?? '')
  },
  params: () => {},
  hit: () => {},
}

/** Routes goals through the page's queue, so they reach whichever sink is set. */
const queuedSink: GoalSink = { reachGoal, params: sendParams, hit: sendHit }

function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 4000 })
  else setTimeout(fn, 1500)
}

/**
 * Mounts analytics once per page: the sink, visit timers, hits on navigation, scroll depth, call tracking.
 * Loaded by AnalyticsController when the browser is idle; goals reached before that wait in the page's queue.
 */
export function AnalyticsRuntime({ counterId, callTracking, elapsedMs = 0 }: AnalyticsRuntimeProps) {
  const pathname = usePathname()
  const previousUrl = useRef<string | null>(null)

  useEffect(() => {
    if (counterId) {
      setGoalSink(createMetrikaSink(counterId))
      // After the page is interactive: a third-party tag must not cost the visitor's first input.
      whenIdle(() => {
        loadMetrika(counterId)
        rememberClientId(counterId, (id) => setBrowserCookie(METRIKA_CLIENT_ID_COOKIE, id, { maxAge: 90 * DAY_SECONDS }))
      })
    } else setGoalSink(silentSink)
    const stopTimers = startVisitTimers({
      sink: queuedSink,
      elapsedMs,
      onVisited: () => setBrowserCookie(VISITED_COOKIE, '1', { maxAge: 365 * DAY_SECONDS }),
    })
    void startCallTracking(callTracking, { loadScript: (src) => loadScript(src) })
    return stopTimers
    // Settings come from the server once per document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const url = window.location.href
    sendHit(url, previousUrl.current ?? document.referrer)
    previousUrl.current = url

    const onDepth = scrollGoalsFor(pathname, queuedSink)
    if (!onDepth) return
    let frame = 0
    const measure = () => {
      frame = 0
      onDepth(scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [pathname])

  return null
}
