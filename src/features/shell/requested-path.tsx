'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { unknownRouteMessage, validationNotFoundMessage } from '@/features/navigation'

const noop = () => () => {}

/**
 * The 404 message with the requested path (SPEC §8). The server renders the path; the query joins after
 * hydration (the server's not-found file has no access to it without becoming request-bound).
 */
export function RequestedPath({ kind }: { kind: 'unknown' | 'invalid' }) {
  const pathname = usePathname()
  const search = useSyncExternalStore(
    noop,
    () => window.location.search,
    () => '',
  )
  const fullPath = `${pathname}${search}`
  return <>{kind === 'unknown' ? unknownRouteMessage(fullPath) : validationNotFoundMessage(fullPath)}</>
}
