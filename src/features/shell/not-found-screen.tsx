'use client'

import { lazy, Suspense } from 'react'

import type { NotFoundScreenProps } from './not-found-screen-view'

export type { NotFoundScreenProps } from './not-found-screen-view'

// Loaded where a 404 is rendered (the server renders it whole), not on every page. React's lazy, not next/dynamic:
// next/dynamic's own runtime (~1.9 KB gzip) would then be part of every page's first load for this one screen.
const NotFoundScreenView = lazy(() => import('./not-found-screen-view').then((m) => ({ default: m.NotFoundScreenView })))

/**
 * The 404 of a not-found file (route validation failed). Every page of a layout carries its not-found element in
 * its RSC payload, rendered or not; as a client component it travels there as a reference and one prop instead of
 * the whole view (about 5 KB of every page's HTML), and its code stays out of every page's first load.
 */
export function NotFoundScreen(props: NotFoundScreenProps) {
  return (
    <Suspense fallback={null}>
      <NotFoundScreenView {...props} />
    </Suspense>
  )
}
