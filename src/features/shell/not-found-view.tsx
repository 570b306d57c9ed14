import { unknownRouteMessage, validationNotFoundMessage } from '@/features/navigation'

import { ErrorView } from './error-view'
import { OldSiteRedirect } from './old-site-redirect'
import { RequestedPath } from './requested-path'

export interface NotFoundViewProps {
  /** 'unknown': no route matches; 'invalid': the route exists but its params do not. */
  kind: 'unknown' | 'invalid'
  oldSiteUrl: string | null
  /** The requested path and query when the server knows it (the error route); else read in the browser. */
  fullPath?: string
}

/** The 404 page: SPEC §2.2 texts, the SPEC §8 message, and the old-site redirect when configured. */
export function NotFoundView({ kind, oldSiteUrl, fullPath }: NotFoundViewProps) {
  const message =
    fullPath === undefined ? (
      <RequestedPath kind={kind} />
    ) : kind === 'unknown' ? (
      unknownRouteMessage(fullPath)
    ) : (
      validationNotFoundMessage(fullPath)
    )
  return (
    <>
      <ErrorView status={404} message={message} />
      {oldSiteUrl && <OldSiteRedirect oldSiteUrl={oldSiteUrl} />}
    </>
  )
}
