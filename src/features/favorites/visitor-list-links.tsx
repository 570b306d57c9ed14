'use client'

import { useEffect, useState } from 'react'

import { readCookieValue } from '@/lib/cookies'
import { countRu } from '@/lib/plural'

import { CompareIcon, HeartIcon } from './list-icons'
import styles from './visitor-list-links.module.css'

/** The cookie a browser gets before its first write: without it the visitor has no list yet to count. */
const CSRF_COOKIE = 'csrftoken'
const PROPERTY_FORMS = ['помещение', 'помещения', 'помещений'] as const

export interface VisitorListLinksProps {
  /** The header shows icons with a count from 768 px; the menu shows the words too. */
  place: 'header' | 'menu'
}

interface Counts {
  favorite: number
  compare: number
}
const NO_COUNTS: Counts = { favorite: 0, compare: 0 }

/**
 * The ways to the visitor's favourites and comparison, each with its count, in the header and in the menu. The
 * lists are read only for a browser that has written before (its csrftoken cookie): a first visit asks nothing.
 * The links paint without counts, so the lists' store and the HTTP client behind it (about 4 KB gzip on every
 * page) load after hydration, off the first render; the counts follow the store from then on.
 */
export function VisitorListLinks({ place }: VisitorListLinksProps) {
  const [counts, setCounts] = useState<Counts>(NO_COUNTS)
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    import('./visitor-lists').then(
      ({ visitorLists }) => {
        if (cancelled) return
        const read = () => {
          const { favorite, compare } = visitorLists.getState()
          setCounts((now) =>
            now.favorite === favorite.size && now.compare === compare.size ? now : { favorite: favorite.size, compare: compare.size },
          )
        }
        stop = visitorLists.subscribe(read)
        read()
        if (readCookieValue(CSRF_COOKIE)) void visitorLists.load()
      },
      (error: unknown) => console.warn('shop: the visitor lists did not load', error),
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])
  const links = [
    { href: '/favorites', label: 'Избранное', count: counts.favorite, icon: <HeartIcon />, testId: 'favorites' },
    { href: '/compare', label: 'Сравнение', count: counts.compare, icon: <CompareIcon />, testId: 'compare' },
  ]
  return (
    <ul className={styles.links} data-place={place}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={styles.link}
            data-testid={`${place}-${link.testId}-link`}
            aria-label={link.count > 0 ? `${link.label}: ${countRu(link.count, PROPERTY_FORMS)}` : link.label}
          >
            {link.icon}
            <span className={styles.label}>{link.label}</span>
            {link.count > 0 ? (
              <span className={styles.count} aria-hidden="true" data-testid={`${place}-${link.testId}-count`}>
                {link.count}
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
