import { MORTGAGE_CATEGORIES, labelOf } from '@/cms/options'
import { annuityPayment, loanAmount } from '@/lib/mortgage-math'

import type { Calculation, MortgageCategory, MortgageFacets, MortgageOrder, Offer, OffersPage } from './mortgage.schema'

/** A programme as the calculator needs it: sanitised, with its bank (no payment yet). */
export type Program = Omit<Offer, 'payment'>

/** The values offers are calculated for, every one known. */
export type ResolvedParams = { price: number; initial_payment: number; term: number; category?: MortgageCategory[] }

type Range = { min: number; max: number }

const servesPrice = (p: Program, price: number) => price <= p.price_max
const servesInitialPayment = (p: Program, percent: number) => percent >= p.initial_payment
const servesTerm = (p: Program, term: number) => term <= p.term_max
const inCategories = (p: Program, categories?: MortgageCategory[]) => !categories?.length || categories.includes(p.category)

/** True when a programme can finance these values (price ≤ price_max, initial payment ≥ its minimum, term ≤ term_max). */
export function serves(program: Program, params: ResolvedParams): boolean {
  return (
    inCategories(program, params.category) &&
    servesPrice(program, params.price) &&
    servesInitialPayment(program, params.initial_payment) &&
    servesTerm(program, params.term)
  )
}

/** The values with the loan they imply. */
export function calculation(params: ResolvedParams): Calculation {
  return {
    price: params.price,
    initial_payment: params.initial_payment,
    term: params.term,
    loan: loanAmount(params.price, params.initial_payment),
  }
}

/** Every programme that serves the values, with its monthly annuity payment. */
export function calculateOffers(programs: Program[], params: ResolvedParams): Offer[] {
  const loan = loanAmount(params.price, params.initial_payment)
  return programs.filter((p) => serves(p, params)).map((p) => ({ ...p, payment: annuityPayment(loan, p.rate, params.term) }))
}

/** Orders offers; ties fall back to payment, rate and name so pages never shuffle. */
export function sortOffers(offers: Offer[], order: MortgageOrder): Offer[] {
  const key = order.replace('-', '') as 'payment' | 'rate'
  const direction = order.startsWith('-') ? -1 : 1
  return [...offers].sort(
    (a, b) =>
      direction * (a[key] - b[key]) || a.payment - b.payment || a.rate - b.rate || a.name.localeCompare(b.name, 'ru') || a.id - b.id,
  )
}

/** One page of offers for the values: `{ count, results, limit, offset, hasNext, calculation }`. */
export function offersPage(
  programs: Program[],
  params: ResolvedParams,
  paging: { order: MortgageOrder; limit: number; offset: number },
): OffersPage {
  const offers = sortOffers(calculateOffers(programs, params), paging.order)
  const results = offers.slice(paging.offset, paging.offset + paging.limit)
  return {
    count: offers.length,
    results,
    limit: paging.limit,
    offset: paging.offset,
    hasNext: paging.offset + results.length < offers.length,
    calculation: calculation(params),
  }
}

/** The offer with the lowest payment (favourites win ties), or null. */
export function bestOffer(programs: Program[], params: ResolvedParams): Offer | null {
  const offers = calculateOffers(programs, params)
  return (
    offers.sort((a, b) => a.payment - b.payment || Number(b.is_favorite) - Number(a.is_favorite) || a.rate - b.rate || a.id - b.id)[0] ??
    null
  )
}

function counted(values: string[], label: (value: string) => string) {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, label: label(value), count }))
}

const range = (min: number, max: number): Range | null => (min <= max ? { min, max } : null)

/**
 * Facets under the current values (standard semantics: each dimension computed with its own value left out,
 * so a control can show what choosing otherwise would give). Ranges are clipped to the spec bounds.
 */
export function offerFacets(
  programs: Program[],
  params: ResolvedParams,
  bounds: { price: Range; initial_payment: Range; term: Range },
): MortgageFacets {
  const matching = programs.filter((p) => serves(p, params))
  const forCategory = programs.filter(
    (p) => servesPrice(p, params.price) && servesInitialPayment(p, params.initial_payment) && servesTerm(p, params.term),
  )
  const forPrice = programs.filter(
    (p) => inCategories(p, params.category) && servesInitialPayment(p, params.initial_payment) && servesTerm(p, params.term),
  )
  const forInitial = programs.filter((p) => inCategories(p, params.category) && servesPrice(p, params.price) && servesTerm(p, params.term))
  const forTerm = programs.filter(
    (p) => inCategories(p, params.category) && servesPrice(p, params.price) && servesInitialPayment(p, params.initial_payment),
  )

  const order = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'ru')
  const categoryOrder = (a: { value: string }, b: { value: string }) =>
    MORTGAGE_CATEGORIES.findIndex((c) => c.value === a.value) - MORTGAGE_CATEGORIES.findIndex((c) => c.value === b.value)

  return {
    count: matching.length,
    banks: counted(
      matching.map((p) => p.bank.name),
      (name) => name,
    ).sort(order),
    category: counted(
      forCategory.map((p) => p.category),
      (value) => labelOf(MORTGAGE_CATEGORIES, value),
    ).sort(categoryOrder),
    price: forPrice.length ? range(bounds.price.min, Math.min(bounds.price.max, Math.max(...forPrice.map((p) => p.price_max)))) : null,
    initial_payment: forInitial.length
      ? range(Math.max(bounds.initial_payment.min, Math.min(...forInitial.map((p) => p.initial_payment))), bounds.initial_payment.max)
      : null,
    term: forTerm.length ? range(bounds.term.min, Math.min(bounds.term.max, Math.max(...forTerm.map((p) => p.term_max)))) : null,
  }
}
