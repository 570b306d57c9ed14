'use client'

// Direct modules, not the shell's barrel: error boundaries ship with every route, so they stay lean.
import { ErrorBoundaryView } from '@/features/shell/error-boundary-view'
import { ErrorLayout } from '@/features/shell/error-layout'

/** Errors the default layout itself could not survive: the error layout around the error page. */
export default function SiteError({ error }: { error: unknown; retry: () => void }) {
  return (
    <ErrorLayout>
      <ErrorBoundaryView error={error} hook="error-boundary" />
    </ErrorLayout>
  )
}
