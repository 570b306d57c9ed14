'use client'

import { useMemo } from 'react'

import { PinIcon, useHiddenViewed, useVisitorLists } from '@/features/favorites/client'
import type { PropertyCard, PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { formatMillions } from '@/lib/money'
import { useFetch } from '@/ui/shared/use-fetch'

import { cardTitle, propertyHref } from './card-format'
import styles from './visitor-strip.module.css'

/** How many of each list the strip shows. */
const STRIP_SIZE = 12
/** Nothing (yet) in a list: one array, so the memos over the lists keep their values between renders. */
const NO_CARDS: PropertyCard[] = []

function StripItem({ card, pinned }: { card: PropertyCard; pinned: boolean }) {
  return (
    <li>
      <a className={styles.item} href={propertyHref(card)} data-pinned={pinned || undefined}>
        {pinned ? <PinIcon /> : null}
        <span className={styles.title}>{cardTitle(card)}</span>
        <span className={styles.price}>{formatMillions(card.price)}</span>
      </a>
    </li>
  )
}

/**
 * The list's strip of the visitor's own properties: pinned ones first (marked), then the ones they opened
 * («вы смотрели»), each one tap from its card. Read in the browser (the server's HTML is the same for every
 * visitor) and only for this list's type; nothing is shown until there is something to show.
 */
export function VisitorStrip({
  type,
  showViewed = true,
}: {
  type: string
  /** Off while the list is the viewed filter itself. */ showViewed?: boolean
}) {
  const lists = useVisitorLists()
  // The pinned ids as a key: pinning or unpinning a card on this page refreshes the strip, once the server has
  // stored the change (the toggle shows it at once; asking earlier would read the old list).
  const saving = [...lists.pending].some((key) => key.startsWith('pinned:'))
  const pinnedKey = saving ? null : [...lists.pinned].sort((a, b) => a - b).join(',')

  // A failed request keeps what the strip showed.
  const pinnedCards =
    useFetch(pinnedKey === null ? null : `${type}|${pinnedKey}`, (signal) =>
      browserHttp.get<PropertyList>('/api/pinned/', { query: { type, limit: STRIP_SIZE }, signal, report: false }),
    ).data?.results ?? NO_CARDS

  // What this browser cleared or removed from its viewed list stays out of the strip too (SPEC §4: local).
  const hidden = useHiddenViewed()
  const hiddenKey = hidden.join(',')
  const viewedCards =
    useFetch(`${type}|${hiddenKey}`, (signal) => {
      return browserHttp.get<PropertyList>('/api/viewed/', {
        query: { type, limit: STRIP_SIZE, ...(hidden.length > 0 ? { exclude: [...hidden] } : {}) },
        signal,
        report: false,
      })
    }).data?.results ?? NO_CARDS

  const pinned = useMemo(() => pinnedCards.filter((card) => !lists.loaded || lists.pinned.has(card.id)), [pinnedCards, lists])
  const viewed = useMemo(
    () => (showViewed ? viewedCards.filter((card) => !pinned.some((p) => p.id === card.id) && !hidden.includes(card.id)) : []),
    [viewedCards, pinned, showViewed, hidden],
  )
  if (pinned.length === 0 && viewed.length === 0) return null

  return (
    <section className={styles.strip} aria-label="Закреплённые и просмотренные" data-testid="visitor-strip">
      {pinned.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.label}>Закреплённые</h3>
          <ul className={styles.list}>
            {pinned.map((card) => (
              <StripItem key={card.id} card={card} pinned />
            ))}
          </ul>
        </div>
      ) : null}
      {viewed.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.label}>Вы смотрели</h3>
          <ul className={styles.list}>
            {viewed.map((card) => (
              <StripItem key={card.id} card={card} pinned={false} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
