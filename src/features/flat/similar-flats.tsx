'use client'

import { type ComponentType, useEffect, useState } from 'react'

import styles from './flat-sections.module.css'
import type { SimilarFlatsProps } from './similar-flats-list'

type List = ComponentType<SimilarFlatsProps>

// The list's code (the order select, the cards, the HTTP client) is not part of the card's first load: it was ~8 KB
// gzip of every card page for a section below the fold. The server renders the list where it stands, for every reader
// and crawler; `typeof window` is fixed at build time, so the browser's bundle keeps only the import below. (Through
// React's lazy under Suspense, the server streamed the section as a hidden block after the footer, moved in by a
// script after the first paint.)
const serverList: List | null =
  typeof window === 'undefined'
    ? // A static import would put the list into the browser's first load too; require in a server-only branch does not.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./similar-flats-list') as typeof import('./similar-flats-list')).SimilarFlatsList
    : null
const loadList = () => import('./similar-flats-list').then((module) => module.SimilarFlatsList)

/** Similar flats (SPEC §2.2) below the card. */
export function SimilarFlats(props: SimilarFlatsProps) {
  // Wrapped: useState would call a component given as is, taking it for an initializer.
  const [List, setList] = useState<List | null>(() => serverList)
  useEffect(() => {
    if (List) return
    let live = true
    void loadList().then((list) => {
      if (live) setList(() => list)
    })
    return () => {
      live = false
    }
  }, [List])
  if (List)
    return (
      <div className={styles.similarSlot}>
        <List {...props} />
      </div>
    )
  // Until the code arrives the browser keeps the server's markup, and its room, as they are: React leaves an element's
  // inner HTML alone when it hydrates it. The list then renders the same markup in its place.
  return <div className={styles.similarSlot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
