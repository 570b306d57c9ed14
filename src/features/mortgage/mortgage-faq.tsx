import type { MortgagePageDto } from './mortgage.schema'
import styles from './mortgage-faq.module.css'

/** The FAQ accordion: native details/summary, so it works before (and without) JavaScript. */
export function MortgageFaq({ faqs }: { faqs: MortgagePageDto['faqs'] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.item}>
          <summary className={styles.question}>
            <span>{faq.question}</span>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <p className={styles.answer}>{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
