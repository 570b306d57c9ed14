import type { ReactNode } from 'react'

import { CmsImage } from '@/features/content'
import { FlatFacts, FlatPlace, FlatPrice } from '@/features/flat/client'
import type { PropertyDetail } from '@/features/properties'
import { propertyHref } from '@/features/shop/client'
import { formatRub, formatRubPerSquareMetre } from '@/lib/money'
import { buttonClassName } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import { BookingCancel } from './booking-cancel'
import { BookingForm } from './booking-form'
import type { BookingPageState } from './booking-page-data'
import { BOOKING_TEXTS } from './booking-terms'
import { flatFacts, flatPlace, flatTitle } from './flat-summary'
import styles from './booking-screen.module.css'

/** The catalogue every dead end of the booking leads back to. */
export const CATALOGUE_HREF = '/flats'

export interface BookingScreenProps {
  state: BookingPageState
}

/**
 * /booking?ID=<ref_id>: the flat, the terms (free for 3 days at a fixed price) and the booking form; a flat
 * that is already booked or sold shows that instead of the form, and a missing or unknown ID explains
 * itself and leads back to the catalogue.
 */
export function BookingScreen({ state }: BookingScreenProps) {
  if (state.kind === 'missing' || state.kind === 'unknown') {
    const missing = state.kind === 'missing'
    return (
      <div className={`container ${styles.page}`}>
        <Notice
          title={missing ? BOOKING_TEXTS.missingTitle : BOOKING_TEXTS.unknownTitle}
          text={missing ? BOOKING_TEXTS.missingText : BOOKING_TEXTS.unknownText}
          heading="h1"
          actions={
            <a className={buttonClassName({ variant: 'accent', size: 'large' })} href={CATALOGUE_HREF}>
              {BOOKING_TEXTS.toCatalogue}
            </a>
          }
        />
      </div>
    )
  }

  const { flat } = state
  const flatHref = propertyHref(flat)
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{BOOKING_TEXTS.eyebrow}</p>
        <h1 className={styles.title}>{BOOKING_TEXTS.title}</h1>
        <p className={styles.lead}>
          <span className={styles.leadMark} aria-hidden="true" />
          {BOOKING_TEXTS.terms}
        </p>
      </header>
      <div className={styles.grid}>
        <FlatCard flat={flat} href={flatHref} priceLabel={state.kind === 'available' ? BOOKING_TEXTS.bookingPrice : BOOKING_TEXTS.price} />
        <div className={styles.aside}>
          {state.kind === 'available' ? (
            <>
              <div className={styles.panel}>
                <BookingForm refId={flat.ref_id} flatHref={flatHref} catalogueHref={CATALOGUE_HREF} />
              </div>
              <section className={styles.steps} aria-labelledby="booking-steps-title">
                <h2 id="booking-steps-title" className={styles.stepsTitle}>
                  {BOOKING_TEXTS.stepsTitle}
                </h2>
                <ol className={styles.stepList}>
                  {BOOKING_TEXTS.steps.map((step, index) => (
                    <li key={step} className={styles.step}>
                      <span className={styles.stepNumber} aria-hidden="true">
                        {index + 1}
                      </span>
                      <span>{step}</span>
                    </li>
                  ))}
                </ol>
              </section>
            </>
          ) : (
            <div className={styles.panel}>
              <Notice
                title={state.kind === 'sold' ? BOOKING_TEXTS.soldTitle : BOOKING_TEXTS.bookedTitle}
                text={state.kind === 'sold' ? BOOKING_TEXTS.soldText : BOOKING_TEXTS.bookedText}
                heading="h2"
                actions={
                  <>
                    <a className={buttonClassName({ variant: 'accent', size: 'large' })} href={CATALOGUE_HREF}>
                      {BOOKING_TEXTS.toCatalogue}
                    </a>
                    <a className={buttonClassName({ variant: 'secondary', size: 'large' })} href={flatHref}>
                      {BOOKING_TEXTS.toFlat}
                    </a>
                  </>
                }
              />
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

function FlatCard({ flat, href, priceLabel }: { flat: PropertyDetail; href: string; priceLabel: string }) {
  const place = flatPlace(flat)
  return (
    <article className={styles.flat} aria-labelledby="booking-flat-title">
      {flat.plan ? (
        <div className={styles.plan}>
          <CmsImage image={flat.plan} sizes="(min-width: 1280px) 640px, (min-width: 768px) 80vw, 100vw" fit="contain" priority />
        </div>
      ) : null}
      <div className={styles.flatBody}>
        <div className={styles.flatHeading}>
          <h2 id="booking-flat-title" className={styles.flatTitle}>
            <a href={href} className={styles.flatLink}>
              {flatTitle(flat)}
            </a>
          </h2>
          {place ? <FlatPlace>{place}</FlatPlace> : null}
        </div>
        <FlatFacts facts={flatFacts(flat)} className={styles.facts} />
        <FlatPrice
          price={formatRub(flat.price)}
          perSquareMetre={formatRubPerSquareMetre(flat.price_per_m2)}
          priceTestId="booking-flat-price"
          priceClassName={styles.price}
        >
          <p className={styles.priceLabel}>{priceLabel}</p>
        </FlatPrice>
      </div>
    </article>
  )
}

function Notice({ title, text, heading, actions }: { title: string; text: string; heading: 'h1' | 'h2'; actions: ReactNode }) {
  const Heading = heading
  return (
    <section className={styles.notice} data-heading={heading}>
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="alert" size="large" />
      </span>
      <Heading className={styles.noticeTitle}>{title}</Heading>
      <p className={styles.noticeText}>{text}</p>
      <div className={styles.noticeActions}>{actions}</div>
    </section>
  )
}

/** /booking/cancel: the cancel link's page; the island reads the link and asks before it cancels. */
export function BookingCancelScreen() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{BOOKING_TEXTS.eyebrow}</p>
        <h1 className={styles.title}>{BOOKING_TEXTS.cancelTitle}</h1>
      </header>
      <div className={styles.panel}>
        <BookingCancel />
      </div>
    </div>
  )
}
