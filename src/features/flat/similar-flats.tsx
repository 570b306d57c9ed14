'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { whenIdle } from '@/lib/idle'

import type { SimilarFlatsProps } from './similar-flats-list'

// The list's code (the order select, the cards, the HTTP client) is not part of the card's first load: it was
// ~7 KB gzip of every card page for a section below the fold. It downloads when the browser is first idle; the
// list then asks for its first page as it nears the viewport.
const SimilarFlatsList = dynamic(() => import('./similar-flats-list').then((m) => m.SimilarFlatsList), { ssr: false })

/** Similar flats (SPEC §2.2) below the card: nothing in the server's HTML, the list once the browser is idle. */
export function SimilarFlats(props: SimilarFlatsProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready ? <SimilarFlatsList {...props} /> : null
}
