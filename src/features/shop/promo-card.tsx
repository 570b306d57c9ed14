import type { PromoDto } from '@/features/properties'
import { formatMillions } from '@/lib/money'
import { LazyImage } from '@/ui/image/lazy-image'

import styles from './promo-card.module.css'

/**
 * A promo item of the catalogue, placed among the property cards. One that opens the list is in the first
 * screen (`priority`: the page's LCP image on a phone), so its picture loads at once.
 */
export function PromoCard({ promo, view, priority = false }: { promo: PromoDto; view: 'grid' | 'list'; priority?: boolean }) {
  const image = promo.image
  return (
    <aside className={styles.promo} data-view={view} aria-label={promo.title}>
      {image ? (
        <LazyImage
          className={styles.image}
          src={image.sizes.card.url}
          srcSet={`${image.sizes.card.url} ${image.sizes.card.width}w, ${image.sizes.wide.url} ${image.sizes.wide.width}w`}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 90vw"
          alt={image.alt}
          width={image.sizes.card.width}
          height={image.sizes.card.height}
          fit="cover"
          priority={priority}
        />
      ) : null}
      <div className={styles.body}>
        {promo.discount_percent ? <p className={styles.badge}>−{promo.discount_percent}&nbsp;%</p> : null}
        <p className={styles.title}>{promo.title}</p>
        {promo.price_from ? (
          <p className={styles.priceFrom} data-price-from={promo.price_from}>
            {formatMillions(promo.price_from, { from: true })}
          </p>
        ) : null}
        {promo.text ? <p className={styles.text}>{promo.text}</p> : null}
        {promo.url && promo.button_text ? (
          <a className={styles.button} href={promo.url}>
            {promo.button_text}
          </a>
        ) : null}
      </div>
    </aside>
  )
}
