'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { whenIdle } from '@/lib/idle'

import type { SimilarFlatsProps } from './similar-flats-list'
import styles from './flat-sections.module.css'

// The list's code (the order select, the cards, the HTTP client) is not part of the card's first load: it was
// ~7 KB gzip of every card page for a section below the fold. It downloads when the browser is first idle; the
// list then asks for its first page as it nears the viewport.
const SimilarFlatsList = dynamic(() => import('./similar-flats-list').then((m) => m.SimilarFlatsList), { ssr: false })

/**
 * Similar flats (SPEC §2.2) below the card. Until the list's code is there, the section's heading and the room
 * of its order select and first row of cards: the footer below does not move when the list takes their place.
 */
export function SimilarFlats(props: SimilarFlatsProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  if (ready) return <SimilarFlatsList {...props} />
  return (
    <section className={styles.section} aria-labelledby="flat-similar">
      <div className={styles.similarHead}>
        <h2 id="flat-similar" className={styles.sectionTitle}>
          {props.title}
        </h2>
        <div className={styles.order} data-pending="" />
      </div>
      <div className={styles.similarGrid} data-loading="" />
    </section>
  )
}
