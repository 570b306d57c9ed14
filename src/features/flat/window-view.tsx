import { CmsImage } from '@/features/content'
import type { PropertyDetail } from '@/features/properties'

import styles from './window-view.module.css'

/** What the «вид из окна» picture is of: 'Вид с 7 этажа, окна выходят на юго-восток'. */
export function windowViewCaption(detail: Pick<PropertyDetail, 'floor' | 'orientation'>): string {
  const sides = detail.orientation ? `, окна выходят на ${detail.orientation.label}` : ''
  return `Вид с ${detail.floor} этажа${sides}`
}

/** The hero's «вид из окна»: the section's photo for this flat's floor and side, captioned with both. */
export function WindowView({ detail, sizes }: { detail: Pick<PropertyDetail, 'floor' | 'orientation' | 'window_view'>; sizes: string }) {
  if (!detail.window_view) return null
  return (
    <figure className={styles.view}>
      <CmsImage image={detail.window_view} sizes={sizes} fit="cover" className={styles.image} />
      <figcaption className={styles.caption}>{windowViewCaption(detail)}</figcaption>
    </figure>
  )
}
