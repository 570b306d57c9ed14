'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import {
  allowChunkReload,
  BUILD_ID,
  BUILD_POLL_INTERVAL_MS,
  createBuildWatcher,
  isChunkLoadError,
  PREFETCH_DELAY_MS,
  shouldPrefetch,
} from '@/features/builds'
import { configureClientMonitoring, type MonitoringSettings, reportClientError } from '@/features/monitoring'
import { clickTarget, linkTarget, needsFullLoad, runNavigationChain } from '@/features/navigation'
import { createClientRedirectLookup } from '@/features/redirects'
import { scrollToHashOrTop } from '@/lib/scroll'

import { browserHttp } from './http'

/** SPEC §4, §9: a page transition waits about 100 ms to settle before scrolling to an anchor. */
export const SETTLE_MS = 100

const lookup = createClientRedirectLookup(browserHttp)
const warn = (message: string, detail: Record<string, unknown>) => console.warn(message, detail)

const watcher = createBuildWatcher({
  currentId: BUILD_ID,
  fetchLatest: (url) => browserHttp.get(url, { report: false, retry: 0, headers: { 'cache-control': 'no-cache' } }),
})

/** The Network Information API's view of the connection, where the browser has it. */
const connectionOf = (nav: Navigator) => (nav as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** An error the page raised before this module loaded, held by the loader (./shell-client). */
export type EarlyError = { kind: 'error'; error: unknown; filename?: string } | { kind: 'rejection'; reason: unknown }

export interface ShellRuntimeProps {
  monitoring: MonitoringSettings
  /** Paths worth prefetching 1 s after mount (the main menu). */
  prefetchPaths: readonly string[]
  /** Hands over (once) a link clicked before this module loaded: the chain runs for it as soon as it is here. */
  takeHeldHref?: () => string | null
  /** Hands over (once) the errors raised before this module loaded; reported or recovered from once monitoring is set up. */
  takeEarlyErrors?: () => EarlyError[]
}

const nothingHeld = () => null
const noErrors = (): EarlyError[] => []

/**
 * The shell's behaviour in the browser, mounted once per document by ShellClient when the browser is idle
 * or the visitor first reaches for a link: monitoring hooks, the navigation chain on link clicks, scrolling
 * after navigation, new-build detection, chunk-error recovery and the delayed prefetch. Renders nothing.
 */
export function ShellRuntime({ monitoring, prefetchPaths, takeHeldHref = nothingHeld, takeEarlyErrors = noErrors }: ShellRuntimeProps) {
  const router = useRouter()
  const pathname = usePathname()
  const pendingHash = useRef<string | null>(null)
  const pendingTarget = useRef<string | null>(null)
  const firstRender = useRef(true)

  // Monitoring and global error hooks; chunk-load errors reload to where the visitor was going.
  useEffect(() => {
    configureClientMonitoring(monitoring)
    const recover = (reason: unknown): boolean => {
      if (!isChunkLoadError(reason)) return false
      const target = pendingTarget.current ?? `${location.pathname}${location.search}${location.hash}`
      if (allowChunkReload(target, safeSessionStorage())) location.assign(target)
      return true
    }
    const onError = (event: ErrorEvent) => {
      if (!recover(event.error ?? event.message))
        reportClientError(event.error ?? event.message, 'window.onerror', { filename: event.filename })
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!recover(event.reason)) reportClientError(event.reason, 'unhandledrejection')
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    for (const early of takeEarlyErrors()) {
      if (early.kind === 'error') {
        if (!recover(early.error)) reportClientError(early.error, 'window.onerror', { filename: early.filename })
      } else if (!recover(early.reason)) reportClientError(early.reason, 'unhandledrejection')
    }
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [monitoring, takeEarlyErrors])

  // The navigation chain (SPEC §4) for link clicks that change the path.
  useEffect(() => {
    const root = document.documentElement
    const navigate = async (href: string) => {
      pendingTarget.current = href
      root.dataset.navigating = ''
      try {
        const decision = await runNavigationChain(location.href, href, { lookup, buildChanged: watcher.hasNewBuild, warn })
        if (decision.kind === 'full') {
          location.assign(decision.href)
          return
        }
        const target = new URL(decision.href, location.href)
        pendingHash.current = target.hash
        router.push(decision.href, { scroll: !target.hash })
        // The route-change effect clears the indicator; a redirect back to this very path never fires it.
        if (target.pathname === location.pathname) delete root.dataset.navigating
      } catch (error) {
        // A broken chain (e.g. an unknown middleware name) must not strand the visitor: load the page.
        reportClientError(error, 'navigation', { href })
        location.assign(href)
      }
    }
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const url = clickTarget(event, anchor, new URL(location.href))
      if (!url) return
      // Before the browser follows the link (and before any handler that skips prevented clicks).
      event.preventDefault()
      void navigate(url.href)
    }
    // While the pointer or focus is on the way, warm the lookup and the page's payload, so the click waits for
    // neither. The site's links are plain <a>: the chain already takes every click Next's <Link> would, and <Link>
    // cost every page about 4 KB of first-load JavaScript for a viewport prefetch this does on intent instead.
    const prefetched = new Set<string>()
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      const here = new URL(location.href)
      const url = linkTarget(anchor, here)
      if (!url) return
      lookup(url.pathname).catch(() => {})
      const route = url.pathname + url.search
      if (prefetched.has(route) || needsFullLoad(here, url) || !shouldPrefetch(connectionOf(navigator))) return
      prefetched.add(route)
      router.prefetch(route)
    }
    window.addEventListener('click', onClick, { capture: true })
    const held = takeHeldHref()
    if (held) void navigate(held)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('touchstart', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    return () => {
      window.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router, takeHeldHref])

  // After a route change (and on the first load): anchor with a 30 px offset, or the top.
  useEffect(() => {
    delete document.documentElement.dataset.navigating
    pendingTarget.current = null
    const hash = firstRender.current ? location.hash : pendingHash.current
    firstRender.current = false
    pendingHash.current = null
    if (!hash) return
    const timer = window.setTimeout(() => scrollToHashOrTop(hash), SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])

  // New build detection: poll while visible, and check when the visitor comes back to the tab.
  useEffect(() => {
    if (BUILD_ID === 'development') return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void watcher.check()
    }, BUILD_POLL_INTERVAL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void watcher.checkSoon()
    }
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  // Prefetch the likely next routes 1 s after mount, unless the connection is slow-2g. Only routes the
  // chain opens inside the app are worth it: the others load as new documents anyway.
  useEffect(() => {
    if (!shouldPrefetch(connectionOf(navigator))) return
    const timer = window.setTimeout(() => {
      const here = new URL(location.href)
      for (const path of prefetchPaths) {
        const url = new URL(path, here)
        if (url.origin === here.origin && !needsFullLoad(here, url)) router.prefetch(url.pathname + url.search)
      }
    }, PREFETCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [router, prefetchPaths])

  return null
}
