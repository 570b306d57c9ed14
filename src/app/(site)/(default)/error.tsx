'use client'

// The loader, not the page: error boundaries ship with every route, the error page loads when it is needed.
import { ErrorBoundaryLoader } from '@/features/shell/error-boundary-loader'

/** A page of the default layout failed: the error page inside the site's header and footer. */
export default function DefaultError({ error }: { error: unknown; retry: () => void }) {
  return <ErrorBoundaryLoader error={error} hook="error-boundary" />
}
