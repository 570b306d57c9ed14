'use client'

import '@/ui/tokens.css'
import './(site)/globals.css'

// The loader, not the page: error boundaries ship with every route, the error page loads when it is needed.
import { ErrorBoundaryLoader } from '@/features/shell/error-boundary-loader'

import { manropeCyrillic, manropeLatin } from './(site)/fonts'

/**
 * The root layout itself failed: a whole document with the error layout (no metadata API here). Its styles are the
 * root layout's own (the same font module, tokens and globals): Next.js puts a preload of every stylesheet of this
 * file into every page, and a stylesheet of its own (it imported @fontsource's CSS) was preloaded on each page and
 * never applied — «…css was preloaded using link preload but not used» in every console.
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ru" className={`${manropeLatin.variable} ${manropeCyrillic.variable}`}>
      <head>
        <title>Ошибка — ЖК «Новая Заря»</title>
      </head>
      <body>
        <ErrorBoundaryLoader error={error} hook="global-error" framed />
      </body>
    </html>
  )
}
