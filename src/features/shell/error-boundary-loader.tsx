'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { allowChunkReload, isChunkLoadError } from '@/features/builds'
import type { ClientErrorHook } from '@/features/monitoring'

export interface ErrorBoundaryLoaderProps {
  error: unknown
  hook: ClientErrorHook
  /** Inside the error layout (logo, quiet frame): for boundaries above the default layout. */
  framed?: boolean
}

// Error boundaries are part of every route's first load, and each boundary file carried its own copy of the
// error page, the monitoring client and their texts (about 17 KB gzip on every page). The page is
// fetched when an error actually happens.
const ErrorBoundaryPage = lazy(() => import('./error-boundary-page').then((m) => ({ default: m.ErrorBoundaryPage })))

/** Where to reload after a chunk-load error, when the loop guard allows it; decided once, in the browser. */
function chunkReloadTarget(error: unknown): string | null {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return null
  const target = `${location.pathname}${location.search}${location.hash}`
  let storage: Storage | null = null
  try {
    storage = window.sessionStorage
  } catch {
    // Storage blocked (private mode): reload without the loop guard.
  }
  return allowChunkReload(target, storage) ? target : null
}

/**
 * What error.tsx and global-error.tsx render. A chunk-load error (a deploy happened) reloads the page at once,
 * without fetching anything more: the error page's own chunk may be gone too. Any other error loads the error
 * page for its status, which reports it to monitoring.
 */
export function ErrorBoundaryLoader({ error, hook, framed = false }: ErrorBoundaryLoaderProps) {
  const [reloadTo] = useState(() => chunkReloadTarget(error))
  useEffect(() => {
    if (reloadTo) location.assign(reloadTo)
  }, [reloadTo])
  if (reloadTo) return null
  return (
    <Suspense fallback={null}>
      <ErrorBoundaryPage error={error} hook={hook} framed={framed} />
    </Suspense>
  )
}
