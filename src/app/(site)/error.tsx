'use client'

// The loader, not the page: error boundaries ship with every route, the error page loads when it is needed.
import { ErrorBoundaryLoader } from '@/features/shell/error-boundary-loader'

/** Errors the default layout itself could not survive: the error layout around the error page. */
export default function SiteError({ error }: { error: unknown; retry: () => void }) {
  return <ErrorBoundaryLoader error={error} hook="error-boundary" framed />
}
