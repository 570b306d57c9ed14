'use client'

import clsx from 'clsx'
import { useState } from 'react'

import { requestConsultation } from '@/features/shell'
import { formatMillions, formatNumber, formatRub, MILLION } from '@/lib/money'
import { loanAmount } from '@/lib/mortgage-math'
import { countRu, pluralRu, RU_FORMS, type RuForms } from '@/lib/plural'
import { Button, buttonClassName } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import {
  type CalculatorValues,
  flatsHref,
  initialPaymentBounds,
  initialPaymentRubles,
  isOddPrice,
  parseTypedPrice,
  priceSliderBounds,
  type ResultState,
  rublesToMillions,
  termBounds,
} from './calculator-model'
import { MORTGAGE_ORDERS, type MortgageOrder } from './constants'
import styles from './mortgage-calculator.module.css'
import type { MortgageCategory, Offer } from './mortgage.schema'
import { OfferCard } from './offer-card'
import { type FieldInput, RangeField } from './range-field'
import { type MortgageInitial, useMortgageCalculator } from './use-mortgage-calculator'

export type { MortgageInitial } from './use-mortgage-calculator'

export interface MortgageCalculatorProps {
  /** A flat's price in rubles: the calculator starts from it (the flat card's modal). */
  initialPrice?: number
  /** 'page' — the mortgage page (summary actions, sticky mobile panel); 'modal' — compact, for a dialog. */
  variant?: 'page' | 'modal'
  /** The server's first answer; without it the calculator fetches its start itself. */
  initial?: MortgageInitial | null
  /** A flat's id (the flat card's modal): only the programmes that apply to it, and applications name it. */
  property?: number
  /** The flat as an application names it to the visitor: '2-комнатная квартира 54,3 м², корпус 3, № 123'. */
  subject?: string
  /** Called before the consultation panel opens for an application, so a hosting modal can close first. */
  onLeave?: () => void
}

const OFFER_FORMS: RuForms = ['предложение', 'предложения', 'предложений']
const BANK_FORMS: RuForms = ['банка', 'банков', 'банков']

/** '12 предложений'. */
export const offersCountText = (count: number) => countRu(count, OFFER_FORMS)

/** What the polite live region says about the list (SPEC §4 loading, reloading and appending states). */
export function statusText(state: Pick<ResultState, 'loading' | 'reloading' | 'appending' | 'count' | 'results'>): string {
  if (state.loading || state.reloading) return 'Подбираем предложения…'
  if (state.appending) return 'Загружаем ещё предложения…'
  if (state.count === 0) return 'Предложений не найдено'
  const shown = state.results.length < state.count ? `, показано ${state.results.length}` : ''
  return `Найдено ${offersCountText(state.count)}${shown}`
}

const formatMillionsInput = (millions: number) => formatNumber(millions, { maxFractionDigits: 3 })
// The site's one short price (lib/money.ts) for the scale and screen readers; the field itself keeps 3 decimals.
const formatMillionsValue = (millions: number) => formatMillions(Math.round(millions * MILLION))

/** The price field's text read as millions for RangeField: a price typed in rubles shows «₽» after it while typed. */
function parsePriceField(text: string): FieldInput {
  const typed = parseTypedPrice(text)
  if (!typed) return null
  // A refused number keeps the unit it was read in, so «99999999999» never reads as millions.
  const suffix = typed.unit === 'rub' ? { suffix: '₽' } : {}
  return 'error' in typed ? { error: typed.error, ...suffix } : { value: typed.price / MILLION, ...suffix }
}
const formatPercentValue = (percent: number) => `${formatNumber(percent)}\u00a0%`
const formatYears = (years: number) => countRu(years, RU_FORMS.year)

/**
 * The mortgage calculator (SPEC §2.2, §4): price in millions, initial payment in percent, term, programme
 * categories and order; the matching bank offers five at a time with 'показать ещё'.
 */
