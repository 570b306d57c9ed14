import { NotFoundView } from '@/features/shell'

/** The 404 of an unknown path: 'Page not found: {path}' (SPEC §2.1). The old-site case redirected earlier. */
export default function UnknownRouteNotFound() {
  return <NotFoundView kind="unknown" oldSiteUrl={null} />
}
