'use client'

import { lazy, Suspense } from 'react'

import type { SimilarFlatsProps } from './similar-flats-list'

// The list's code (the order select, the cards, the HTTP client) is not part of the card's first load: it was
// ~7 KB gzip of every card page for a section below the fold. React's lazy, not next/dynamic: the server still
// renders the section into the HTML, the page does not name the chunk, and the browser fetches it as it hydrates
// the section, keeping the server's markup (and its room) until then. The list asks for its first page as it
// nears the viewport.
const SimilarFlatsList = lazy(() => import('./similar-flats-list').then((m) => ({ default: m.SimilarFlatsList })))

/** Similar flats (SPEC §2.2) below the card. */
export function SimilarFlats(props: SimilarFlatsProps) {
  return (
    <Suspense fallback={null}>
      <SimilarFlatsList {...props} />
    </Suspense>
  )
}
