'use client'

import Link from 'next/link'
import { useEffect, useSyncExternalStore } from 'react'

import { readCookieValue } from '@/lib/cookies'
import { countRu } from '@/lib/plural'

import { CompareIcon, HeartIcon } from './list-icons'
import { visitorLists } from './visitor-lists'
import styles from './visitor-list-links.module.css'

/** The cookie a browser gets before its first write: without it the visitor has no list yet to count. */
const CSRF_COOKIE = 'csrftoken'
const PROPERTY_FORMS = ['помещение', 'помещения', 'помещений'] as const

export interface VisitorListLinksProps {
  /** The header shows icons with a count from 768 px; the menu shows the words too. */
  place: 'header' | 'menu'
}

/**
 * The ways to the visitor's favourites and comparison, each with its count, in the header and in the menu. The
 * lists are read only for a browser that has written before (its csrftoken cookie): a first visit asks nothing.
 */
export function VisitorListLinks({ place }: VisitorListLinksProps) {
  const state = useSyncExternalStore(visitorLists.subscribe, visitorLists.getState, visitorLists.getServerState)
  useEffect(() => {
    if (readCookieValue(CSRF_COOKIE)) void visitorLists.load()
  }, [])
  const links = [
    { href: '/favorites', label: 'Избранное', count: state.favorite.size, icon: <HeartIcon />, testId: 'favorites' },
    { href: '/compare', label: 'Сравнение', count: state.compare.size, icon: <CompareIcon />, testId: 'compare' },
  ]
  return (
    <ul className={styles.links} data-place={place}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={false}
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
          </Link>
        </li>
      ))}
    </ul>
  )
}
