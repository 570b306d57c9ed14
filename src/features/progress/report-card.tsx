import { formatReportDay } from './format-date'
import { toPicture } from './picture'
import styles from './progress-cards.module.css'
import { ProgressPhotos } from './progress-photos'
import type { ProgressCardDto } from './progress.schema'

/** A monthly construction report: its date, title and text beside a photo strip that opens the viewer. */
export function ReportCard({ card }: { card: ProgressCardDto }) {
  const titleId = `report-${card.id}`
  const photos = card.photos.map((photo) => ({ ...toPicture(photo), caption: photo.caption }))
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="progress-card">
      <div className={styles.text}>
        <time className={styles.date} dateTime={card.date}>
          {formatReportDay(card.date)}
        </time>
        <h2 id={titleId} className={styles.title}>
          {card.title}
        </h2>
        {card.text && <p className={styles.body}>{card.text}</p>}
      </div>
      {photos.length > 0 && (
        <div className={styles.media}>
          <ProgressPhotos title={card.title} photos={photos} />
        </div>
      )}
    </article>
  )
}
