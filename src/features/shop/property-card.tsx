import clsx from 'clsx'
import type { ReactNode } from 'react'

import { CompareToggle, FavoriteToggle, PinIcon, PinToggle } from '@/features/favorites/client'
import { typeGlyphPath } from '@/features/properties/client'
import { LazyImage } from '@/ui/image/lazy-image'

import { cardTitle, floorText, placeText, priceDropText, priceTexts, propertyHref } from './card-format'
import type { ListCard } from './island-data'
import styles from './property-card.module.css'

export type CardView = 'grid' | 'list'

export interface PropertyCardViewProps {
  property: ListCard
  view: CardView
  /** Where the card leads; by default /flats/{id} or /properties/{type}/{id}. */
  href?: string
  /** The heading level of the card's title in its page outline. */
  headingLevel?: 2 | 3
  /** Load the plan at once (the first cards of a server-rendered page). */
  priority?: boolean
  /** The visitor pinned it: the card says so («закреплено»), as the favorites page lists pinned ones first. */
  pinned?: boolean
  /** One more action beside the favorite and pin toggles. */
  action?: ReactNode
}

/** The plan's rendered width: a third of the grid on desktop, half on tablet, the column on phones. */
const PLAN_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 90vw'

/** A type's line drawing where the property has no plan. */
function TypeGlyph({ type }: { type: string }) {
  return (
    <span className={styles.noPlan} aria-hidden="true">
      <svg viewBox="0 0 80 70" width="80" height="70" focusable="false">
        <path d={typeGlyphPath(type)} />
      </svg>
    </span>
  )
}

/**
 * A property card (grid or compact list row): plan, rooms and area, floor, корпус/секция, finishing, prices,
 * status and discount badges, favorite, pin and compare toggles. The title link stretches over the whole card, and the
 * toggles sit above it as siblings, so no interactive element is nested in another.
 */
export function PropertyCardView({
  property,
  view,
  href,
  headingLevel = 3,
  priority = false,
  pinned = false,
  action,
}: PropertyCardViewProps) {
  const Heading = `h${headingLevel}` as const
  const title = cardTitle(property)
  const prices = priceTexts(property)
  const drop = priceDropText(property.price_drop)
  const place = placeText(property)
  const unavailable = property.status.value !== 'available'
  const facts = [floorText(property.floor), place, property.finishing_kind?.label, property.completion.label].filter(Boolean)

  return (
    <article className={styles.card} data-view={view} data-status={property.status.value} data-plan={property.plan ? undefined : 'none'}>
      <div className={styles.media}>
        {property.plan ? (
          <LazyImage
            className={styles.plan}
            src={property.plan.url}
            alt={property.plan.alt}
            width={property.plan.width}
            height={property.plan.height}
            sizes={PLAN_SIZES}
            fit="contain"
            priority={priority}
          />
        ) : (
          <TypeGlyph type={property.type.value} />
        )}
        <div className={styles.badges}>
          {pinned ? (
            <span className={styles.pinned} data-testid="pinned-mark">
              <PinIcon />
              закреплено
            </span>
          ) : null}
          {unavailable ? <span className={styles.status}>{property.status.label}</span> : null}
          {prices.discount ? <span className={styles.discount}>{prices.discount}</span> : null}
        </div>
      </div>

      <div className={styles.body}>
        <Heading className={styles.title}>
          <a className={styles.link} href={href ?? propertyHref(property)}>
            {title}
          </a>
        </Heading>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {property.features.length > 0 ? (
          <ul className={styles.tags} aria-label="Особенности">
            {property.features.slice(0, 3).map((feature) => (
              <li key={feature.value}>{feature.label}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className={styles.prices}>
        {prices.oldPrice ? (
          <s className={styles.oldPrice}>
            <span className="visually-hidden">Старая цена </span>
            {prices.oldPrice}
          </s>
        ) : null}
        <div className={styles.priceRow}>
          <p className={clsx(styles.price, prices.oldPrice && styles.salePrice)}>{prices.price}</p>
          <p className={styles.perM2}>{prices.perSquareMetre}</p>
        </div>
        {drop ? (
          <p className={styles.priceDrop} data-testid="card-price-drop">
            {drop}
          </p>
        ) : null}
        {prices.monthly ? (
          <p className={styles.monthly} data-testid="card-monthly">
            {prices.monthly}
          </p>
        ) : null}
        {prices.monthlyTerms ? <p className={styles.monthlyTerms}>{prices.monthlyTerms}</p> : null}
      </div>

      <div className={styles.actions}>
        <FavoriteToggle id={property.id} subject={title} />
        <PinToggle id={property.id} subject={title} />
        <CompareToggle id={property.id} subject={title} />
        {action}
      </div>
    </article>
  )
}
