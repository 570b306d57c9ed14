import { globalDto, type GlobalDto } from '../pages'
import styles from './privacy-policy.module.css'

export type PrivacyPolicyDto = GlobalDto<'privacy-policy'>

/** The personal-data policy of /privacy (CMS global «Политика конфиденциальности»). */
export const getPrivacyPolicy = (): Promise<PrivacyPolicyDto> => globalDto('privacy-policy')

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })

/** «Редакция от 1 сентября 2026 г.», or null without a date. */
export function revisionText(revision: string | null | undefined): string | null {
  if (!revision) return null
  const date = new Date(revision)
  return Number.isNaN(date.getTime()) ? null : `Редакция от ${DATE.format(date)}`
}

/** Paragraphs of a plain-text section: an empty line separates them. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** The policy's body: the introduction, then numbered sections as headings with their paragraphs. */
export function PrivacyPolicyView({ policy }: { policy: PrivacyPolicyDto }) {
  return (
    <div className={`container ${styles.policy}`}>
      {policy.intro ? <p className={styles.intro}>{policy.intro}</p> : null}
      {(policy.sections ?? []).map((section, index) => (
        <section key={section.heading} className={styles.section} aria-labelledby={`privacy-${index + 1}`}>
          <h2 id={`privacy-${index + 1}`} className={styles.heading}>
            {section.heading}
          </h2>
          {paragraphs(section.text).map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
