'use client'

import { ErrorLayout } from './error-layout'
import { NotFoundView } from './not-found-view'

export interface NotFoundScreenProps {
  oldSiteUrl: string | null
  /** Inside the error layout (logo, quiet frame): for 404s outside the default layout. */
  framed?: boolean
}

/** The 404 of a not-found file (route validation failed), in the error layout when framed. */
export function NotFoundScreenView({ oldSiteUrl, framed = false }: NotFoundScreenProps) {
  const view = <NotFoundView kind="invalid" oldSiteUrl={oldSiteUrl} />
  return framed ? <ErrorLayout>{view}</ErrorLayout> : view
}
