'use client'

import '@fontsource-variable/manrope'
import '@/ui/tokens.css'
import './(site)/globals.css'

// The loader, not the page: error boundaries ship with every route, the error page loads when it is needed.
import { ErrorBoundaryLoader } from '@/features/shell/error-boundary-loader'

/** The root layout itself failed: a whole document with the error layout (no metadata API here). */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ru">
      <head>
        <title>Ошибка — ЖК «Новая Заря»</title>
      </head>
      <body>
        <ErrorBoundaryLoader error={error} hook="global-error" framed />
      </body>
    </html>
  )
}
