import { MORTGAGE_CATEGORIES, labelOf } from '@/cms/options'
import { annuityPayment, loanAmount } from '@/lib/mortgage-math'

import { INITIAL_PAYMENT_BOUNDS, TERM_BOUNDS } from './constants'
import type { Calculation, MortgageCategory, MortgageFacets, MortgageOrder, Offer, OffersPage } from './mortgage.schema'

/**
 * Which flats a programme applies to (CMS «К каким помещениям относится»): every condition left empty is no
 * limit. Buildings are building ids; features are feature tags, any one of which qualifies.
 */
export interface ProgramScope {
  buildings: number[]
  completion: 'any' | 'construction' | 'completed'
  features: string[]
}

/** A programme as the calculator needs it: sanitised, with its bank and whom it applies to (no payment yet). */
export type Program = Omit<Offer, 'payment'> & { scope?: ProgramScope }

/** The property a calculation is for: what decides which programmes apply, and its price. */
export interface MortgageTarget {
  type: string
  price: number
  building: number
  /** Its section (or building) is handed over. */
  completed: boolean
  features: readonly string[]
}

/** The calculator's starting terms (DESIGN.md): the lowest initial payment and the longest term of the bounds. */
export const DEFAULT_TERMS = { initial_payment: INITIAL_PAYMENT_BOUNDS.min, term: TERM_BOUNDS.max } as const

/** True when a programme may finance this property: mortgages are for flats, then the programme's own scope. */
export function appliesTo(program: Program, target: MortgageTarget): boolean {
  if (target.type !== 'flat') return false
  const scope = program.scope
  if (!scope) return true
  if (scope.buildings.length > 0 && !scope.buildings.includes(target.building)) return false
  if (scope.completion === 'completed' && !target.completed) return false
  if (scope.completion === 'construction' && target.completed) return false
  if (scope.features.length > 0 && !scope.features.some((f) => target.features.includes(f))) return false
  return true
}

/** The programmes that apply to the property (all of them without one). */
export function programsFor(programs: Program[], target?: MortgageTarget | null): Program[] {
  return target ? programs.filter((p) => appliesTo(p, target)) : programs
}

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

/** Every programme that serves the values, with its monthly annuity payment (the scope stays internal). */
export function calculateOffers(programs: Program[], params: ResolvedParams): Offer[] {
  const loan = loanAmount(params.price, params.initial_payment)
  return programs
    .filter((p) => serves(p, params))
    .map(({ scope: _scope, ...p }) => ({ ...p, payment: annuityPayment(loan, p.rate, params.term) }))
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

/**
 * The calculator's first offer for a property: among the programmes that apply to it, at its price and the default
 * terms, the first of the list in the 'payment' order. Its payment is the property's monthly payment wherever the
 * site shows one (DESIGN.md: the card, the calculator and /mortgage agree) — the one function both the catalogue and
 * the calculator use.
 */
export function firstOffer(programs: Program[], target: MortgageTarget): Offer | null {
  const params: ResolvedParams = { price: target.price, ...DEFAULT_TERMS }
  return sortOffers(calculateOffers(programsFor(programs, target), params), 'payment')[0] ?? null
}

/** An instalment plan for a property: the first payment, then the monthly payment over the term. */
export interface InstalmentPlan {
  offer: Offer
  /** First payment, % of the price, and in rubles. */
  initial_payment: number
  first_payment: number
  /** Years over which the rest is paid. */
  term: number
}

/**
 * The instalment the calculator shows for a property when a buyer picks «Рассрочка»: the chip moves the values to
 * those its most accessible programme needs (categoryFacet), and the first offer in the 'payment' order there is
 * the plan. Null when no instalment programme applies to the property or serves its price.
 */
export function instalmentPlan(programs: Program[], target: MortgageTarget): InstalmentPlan | null {
  const own = programsFor(programs, target)
  const start: ResolvedParams = { price: target.price, ...DEFAULT_TERMS }
  const chip = categoryFacet(own, start).find((c) => c.value === 'installment')
  if (!chip || chip.count === 0) return null
  const params: ResolvedParams = {
    ...start,
    initial_payment: chip.initial_payment ?? start.initial_payment,
    term: chip.term ?? start.term,
    category: ['installment'],
  }
  const offer = sortOffers(calculateOffers(own, params), 'payment')[0]
  if (!offer) return null
  return {
    offer,
    initial_payment: params.initial_payment,
    first_payment: params.price - loanAmount(params.price, params.initial_payment),
    term: params.term,
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

/** A category as the calculator's chip shows it: how many offers it gives, and where it moves the values to give any. */
export type CategoryFacet = { value: string; label: string; count: number; initial_payment?: number; term?: number }

/**
 * The categories that can finance the price. A category none of whose programmes serves the current initial
 * payment and term (instalments: 30–50 % for 2–5 years, against the default 20 % for 30 years) is not a dead
 * chip: it names the values its most accessible programme needs (the lowest first payment, then the longest
 * term), and its count is what it gives there. Choosing it moves the calculator to those values.
 */
function categoryFacet(programs: Program[], params: ResolvedParams): CategoryFacet[] {
  const out: CategoryFacet[] = []
  for (const { value, label } of MORTGAGE_CATEGORIES) {
    const own = programs.filter((p) => p.category === value && servesPrice(p, params.price))
    if (own.length === 0) continue
    const now = own.filter((p) => servesInitialPayment(p, params.initial_payment) && servesTerm(p, params.term)).length
    if (now > 0) {
      out.push({ value, label, count: now })
      continue
    }
    const first = [...own].sort((a, b) => a.initial_payment - b.initial_payment || b.term_max - a.term_max || a.id - b.id)[0]!
    const fit = { initial_payment: Math.max(params.initial_payment, first.initial_payment), term: Math.min(params.term, first.term_max) }
    const count = own.filter((p) => servesInitialPayment(p, fit.initial_payment) && servesTerm(p, fit.term)).length
    out.push({ value, label: labelOf(MORTGAGE_CATEGORIES, value) || label, count, ...fit })
  }
  return out
}

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
    category: categoryFacet(programs, params).sort(categoryOrder),
    price: forPrice.length ? range(bounds.price.min, Math.min(bounds.price.max, Math.max(...forPrice.map((p) => p.price_max)))) : null,
    initial_payment: forInitial.length
      ? range(Math.max(bounds.initial_payment.min, Math.min(...forInitial.map((p) => p.initial_payment))), bounds.initial_payment.max)
      : null,
    term: forTerm.length ? range(bounds.term.min, Math.min(bounds.term.max, Math.max(...forTerm.map((p) => p.term_max)))) : null,
  }
}
