import { CmsImage } from '@/features/content'
import { buttonClassName } from '@/ui/button/button'

import type { PromoMedia } from './promo-position'
import styles from './progress-cards.module.css'
import type { ProgressPromoDto } from './progress.schema'

/**
 * The promo banner of the list. `media` says for which viewports this copy is: the list carries the banner
 * at its mobile and at its wide-screen position, and CSS shows one (see withResponsivePromo).
 */
export function PromoBanner({ promo, media }: { promo: ProgressPromoDto; media: PromoMedia }) {
  const titleId = `progress-promo-${media}`
  return (
    // A plain block, not a landmark: its two copies (one shown per viewport) would be two regions of one name.
    <div className={styles.promo} data-media={media} data-testid="progress-promo">
      <div className={styles.promoText}>
        <h2 id={titleId} className={styles.promoTitle}>
          {promo.title}
        </h2>
        {promo.text && <p className={styles.promoBody}>{promo.text}</p>}
        {promo.url && promo.button_text && (
          <a href={promo.url} className={buttonClassName({ variant: 'accent', size: 'large', className: styles.promoButton })}>
            {promo.button_text}
          </a>
        )}
      </div>
      {promo.image && (
        <div className={styles.promoMedia}>
          <CmsImage image={promo.image} sizes="(min-width: 1280px) 640px, (min-width: 768px) 45vw, 100vw" fit="cover" />
        </div>
      )}
    </div>
  )
}
