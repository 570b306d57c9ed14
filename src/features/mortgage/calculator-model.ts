/**
 * The calculator's rules as pure functions (SPEC §3 mortgage filter values and result state, §5 price,
 * initial payment and flats-link rules, §9 bounds): the UI and its tests share them.
 */
import { parseDecimal } from '@/lib/decimal'
import { MILLION, toMillions } from '@/lib/money'

import { DEFAULT_ORDER, INITIAL_PAYMENT_BOUNDS, MORTGAGE_PAGE_SIZE, type MortgageOrder, TERM_BOUNDS } from './constants'
import type { Calculation, MortgageCategory, MortgageFacets, MortgageSpecs, Offer, OffersPage } from './mortgage.schema'

export type Bounds = { min: number; max: number }

/** What the visitor has set: SPEC §3 mortgage filter values without the paging. */
export interface CalculatorValues {
  /** Rubles: exact when they come from a flat, whole tenths of a million when typed. */
  price: number
  /** Percent of the price. */
  initial_payment: number
  /** Years. */
  term: number
  category: MortgageCategory[]
  order: MortgageOrder
  /** The flat the calculation is for: only the programmes that apply to it (GET /api/mortgage/?property=). */
  property?: number
}

/** SPEC §5: a price entered in millions becomes rubles (× 1 000 000), kept to one decimal of a million. */
export function millionsToRubles(millions: number): number {
  if (!Number.isFinite(millions)) return Number.NaN
  return Math.round(millions * 10) * (MILLION / 10)
}

/** Rubles shown in millions with one decimal: 13 240 000 → 13.2. */
export function rublesToMillions(rub: number): number {
  return toMillions(rub, 1)
}

/**
 * What the price field accepts when typed: 0,1–999,9 млн ₽ in millions (SPEC §5, one decimal), or a price in
 * rubles from 100 000 ₽ to 1 000 млн ₽. A number of 1 000 or more is read as rubles: nobody means a flat of a
 * thousand million, and multiplying «10010000» by a million made 10 трлн ₽, which the API refuses.
 */
export const TYPED_PRICE = { min: MILLION / 10, max: 1000 * MILLION, rublesFrom: 1000 } as const

export const PRICE_TOO_LOW = 'Введите стоимость в миллионах (12,5) или в рублях (12 500 000)'
export const PRICE_TOO_HIGH = 'Стоимость квартиры — не больше 1 000 млн ₽'

/** A typed price read: rubles and the unit it was typed in, or why it is refused; null while it is not a number yet. */
export type TypedPrice = { price: number; unit: 'rub' | 'mln' } | { error: string; unit: 'rub' | 'mln' } | null

/** Reads the price field's text: «12,5» → 12 500 000 ₽ (one decimal of a million), «12 345 678» → 12 345 678 ₽ as typed. */
export function parseTypedPrice(text: string): TypedPrice {
  const value = parseDecimal(text)
  if (value === null) return null
  const unit = value >= TYPED_PRICE.rublesFrom ? 'rub' : 'mln'
  const price = unit === 'rub' ? Math.round(value) : millionsToRubles(value)
  if (!(price >= TYPED_PRICE.min)) return { error: PRICE_TOO_LOW, unit }
  if (price > TYPED_PRICE.max) return { error: PRICE_TOO_HIGH, unit }
  return { price, unit }
}

/** Keeps a value inside the bounds (a NaN becomes the minimum). */
export function clamp(value: number, { min, max }: Bounds): number {
  if (Number.isNaN(value)) return min
  return Math.min(max, Math.max(min, value))
}

/** The initial-payment bounds: the specs' when they have them, else SPEC §9's 20–90 %. */
export function initialPaymentBounds(specs?: Pick<MortgageSpecs, 'initial_payment'> | null): Bounds {
  return specs?.initial_payment ?? { ...INITIAL_PAYMENT_BOUNDS }
}

/** The term bounds: the specs' when they have them, else SPEC §9's 1–30 years. */
export function termBounds(specs?: Pick<MortgageSpecs, 'term'> | null): Bounds {
  return specs?.term ?? { ...TERM_BOUNDS }
}

