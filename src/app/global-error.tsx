'use client'

import '@fontsource-variable/manrope'
import '@/ui/tokens.css'
import './(site)/globals.css'

// Direct modules, not the shell's barrel: error boundaries ship with every route, so they stay lean.
import { ErrorBoundaryView } from '@/features/shell/error-boundary-view'
import { ErrorLayout } from '@/features/shell/error-layout'

/** The root layout itself failed: a whole document with the error layout (no metadata API here). */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ru">
      <head>
        <title>Ошибка — ЖК «Новая Заря»</title>
      </head>
      <body>
        <ErrorLayout>
          <ErrorBoundaryView error={error} hook="global-error" />
        </ErrorLayout>
      </body>
    </html>
  )
}
