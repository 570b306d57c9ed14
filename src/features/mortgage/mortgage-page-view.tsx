import { PageHeader, routeContent } from '@/features/shell'

import { ConsultCta } from './consult-cta'
import { MortgageCalculator } from './mortgage-calculator'
import { MortgageFaq } from './mortgage-faq'
import styles from './mortgage-page-view.module.css'
import type { MortgagePageData } from './page-data'

/**
 * /mortgage (SPEC §2.2): the intro from the CMS with the consultation button, the calculator with the
 * server's first offers, and the FAQ. The h1 is the visually hidden 'Ипотека'.
 */
export function MortgagePageView({ page, initial }: MortgagePageData) {
  return (
    <>
      <PageHeader
        eyebrow={routeContent('mortgage').eyebrow}
        title={page.title}
        lead={page.description ?? undefined}
        hiddenHeading="Ипотека"
      >
        <div className={styles.introActions}>
          <ConsultCta />
        </div>
      </PageHeader>

      <section className={`container ${styles.calculator}`} aria-labelledby="mortgage-calculator-title">
        <h2 id="mortgage-calculator-title" className="visually-hidden">
          Калькулятор ипотеки
        </h2>
        <MortgageCalculator variant="page" initial={initial} />
      </section>

      {page.faqs.length > 0 ? (
        <section className={`${styles.faq} meets-footer`} aria-labelledby="mortgage-faq-title">
          <div className={`container ${styles.faqInner}`}>
            <div className={styles.faqAside}>
              <h2 id="mortgage-faq-title" className={styles.faqTitle}>
                Вопросы и ответы
              </h2>
              <ConsultCta variant="primary" className={styles.faqCta} />
            </div>
            <MortgageFaq faqs={page.faqs} />
          </div>
        </section>
      ) : null}
    </>
  )
}
