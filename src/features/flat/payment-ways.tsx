/** «Способы оплаты» in the card's sidebar (server-rendered; the calculator and the trade-in button are islands). */
import type { ReactNode } from 'react'

import type { PromoDto, PropertyDetail } from '@/features/properties'

import { paymentWays } from './payment-ways-model'
import { TradeInAction } from './trade-in-action'
import styles from './payment-ways.module.css'

export interface PaymentWaysProps {
  detail: Pick<PropertyDetail, 'id' | 'price' | 'instalment'>
  fullPaymentPromo: Pick<PromoDto, 'title' | 'discount_percent'> | null
  /** The mortgage line: the monthly payment and the calculator (MortgageEstimate). */
  mortgage: ReactNode
  /** The flat as a request names it. */
  subject: string
}

/** 100 % (with a promo's discount), the mortgage, the instalment and the trade-in, each with its figure. */
export function PaymentWays({ detail, fullPaymentPromo, mortgage, subject }: PaymentWaysProps) {
  const [full, instalment] = paymentWays(detail, fullPaymentPromo)
  const line = (way: NonNullable<typeof full>) => (
    <li className={styles.way} data-way={way.key}>
      <span className={styles.label}>{way.label}</span>
      <span className={styles.value} data-testid={`flat-pay-${way.key}`}>
        {way.value}
      </span>
      {way.note ? <span className={styles.note}>{way.note}</span> : null}
    </li>
  )
  return (
    <section className={styles.ways} aria-labelledby="flat-pay-title">
      <h2 id="flat-pay-title" className={styles.title}>
        Способы оплаты
      </h2>
      <ul className={styles.list}>
        {full ? line(full) : null}
        <li className={styles.mortgage}>{mortgage}</li>
        {instalment ? line(instalment) : null}
        <li className={styles.way} data-way="trade_in">
          <span className={styles.label}>Трейд-ин</span>
          <span className={styles.value}>
            <TradeInAction property={detail.id} summary={subject} />
          </span>
          <span className={styles.note}>зачтём вашу квартиру в счёт этой: оценка бесплатно</span>
        </li>
      </ul>
    </section>
  )
}
