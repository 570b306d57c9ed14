'use client'

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'

import type { MonitoringSettings } from '@/features/monitoring'
import { clickTarget } from '@/features/navigation'
import { whenIdle } from '@/lib/idle'

import type { EarlyError, ShellRuntimeProps } from './shell-runtime'
import { prefetchStyleHints } from './style-preloads'

// Before any prefetch answer is decoded: other routes' stylesheets are prefetched, not preloaded (style-preloads.ts).
if (typeof document !== 'undefined') prefetchStyleHints()

export interface ShellClientProps {
  monitoring: MonitoringSettings
  /** Paths worth prefetching 1 s after the shell's behaviour loaded (the main menu). */
  prefetchPaths: readonly string[]
}

/** Errors kept before the runtime loads: enough to tell what went wrong, never a growing heap. */
const MAX_EARLY_ERRORS = 20

/** The runtime's module; one download per document whoever asks first. */
let runtimeModule: Promise<typeof import('./shell-runtime')> | null = null
export function loadShellRuntime(): Promise<typeof import('./shell-runtime')> {
  runtimeModule ??= import('./shell-runtime').catch((error: unknown) => {
    runtimeModule = null
    throw error
  })
  return runtimeModule
}

/**
 * The shell's behaviour in the browser, loaded off the first screen, so no page's first load pays for it: the runtime
 * (monitoring hooks, the navigation chain, build polling, prefetch; ./shell-runtime) and its libraries download when
 * the browser is first idle or the visitor first points at, focuses or clicks something, whichever comes first. Until
 * then this loader keeps what the runtime must not miss: a link click the chain should handle waits for it (then the
 * chain runs for it), and page errors are held and reported once monitoring is up. Renders nothing.
 */
export function ShellClient({ monitoring, prefetchPaths }: ShellClientProps) {
  const [Runtime, setRuntime] = useState<ComponentType<ShellRuntimeProps> | null>(null)
  const held = useRef<string | null>(null)
  const early = useRef<EarlyError[]>([])
  const takeHeldHref = useCallback(() => {
    const href = held.current
    held.current = null
    return href
  }, [])
  const takeEarlyErrors = useCallback(() => early.current.splice(0), [])

  useEffect(() => {
    if (Runtime) return
    let done = false
    const load = () => {
      if (done) return
      done = true
      stopListening()
      loadShellRuntime().then(
        (module) => setRuntime(() => module.ShellRuntime),
        (error: unknown) => {
          // A deploy removed the chunk, or the network dropped: a held click still gets where it was going.
          console.warn('shell: the runtime did not load', error)
          if (held.current) location.assign(held.current)
        },
      )
    }
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const url = clickTarget(event, anchor, new URL(location.href))
      if (!url) return
      // Before the browser follows it: the chain decides where this click goes.
      event.preventDefault()
      held.current = url.href
      done = false
      load()
    }
    const onError = (event: ErrorEvent) => {
      if (early.current.length < MAX_EARLY_ERRORS)
        early.current.push({ kind: 'error', error: event.error ?? event.message, filename: event.filename })
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (early.current.length < MAX_EARLY_ERRORS) early.current.push({ kind: 'rejection', reason: event.reason })
    }
    const intents = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const
    const stopListening = () => {
      for (const name of intents) document.removeEventListener(name, load, true)
    }
    window.addEventListener('click', onClick, { capture: true })
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    for (const name of intents) document.addEventListener(name, load, { capture: true, passive: true })
    const cancelIdle = whenIdle(load)
    return () => {
      cancelIdle()
      stopListening()
      window.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [Runtime])

  return Runtime ? (
    <Runtime monitoring={monitoring} prefetchPaths={prefetchPaths} takeHeldHref={takeHeldHref} takeEarlyErrors={takeEarlyErrors} />
  ) : null
}
