import clsx from 'clsx'
import Link from 'next/link'

import type { PropertyCard } from '@/features/properties'
import { LazyImage } from '@/ui/image/lazy-image'

import { cardTitle, floorText, placeText, priceTexts, propertyHref } from './card-format'
import { FavoriteToggle, PinToggle } from './list-toggles'
import styles from './property-card.module.css'

export type CardView = 'grid' | 'list'

export interface PropertyCardViewProps {
  property: PropertyCard
  view: CardView
  /** Where the card leads; by default /flats/{id} or /properties/{type}/{id}. */
  href?: string
  /** The heading level of the card's title in its page outline. */
  headingLevel?: 2 | 3
  /** Load the plan at once (the first cards of a server-rendered page). */
  priority?: boolean
}

/** The plan's rendered width: a third of the grid on desktop, half on tablet, the column on phones. */
const PLAN_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 90vw'

/** Line drawings standing in for a plan where a type has none (a parking place, a storage room, a shop). */
const GLYPHS: Record<string, string> = {
  parking: 'M14 40h52M20 40l6-14h28l6 14M18 40v10h8v-4h28v4h8V40M24 46h4M52 46h4',
  storage: 'M16 26l24-10 24 10v28H16zM16 26h48M28 54V36h24v18M28 42h24M28 48h24',
  commercial:
    'M14 30l4-12h44l4 12zM14 30c0 5 9 5 9 0 0 5 9 5 9 0 0 5 8 5 8 0 0 5 9 5 9 0 0 5 8 5 8 0 0 5 9 5 9 0M18 36v20h44V36M26 56V42h12v14M46 42h10v8H46',
}

function TypeGlyph({ type }: { type: string }) {
  return (
    <span className={styles.noPlan} aria-hidden="true">
      <svg viewBox="0 0 80 70" width="80" height="70" focusable="false">
        <path d={GLYPHS[type] ?? GLYPHS.storage} />
      </svg>
    </span>
  )
}

/**
 * A property card (grid or compact list row): plan, rooms and area, floor, корпус/секция, finishing, prices,
 * status and discount badges, favorite and pin toggles. The title link stretches over the whole card, and the
 * toggles sit above it as siblings, so no interactive element is nested in another.
 */
export function PropertyCardView({ property, view, href, headingLevel = 3, priority = false }: PropertyCardViewProps) {
  const Heading = `h${headingLevel}` as const
  const title = cardTitle(property)
  const prices = priceTexts(property)
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
          {unavailable ? <span className={styles.status}>{property.status.label}</span> : null}
          {prices.discount ? <span className={styles.discount}>{prices.discount}</span> : null}
        </div>
      </div>

      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.link} href={href ?? propertyHref(property)}>
            {title}
          </Link>
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
      </div>
    </article>
  )
}
