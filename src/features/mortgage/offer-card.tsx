'use client'

import { useId } from 'react'

import { formatNumber, formatRub } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'
import { Button } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import type { Offer } from './mortgage.schema'
import styles from './offer-card.module.css'

export interface OfferCardProps {
  offer: Offer
  /** The term the payment was calculated for, years. */
  term: number
  open: boolean
  onToggle: () => void
  /** The next step of an expanded offer: «оставить заявку на ипотеку». */
  onApply?: () => void
}

/** '6 %', '15,9 %'. */
export const formatRate = (rate: number) => `${formatNumber(rate, { maxFractionDigits: 2 })}\u00a0%`

/** Two letters of the bank's name, for a bank without an icon. */
const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/**
 * One bank offer as a WAI-ARIA accordion item: the heading's button shows the bank, the rate, the monthly
 * payment and the term, and toggles the panel with the programme's description and limits. The icon SVG
 * and the description HTML arrive sanitised by the server (src/lib/sanitize.ts).
 */
export function OfferCard({ offer, term, open, onToggle, onApply }: OfferCardProps) {
  const id = useId()
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  return (
    <li className={styles.offer} data-open={open || undefined} data-offer-id={offer.id}>
      <h4 className={styles.heading}>
        <button id={buttonId} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.identity}>
            {offer.bank.icon_content ? (
              // Decorative: the bank's name is the text next to it.
              <span className={styles.logo} aria-hidden="true" dangerouslySetInnerHTML={{ __html: offer.bank.icon_content }} />
            ) : (
              <span className={styles.logo} data-monogram="" aria-hidden="true">
                {monogram(offer.bank.name)}
              </span>
            )}
            <span className={styles.names}>
              <span className={styles.name}>{offer.name}</span>
              <span className={styles.bank}>{offer.bank.name}</span>
              {offer.borrowers ? <span className={styles.borrowers}>{offer.borrowers}</span> : null}
              {offer.is_favorite || offer.is_subsidized ? (
                <span className={styles.badges}>
                  {offer.is_favorite ? (
                    <span className={styles.badge} data-badge="favorite">
                      рекомендуем
                    </span>
                  ) : null}
                  {offer.is_subsidized ? (
                    <span className={styles.badge} data-badge="subsidized">
                      субсидия застройщика
                    </span>
                  ) : null}
                </span>
              ) : null}
            </span>
          </span>
          <span className={styles.metrics}>
            <span className={styles.metric}>
              <span className={styles.metricLabel}>Ставка</span>
              <span className={styles.metricValue} data-metric="rate">
                {formatRate(offer.rate)}
              </span>
            </span>
            <span className={styles.metric} data-primary="">
              <span className={styles.metricLabel}>Платёж в месяц</span>
              <span className={styles.metricValue} data-metric="payment">
                {formatRub(offer.payment)}
              </span>
            </span>
            <span className={styles.metric}>
              <span className={styles.metricLabel}>Срок</span>
              <span className={styles.metricValue}>{countRu(term, RU_FORMS.year)}</span>
            </span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            <Icon name="chevron-down" size="small" />
          </span>
        </button>
      </h4>
      {/* The accordion panel: a <section> named by its button is the region of the WAI-ARIA pattern. */}
      <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {offer.description ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: offer.description }} /> : null}
        <dl className={styles.limits}>
          <div>
            <dt>Стоимость квартиры</dt>
            <dd>до {formatRub(offer.price_max)}</dd>
          </div>
          <div>
            <dt>Первоначальный взнос</dt>
            <dd>от {formatNumber(offer.initial_payment, { maxFractionDigits: 1 })}&nbsp;%</dd>
          </div>
          <div>
            <dt>Срок кредита</dt>
            <dd>до {countRu(offer.term_max, RU_FORMS.year)}</dd>
          </div>
          {offer.borrowers ? (
            <div>
              <dt>Кому доступна</dt>
              <dd>{offer.borrowers}</dd>
            </div>
          ) : null}
        </dl>
        {offer.conditions ? <p className={styles.conditions}>{offer.conditions}</p> : null}
        {onApply ? (
          <div className={styles.next}>
            <Button variant="accent" onClick={onApply}>
              оставить заявку на ипотеку
            </Button>
          </div>
        ) : null}
      </section>
    </li>
  )
}
