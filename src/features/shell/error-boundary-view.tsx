'use client'

import { useEffect } from 'react'

import { allowChunkReload, isChunkLoadError } from '@/features/builds'
import { type ClientErrorHook, reportClientError } from '@/features/monitoring'

import { ErrorView } from './error-view'
import { describeBoundaryError } from './page-error'

/**
 * What error.tsx and global-error.tsx render: the error page for the status carried by the error (or 500),
 * reported to monitoring with the hook that caught it. A chunk-load error (a deploy happened) reloads
 * the page instead, once.
 */
export function ErrorBoundaryView({ error, hook }: { error: unknown; hook: ClientErrorHook }) {
  const { status, message } = describeBoundaryError(error)
  useEffect(() => {
    if (isChunkLoadError(error)) {
      const target = `${location.pathname}${location.search}${location.hash}`
      let storage: Storage | null = null
      try {
        storage = window.sessionStorage
      } catch {
        // Storage blocked (private mode): reload without the loop guard.
      }
      if (allowChunkReload(target, storage)) {
        location.assign(target)
        return
      }
    }
    reportClientError(error, hook, { digest: (error as { digest?: string } | null)?.digest ?? null, status })
  }, [error, hook, status])
  return <ErrorView status={status} message={message} />
}