export function MortgageCalculator({ initialPrice, variant = 'page', initial, property, subject, onLeave }: MortgageCalculatorProps) {
  // The page follows `?property=` (the card's link); the card's modal is given its flat.
  const calculator = useMortgageCalculator({ initial, initialPrice, property, propertyFromUrl: variant === 'page' })
  const { state, values } = calculator
  const [openOffers, setOpenOffers] = useState<ReadonlySet<number>>(() => new Set())
  const busy = state.loading || state.reloading || state.appending

  // «оставить заявку на ипотеку»: a mortgage lead with the programme and the flat attached, so sales know what
  // the buyer chose.
  const apply = (offer: Offer) => {
    onLeave?.()
    requestConsultation({
      source: variant === 'modal' ? 'flat-mortgage-offer' : 'mortgage-offer',
      about: {
        type: 'mortgage',
        mortgage_program: offer.id,
        ...(property ? { property } : {}),
        summary: [`${offer.name}, ${offer.bank.name}`, subject].filter(Boolean).join(' · '),
      },
    })
  }

  const toggleOffer = (id: number) =>
    setOpenOffers((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className={styles.root} data-variant={variant}>
      <div className={styles.formColumn}>
        {values ? <CalculatorForm calculator={calculator} values={values} /> : <div className={styles.formSkeleton} aria-hidden="true" />}
      </div>

      <div className={styles.resultsColumn}>
        <Summary state={state} values={values} variant={variant} />

        <div className={styles.toolbar}>
          <h3 className={styles.count} data-testid="mortgage-count">
            {state.loading ? '\u00a0' : offersCountText(state.count)}
          </h3>
          {values ? (
            <label className={styles.order}>
              <span className={styles.orderLabel}>Сортировка</span>
              <span className={styles.orderControl}>
                <select
                  className={styles.orderSelect}
                  value={values.order}
                  onChange={(event) => calculator.setOrder(event.target.value as MortgageOrder)}
                >
                  {(state.specs?.order ?? MORTGAGE_ORDERS).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <Icon name="chevron-down" size="small" className={styles.orderIcon} />
              </span>
            </label>
          ) : null}
        </div>

        <p className="visually-hidden" role="status" aria-live="polite">
          {statusText(state)}
        </p>

        <div className={styles.results} data-testid="mortgage-results" aria-busy={busy} data-reloading={state.reloading || undefined}>
          {state.loading ? (
            <ul className={styles.skeletons} aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i} className={styles.skeleton} />
              ))}
            </ul>
          ) : state.results.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>к сожалению, предложений нет</p>
              <p className={styles.emptyText}>попробуйте изменить параметры</p>
              <Button variant="secondary" onClick={calculator.reset}>
                сбросить фильтры
              </Button>
            </div>
          ) : (
            <ul className={styles.offers}>
              {state.results.map((offer) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  term={values?.term ?? offer.term_max}
                  open={openOffers.has(offer.id)}
                  onToggle={() => toggleOffer(offer.id)}
                  onApply={() => apply(offer)}
                />
              ))}
            </ul>
          )}

          {state.pageInfo.hasNext && state.results.length > 0 ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                size="large"
                className={styles.moreButton}
                loading={state.appending}
                disabled={state.reloading}
                onClick={() => void calculator.showMore()}
              >
                показать ещё
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      {variant === 'page' ? <StickyPanel price={values?.price} /> : null}
    </div>
  )
}

type Calculator = ReturnType<typeof useMortgageCalculator>

