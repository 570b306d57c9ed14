import type { ImageDto } from '../image.schema'
import { CmsImage } from '../cms-image'
import { ConsultationButton } from './consultation-button'
import styles from './consultation-cta.module.css'
import { Typeset } from './typography'

export interface ConsultationCtaProps {
  /** Texts of the consultation form (the request block global). */
  title: string | null | undefined
  description?: string | null
  /** A portrait of the sales manager (round) or any picture of the sales office. */
  image?: ImageDto | null
  /** Analytics source passed to requestConsultation. */
  source: string
  headingId?: string
}

/** The closing call to action of a page: a dark dawn-lit band with the consultation button. */
export function ConsultationCta({ title, description, image, source, headingId }: ConsultationCtaProps) {
  if (!title) return null
  return (
    <section className={styles.band} aria-labelledby={headingId} data-theme="dark">
      <div className="container">
        <div className={styles.inner}>
          {image && (
            <div className={styles.avatar}>
              <CmsImage image={image} sizes="(min-width: 1280px) 176px, 112px" fit="cover" />
            </div>
          )}
          <div className={styles.text}>
            <h2 id={headingId} className={styles.title}>
              <Typeset text={title} />
            </h2>
            {description && (
              <p className={styles.description}>
                <Typeset text={description} />
              </p>
            )}
          </div>
          <ConsultationButton source={source} className={styles.button} />
        </div>
      </div>
    </section>
  )
}
