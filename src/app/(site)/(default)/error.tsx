'use client'

// The module, not the shell's barrel: error boundaries ship with every route, so they stay lean.
import { ErrorBoundaryView } from '@/features/shell/error-boundary-view'

/** A page of the default layout failed: the error page inside the site's header and footer. */
export default function DefaultError({ error }: { error: unknown; retry: () => void }) {
  return <ErrorBoundaryView error={error} hook="error-boundary" />
}
