import { ErrorView } from './error-view'
import { OldSiteRedirect } from './old-site-redirect'
import { RequestedPath } from './requested-path'

export interface NotFoundViewProps {
  /** 'unknown': no route matches; 'invalid': the route exists but its params do not. */
  kind: 'unknown' | 'invalid'
  oldSiteUrl: string | null
}

/** The 404 page: SPEC §2.2 texts, the SPEC §8 message, and the old-site redirect when configured. */
export function NotFoundView({ kind, oldSiteUrl }: NotFoundViewProps) {
  return (
    <>
      <ErrorView status={404} message={<RequestedPath kind={kind} />} />
      {oldSiteUrl && <OldSiteRedirect oldSiteUrl={oldSiteUrl} />}
    </>
  )
}
