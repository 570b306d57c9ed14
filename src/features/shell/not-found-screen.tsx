'use client'

import { ErrorLayout } from './error-layout'
import { NotFoundView } from './not-found-view'

export interface NotFoundScreenProps {
  oldSiteUrl: string | null
  /** Inside the error layout (logo, quiet frame): for 404s outside the default layout. */
  framed?: boolean
}

/**
 * The 404 of a not-found file (route validation failed). Every page of a layout carries its not-found element in
 * its RSC payload, rendered or not; as a client component it travels there as a reference and one prop instead of
 * the whole view (about 5 KB of every page's HTML, issue 17).
 */
export function NotFoundScreen({ oldSiteUrl, framed = false }: NotFoundScreenProps) {
  const view = <NotFoundView kind="invalid" oldSiteUrl={oldSiteUrl} />
  return framed ? <ErrorLayout>{view}</ErrorLayout> : view
}