/** The inputs: price, initial payment, term (range + field pairs) and the programme categories. */
function CalculatorForm({ calculator, values }: { calculator: Calculator; values: CalculatorValues }) {
  const { specs, facets } = calculator.state
  const price = priceSliderBounds(specs, values.price)
  const payment = initialPaymentBounds(specs)
  const term = termBounds(specs)
  const categoryCounts = new Map(facets?.category.map((c) => [c.value, c.count]))
  const categoryFits = new Map(facets?.category.map((c) => [c.value, c]))
  const categories = specs?.category ?? []

  return (
    <div className={styles.form}>
      <div className={styles.priceField}>
        <RangeField
          label="Стоимость квартиры"
          // A flat's exact price shows as it is (12,69 млн, with the rubles beside it); typed millions keep tenths,
          // typed rubles stay as typed (parseTypedPrice), and the slider moves in tenths.
          value={isOddPrice(values.price) ? values.price / MILLION : rublesToMillions(values.price)}
          min={rublesToMillions(price.min)}
          max={rublesToMillions(price.max)}
          step={0.1}
          suffix="млн ₽"
          formatInput={formatMillionsInput}
          formatValue={formatMillionsValue}
          parse={parsePriceField}
          onCommit={(millions) => calculator.setPrice(Math.round(millions * MILLION))}
          aside={isOddPrice(values.price) ? formatRub(values.price) : undefined}
        />
      </div>
      <RangeField
        label="Первоначальный взнос"
        value={values.initial_payment}
        min={payment.min}
        max={payment.max}
        step={1}
        suffix="%"
        formatInput={(percent) => formatNumber(percent)}
        formatValue={formatPercentValue}
        onCommit={calculator.setInitialPayment}
        aside={formatRub(initialPaymentRubles(values.price, values.initial_payment))}
      />
      <RangeField
        label="Срок кредита"
        value={values.term}
        min={term.min}
        max={term.max}
        step={1}
        suffix={pluralRu(values.term, RU_FORMS.year)}
        formatInput={(years) => formatNumber(years)}
        formatValue={formatYears}
        onCommit={calculator.setTerm}
      />
      {categories.length > 0 ? (
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>Программы</legend>
          <div className={styles.chips}>
            {categories.map((option) => {
              const value = option.value as MortgageCategory
              const checked = values.category.includes(value)
              const count = categoryCounts.get(value)
              const fit = categoryFits.get(value)
              const unavailable = facets !== null && !count && !checked
              return (
                <label key={value} className={styles.chip} data-checked={checked || undefined} data-disabled={unavailable || undefined}>
                  <input
                    type="checkbox"
                    className={styles.chipInput}
                    checked={checked}
                    disabled={unavailable}
                    onChange={() => calculator.toggleCategory(value)}
                  />
                  <span>{option.label}</span>
                  {!checked && fit?.initial_payment !== undefined && fit.term !== undefined ? (
                    // Choosing it moves the values; say so before the visitor does.
                    <span className="visually-hidden">
                      {`: взнос от ${formatPercentValue(fit.initial_payment)}, срок до ${formatYears(fit.term)}`}
                    </span>
                  ) : null}
                  {count !== undefined ? <span className={styles.chipCount}>{count}</span> : null}
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}

/** The headline: the lowest monthly payment, the loan and how many offers from how many banks. */
function Summary({ state, values, variant }: { state: ResultState; values: CalculatorValues | null; variant: 'page' | 'modal' }) {
  const banks = state.facets?.banks.length ?? 0
  return (
    <section className={styles.summary} aria-label="Итог расчёта" data-reloading={state.reloading || undefined}>
      <div className={styles.summaryMain}>
        <p className={styles.summaryLabel}>Ежемесячный платёж</p>
        <p className={styles.summaryValue} data-testid="mortgage-best-payment">
          {state.best !== null && !state.loading ? `от\u00a0${formatRub(state.best)}` : '—'}
        </p>
      </div>
      <dl className={styles.summaryFacts}>
        <div>
          <dt>Сумма кредита</dt>
          <dd>{values ? formatRub(loanAmount(values.price, values.initial_payment)) : '—'}</dd>
        </div>
        <div>
          <dt>Предложения</dt>
          <dd>{state.loading ? '—' : `${offersCountText(state.count)} от\u00a0${banks}\u00a0${pluralRu(banks, BANK_FORMS)}`}</dd>
        </div>
      </dl>
      {variant === 'page' ? (
        <div className={styles.summaryActions}>
          {/* Secondary here: the page intro above already carries the view's one accent call to action. */}
          <Button variant="secondary" className={styles.summaryConsult} onClick={() => requestConsultation({ source: 'mortgage' })}>
            получить консультацию
          </Button>
          <a href={flatsHref(values?.price)} className={clsx(buttonClassName({ variant: 'ghost' }), styles.summaryLink)}>
            в магазин квартир
          </a>
        </div>
      ) : null}
    </section>
  )
}

/** SPEC §2.2: below 768 px, a panel fixed to the bottom with the flats link and the consultation button. */
function StickyPanel({ price }: { price: number | undefined }) {
  return (
    <div className={styles.sticky} data-mortgage-sticky="">
      <a href={flatsHref(price)} className={buttonClassName({ variant: 'secondary', className: styles.stickyButton })}>
        в магазин квартир
      </a>
      <Button variant="accent" className={styles.stickyButton} onClick={() => requestConsultation({ source: 'mortgage' })}>
        получить консультацию
      </Button>
    </div>
  )
}