/** SPEC §5: the initial payment in whole percent, clamped between the specs' minimum and maximum. */
export function clampInitialPayment(percent: number, specs?: Pick<MortgageSpecs, 'initial_payment'> | null): number {
  return Math.round(clamp(percent, initialPaymentBounds(specs)))
}

/** The term in whole years, clamped to the specs' bounds (default 1–30). */
export function clampTerm(years: number, specs?: Pick<MortgageSpecs, 'term'> | null): number {
  return Math.round(clamp(years, termBounds(specs)))
}

/** The initial payment in rubles for a price and a percent. */
export function initialPaymentRubles(price: number, percent: number): number {
  return Math.round((price * percent) / 100)
}

/**
 * The slider's price bounds in whole tenths of a million (its steps), wide enough to hold the current price: a
 * flat's exact price sits between two steps, and dragging moves to whole tenths.
 */
export function priceSliderBounds(specs: Pick<MortgageSpecs, 'price'> | null | undefined, price: number): Bounds {
  const tenth = MILLION / 10
  const min = specs ? Math.floor(specs.price.min / tenth) * tenth : MILLION
  const max = specs ? Math.ceil(specs.price.max / tenth) * tenth : 100 * MILLION
  return { min: Math.min(min, Math.floor(price / tenth) * tenth), max: Math.max(max, Math.ceil(price / tenth) * tenth) }
}

/**
 * The flats link's price window around the calculator price: ±10 %, widened outwards to whole 100 000 ₽
 * so the shop shows round bounds. SPEC §5: each value is set only when it is a positive number.
 */
export function flatsLinkQuery(price: number | null | undefined): { price_min?: number; price_max?: number } {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return {}
  const step = 100_000
  const min = Math.floor((price * 0.9) / step) * step
  const max = Math.ceil((price * 1.1) / step) * step
  return { ...(min > 0 ? { price_min: min } : {}), ...(max > 0 ? { price_max: max } : {}) }
}

/** The '/flats' address with the price window of flatsLinkQuery. */
export function flatsHref(price: number | null | undefined): string {
  const query = flatsLinkQuery(price)
  const params = new URLSearchParams()
  if (query.price_min !== undefined) params.set('price_min', String(query.price_min))
  if (query.price_max !== undefined) params.set('price_max', String(query.price_max))
  const text = params.toString()
  return text ? `/flats?${text}` : '/flats'
}

type Query = Record<string, string | number | string[] | undefined>

/** The query of /api/mortgage/facets/ and /api/mortgage/default_calculation/: the values without order and paging. */
export function paramsQuery(values: Partial<CalculatorValues>): Query {
  return {
    price: values.price && values.price > 0 ? values.price : undefined,
    initial_payment: values.initial_payment,
    term: values.term,
    // Repeated keys (category=a&category=b), in a stable order so equal selections give equal queries.
    category: values.category?.length ? [...values.category].sort() : undefined,
    property: values.property,
  }
}

/** The query of /api/mortgage/: the values, the order and one page (SPEC §9: 5 offers). */
export function offersQuery(values: Partial<CalculatorValues>, { offset = 0, limit = MORTGAGE_PAGE_SIZE } = {}): Query {
  return { ...paramsQuery(values), order: values.order ?? DEFAULT_ORDER, limit, offset }
}

/** Identifies the list a set of values asks for: equal keys mean the shown results are already theirs. */
export function valuesKey(values: CalculatorValues): string {
  return JSON.stringify(offersQuery(values))
}

/**
 * The calculator's starting values: the default calculation's, the given price first, clamped to the specs.
 * A flat's price is kept to the ruble (12 690 000 ₽ is not 12,7 млн: the calculator quotes the card's price), and its
 * id goes along.
 */
