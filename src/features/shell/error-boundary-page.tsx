'use client'

import { ErrorBoundaryView } from './error-boundary-view'
import { ErrorLayout } from './error-layout'
import type { ErrorBoundaryLoaderProps } from './error-boundary-loader'

/** The error page of a boundary, loaded by ErrorBoundaryLoader when an error happens. */
export function ErrorBoundaryPage({ error, hook, framed = false }: ErrorBoundaryLoaderProps) {
  const view = <ErrorBoundaryView error={error} hook={hook} />
  return framed ? <ErrorLayout>{view}</ErrorLayout> : view
}
