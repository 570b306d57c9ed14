import type { ReactNode } from 'react'

import { CmsImage } from '../cms-image'
import styles from './image-banner.module.css'
import { BANNER_IMAGE_SIZES, HERO_IMAGE_SIZES } from './image-sizes'
import type { ContentBlockData } from './types'
import { Typeset } from './typography'

export interface ImageBannerProps {
  block: ContentBlockData | null | undefined
  headingId?: string
  /** 1 for a page's first screen (its h1), 2 for a banner within the page. */
  headingLevel?: 1 | 2
  /** 'screen' fills the first window (and its image is the LCP image); 'banner' is a wide band. */
  height?: 'screen' | 'banner'
  /** Buttons under the text. */
  children?: ReactNode
  /** Forwarded to the root (an IntersectionObserver target, an anchor). */
  id?: string
}

/**
 * Full-bleed picture with its title and text on a gradient scrim (AA on any artwork). As a first screen
 * it is the page's h1 and its image loads with priority; as a banner it loads lazily.
 */
export function ImageBanner({ block, headingId, headingLevel = 2, height = 'banner', children, id }: ImageBannerProps) {
  if (!block?.title) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const screen = height === 'screen'
  return (
    <section id={id} className={styles.banner} data-height={height} aria-labelledby={headingId}>
      <div className={styles.media}>
        <CmsImage
          image={block.image}
          sizes={screen ? HERO_IMAGE_SIZES : BANNER_IMAGE_SIZES}
          fit="cover"
          priority={screen}
          portraitCrop={screen}
          className={styles.image}
        />
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <Heading id={headingId} className={styles.title}>
          <Typeset text={block.title} />
        </Heading>
        {block.description && (
          <p className={styles.description}>
            <Typeset text={block.description} />
          </p>
        )}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  )
}
