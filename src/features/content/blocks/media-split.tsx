import type { ReactNode } from 'react'

import { CmsImage } from '../cms-image'
import { ItemList } from './item-list'
import styles from './media-split.module.css'
import { SectionHeading } from './section'
import type { ContentBlockData } from './types'

export interface MediaSplitProps {
  block: ContentBlockData | null | undefined
  /** The heading id the surrounding Section is labelled by. */
  headingId?: string
  /** Which side the image takes from the laptop width up. */
  imageSide?: 'start' | 'end'
  /** Item columns inside the text column. */
  itemColumns?: 1 | 2
  /** 'tall' for portrait art (facades), 'wide' for landscapes; the image keeps its own ratio either way. */
  imageShape?: 'tall' | 'wide'
  /** A call to action under the items. */
  action?: ReactNode
  /** Something between the description and the items (figures, a caption). */
  children?: ReactNode
}

/**
 * The workhorse content block: title, lead, numbered points and a large image side by side on desktop,
 * stacked on phones (heading, image, points). Nothing when the block is empty.
 */
export function MediaSplit({
  block,
  headingId,
  imageSide = 'end',
  itemColumns = 1,
  imageShape = 'wide',
  action,
  children,
}: MediaSplitProps) {
  if (!block?.title && !block?.description && !block?.image) return null
  return (
    <div className={styles.split} data-image-side={imageSide} data-shape={imageShape} data-has-image={block.image ? '' : undefined}>
      <div className={styles.text}>
        <SectionHeading id={headingId} title={block.title} description={block.description} className={styles.heading} />
        {children}
        <ItemList items={block.items} columns={itemColumns} />
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {block.image && (
        <figure className={styles.media}>
          <CmsImage
            image={block.image}
            sizes="(min-width: 1440px) 660px, (min-width: 1280px) 48vw, 100vw"
            fit="cover"
            className={styles.image}
          />
        </figure>
      )}
    </div>
  )
}
