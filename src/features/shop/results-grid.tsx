import type { ReactNode } from 'react'

import type { PromoDto } from '@/features/properties'

import type { ListCard } from './island-data'
import { placePromos } from './promo-placement'
import { PromoCard } from './promo-card'
import { type CardView, PropertyCardView } from './property-card'
import styles from './results-grid.module.css'

export interface ResultsGridProps {
  cards: readonly ListCard[]
  promos?: readonly PromoDto[]
  view: CardView
  /** How many of the first items (plans and promo pictures) load at once (above the fold of a server-rendered page). */
  priorityCount?: number
  /** Ids the visitor pinned: their cards carry the «закреплено» mark. */
  pinned?: ReadonlySet<number>
  /** One more action on each card (the viewed list's «убрать»). */
  cardAction?: (card: ListCard) => ReactNode
}

/** Cards (or list rows) with the promo items placed among them. */
export function ResultsGrid({ cards, promos = [], view, priorityCount = 0, pinned, cardAction }: ResultsGridProps) {
  const items = placePromos(cards, promos)
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} data-view={view}>
        {items.map((item, index) =>
          item.kind === 'card' ? (
            <li key={`card-${item.card.id}`} className={styles.item} data-card-id={item.card.id}>
              <PropertyCardView
                property={item.card}
                view={view}
                headingLevel={3}
                priority={index < priorityCount}
                pinned={pinned?.has(item.card.id)}
                action={cardAction?.(item.card)}
              />
            </li>
          ) : (
            <li key={`promo-${item.promo.id}`} className={styles.item} data-promo="">
              <PromoCard promo={item.promo} view={view} priority={index < priorityCount} />
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
