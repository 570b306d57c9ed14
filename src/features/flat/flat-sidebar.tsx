import clsx from 'clsx'

import { WatchAction } from '@/features/price-watch/client'
import type { PriceHistory, PromoDto, PropertyDetail } from '@/features/properties'
import { priceTexts } from '@/features/shop/client'
import { buttonClassName } from '@/ui/button/button'

import { bookingHref } from './booking-href'
import { ConsultAction } from './consult-action'
import { FlatFacts, FlatPlace, FlatPrice } from './flat-summary'
import { flatHeading, flatSubject, placePhrase } from './flat-text'
import { FlatToggles } from './flat-toggles'
import { keyFacts } from './key-facts'
import { MortgageEstimate } from './mortgage-modal'
import { PaymentWays } from './payment-ways'
import { LatestPriceChange } from './price-history'
import styles from './flat-sidebar.module.css'

export interface FlatSidebarProps {
  detail: PropertyDetail
  /** The booking form page of the site settings (empty: our /booking). */
  bookingUrl: string | null
  /** tel: link of the sales office, for the mobile consult button. */
  phoneHref: string | null
  /** The print version; null for types without one. */
  printHref: string | null
  /** The flat's price history: its latest change stands under the price. */
  history: PriceHistory
  /** The discount a promo gives this flat when it is paid in full, if any. */
  fullPaymentPromo: Pick<PromoDto, 'title' | 'discount_percent'> | null
  /** The moment the page is rendered (dates within this year are written without it). */
  now: number
  className?: string
}

/**
 * The card's sidebar (SPEC §2.2), sticky on desktop: the title, prices, the monthly payment with the
 * mortgage calculator, 'забронировать' (free booking for 3 days at a fixed price) and the consultation,
 * the favorite and pin toggles, the key facts and the print version link.
 */
export function FlatSidebar({ detail, bookingUrl, phoneHref, printHref, history, fullPaymentPromo, now, className }: FlatSidebarProps) {
  const prices = priceTexts(detail)
  const available = detail.status.value === 'available'
  const place = placePhrase(detail)
  return (
    <aside className={clsx(styles.sidebar, className)} aria-labelledby="flat-title">
      <div className={styles.panel}>
        <div className={styles.heading}>
          {!available ? <p className={styles.status}>{detail.status.label}</p> : null}
          <h1 id="flat-title" className={styles.title}>
            {flatHeading(detail)}
          </h1>
          {place ? <FlatPlace>{place}</FlatPlace> : null}
        </div>

        <FlatFacts facts={keyFacts(detail)} />

        <FlatPrice price={prices.price} perSquareMetre={prices.perSquareMetre} priceTestId="flat-price">
          {prices.oldPrice ? (
            <p className={styles.oldRow}>
              <s className={styles.oldPrice}>
                <span className="visually-hidden">Старая цена </span>
                {prices.oldPrice}
              </s>
              {prices.discount ? (
                <span className={styles.discount}>
                  <span className="visually-hidden">Скидка </span>
                  {prices.discount}
                </span>
              ) : null}
            </p>
          ) : null}
        </FlatPrice>
        <LatestPriceChange history={history} now={now} />
        {/* A price drop, or the flat on sale again, by e-mail: the buyer need not come back to check. */}
        <WatchAction subject={{ property: detail.id, onSale: available }} />

        <PaymentWays
          detail={detail}
          fullPaymentPromo={fullPaymentPromo}
          subject={flatSubject(detail)}
          mortgage={
            <MortgageEstimate
              property={detail.id}
              price={detail.price}
              monthly={prices.monthly}
              terms={prices.monthlyTerms}
              subject={flatSubject(detail)}
            />
          }
        />

        <div className={styles.actions}>
          {available ? (
            <>
              <a
                className={buttonClassName({ variant: 'accent', size: 'large', fullWidth: true })}
                href={bookingHref(bookingUrl, detail.ref_id)}
              >
                забронировать
              </a>
              <p className={styles.note}>Бесплатная бронь на 3 дня по фиксированной цене</p>
            </>
          ) : null}
          <ConsultAction phoneHref={phoneHref} about={{ property: detail.id, summary: flatSubject(detail) }} />
        </div>

        <div className={styles.tools}>
          <FlatToggles id={detail.id} />
          {printHref ? (
            <a className={styles.printLink} href={printHref}>
              версия для печати
            </a>
          ) : null}
        </div>
      </div>
    </aside>
  )
}
