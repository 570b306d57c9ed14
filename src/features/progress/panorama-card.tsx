import { PanoramaViewer } from '@/ui/panorama/panorama-viewer'

import { formatReportMonth } from './format-date'
import styles from './progress-cards.module.css'
import type { PanoramaCardDto } from './progress.schema'

/** The 360° panorama of the site (current year only): its texts beside the viewer, which loads on demand. */
export function PanoramaCard({ panorama }: { panorama: PanoramaCardDto }) {
  if (!panorama.image) return null
  return (
    <article className={styles.card} aria-labelledby="progress-panorama" data-testid="panorama-card">
      <div className={styles.text}>
        {panorama.date && (
          <time className={styles.date} dateTime={panorama.date}>
            {formatReportMonth(panorama.date)}
          </time>
        )}
        {panorama.title && (
          <h2 id="progress-panorama" className={styles.title}>
            {panorama.title}
          </h2>
        )}
        {panorama.text && <p className={styles.body}>{panorama.text}</p>}
      </div>
      <div className={styles.media}>
        <PanoramaViewer src={panorama.image.url} alt={panorama.image.alt} poster={panorama.image.sizes.wide.url} />
      </div>
    </article>
  )
}