export function startValues(
  calculation: Pick<Calculation, 'price' | 'initial_payment' | 'term'>,
  specs: MortgageSpecs | null | undefined,
  initialPrice?: number,
  property?: number,
): CalculatorValues {
  return {
    price: initialPrice && initialPrice > 0 ? Math.round(initialPrice) : calculation.price,
    initial_payment: clampInitialPayment(calculation.initial_payment, specs),
    term: clampTerm(calculation.term, specs),
    category: [],
    order: DEFAULT_ORDER,
    ...(property ? { property } : {}),
  }
}

/**
 * The flat /mortgage is opened for (`?property=787`, the card's link): a positive whole id, else undefined. The
 * calculator then starts from that flat's exact price with only its programmes, as the card's calculator does.
 */
export function propertyFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('property')
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 && id <= 2_147_483_647 ? id : undefined
}

/** True when a price is not a whole tenth of a million, so the field's millions cannot show it exactly. */
export const isOddPrice = (price: number) => price % (MILLION / 10) !== 0

/** SPEC §3 mortgage result state, plus the best monthly payment for the headline. */
export interface ResultState {
  results: Offer[]
  count: number
  facets: MortgageFacets | null
  specs: MortgageSpecs | null
  pageInfo: { limit: number; hasNext: boolean }
  /** The lowest monthly payment among all matching offers (not just the shown page); null when none. */
  best: number | null
  /** Nothing to show yet (first load). */
  loading: boolean
  /** The values changed: the old list stays, dimmed, until the new one arrives. */
  reloading: boolean
  /** The next page is on its way; it will be added below. */
  appending: boolean
}

export type ResultAction =
  | { type: 'reload' }
  | { type: 'reloaded'; page: OffersPage; facets: MortgageFacets | null; best: number | null }
  | { type: 'append' }
  | { type: 'appended'; page: OffersPage }
  | { type: 'specs'; specs: MortgageSpecs }
  | { type: 'failed' }

/** The state before anything arrived, or with the server's first answer. */
export function initialResultState(
  initial?: { page: OffersPage; facets?: MortgageFacets | null; specs?: MortgageSpecs | null; best?: number | null } | null,
): ResultState {
  if (!initial) {
    return {
      results: [],
      count: 0,
      facets: null,
      specs: null,
      pageInfo: { limit: MORTGAGE_PAGE_SIZE, hasNext: false },
      best: null,
      loading: true,
      reloading: false,
      appending: false,
    }
  }
  const { page } = initial
  return {
    results: page.results,
    count: page.count,
    facets: initial.facets ?? null,
    specs: initial.specs ?? null,
    pageInfo: { limit: page.limit, hasNext: page.hasNext },
    best: initial.best ?? page.results[0]?.payment ?? null,
    loading: false,
    reloading: false,
    appending: false,
  }
}

/** SPEC §4 mortgage calculator: a reload replaces the list, an append adds the next page after it. */
export function resultReducer(state: ResultState, action: ResultAction): ResultState {
  switch (action.type) {
    case 'reload':
      // Before the first answer there is no list to dim: that stays "loading".
      return state.loading ? state : { ...state, reloading: true, appending: false }
    case 'reloaded':
      return {
        ...state,
        results: action.page.results,
        count: action.page.count,
        facets: action.facets ?? state.facets,
        pageInfo: { limit: action.page.limit, hasNext: action.page.hasNext },
        best: action.best,
        loading: false,
        reloading: false,
        appending: false,
      }
    case 'append':
      return state.loading || state.reloading ? state : { ...state, appending: true }
    case 'appended': {
      // A page that arrives after a reload started belongs to the old values: drop it.
      if (!state.appending) return state
      const seen = new Set(state.results.map((offer) => offer.id))
      return {
        ...state,
        results: [...state.results, ...action.page.results.filter((offer) => !seen.has(offer.id))],
        count: action.page.count,
        pageInfo: { limit: action.page.limit, hasNext: action.page.hasNext },
        appending: false,
      }
    }
    case 'specs':
      return { ...state, specs: action.specs }
    case 'failed':
      // SPEC §8: a failed call is reported, the visitor keeps what was shown.
      return { ...state, loading: false, reloading: false, appending: false }
  }
}
