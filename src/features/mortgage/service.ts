import { MORTGAGE_CATEGORIES } from '@/cms/options'
import { type DraftReader, globalDto } from '@/features/content'

import {
  type DefaultCalculation,
  INITIAL_PAYMENT_BOUNDS,
  MORTGAGE_ORDERS,
  type MortgageFacets,
  type MortgagePageDto,
  type MortgageParams,
  type MortgageSpecs,
  type OffersPage,
  type OffersQuery,
  TERM_BOUNDS,
} from './mortgage.schema'
import {
  bestOffer,
  calculation,
  calculateOffers,
  DEFAULT_TERMS,
  type MortgageTarget,
  offerFacets,
  offersPage,
  type Program,
  programsFor,
  type ResolvedParams,
} from './offers'
import { loadPrograms } from './programs'
import { fillInstalmentTerms } from './terms'

/** Price figures of the flats for sale: the calculator's price range (min, max) and its starting price (median). */
export interface FlatPrices {
  min: number
  max: number
  median: number
}

/**
 * The prices of the flats for sale, null while none is. Mortgage knows nothing of the catalogue: the route or page
 * that calls it passes the catalogue's answer in, as a function so that it is asked only when an answer needs those
 * prices (the specs, and a calculation given neither a price nor a property).
 */
export type FlatPriceSource = () => Promise<FlatPrices | null>

/** Used only while no flat is for sale, so the calculator still has a range to show. */
const FALLBACK_PRICES = { min: 3_000_000, max: 60_000_000, median: 12_000_000 }

const ROUND = 100_000

/** The calculator's price figures: the flats' prices rounded to 100,000 ₽ (the range outwards, so it holds every flat). */
async function calculatorPrices(flatPrices: FlatPriceSource): Promise<FlatPrices> {
  const stats = await flatPrices()
  if (!stats) return FALLBACK_PRICES
  return {
    min: Math.floor(stats.min / ROUND) * ROUND,
    max: Math.ceil(stats.max / ROUND) * ROUND,
    median: Math.round(stats.median / ROUND) * ROUND,
  }
}

/**
 * Fills the values the caller left out with the calculator's starting values: the property's price (else the
 * median price of the flats for sale), 20 %, 30 years.
 */
async function resolveParams(params: MortgageParams, flatPrices: FlatPriceSource, target?: MortgageTarget | null): Promise<ResolvedParams> {
  const price = params.price ?? target?.price ?? (await calculatorPrices(flatPrices)).median
  return {
    price,
    initial_payment: params.initial_payment ?? DEFAULT_TERMS.initial_payment,
    term: params.term ?? DEFAULT_TERMS.term,
    category: params.category,
  }
}

/** The programmes a calculation may use: those that apply to the property, when it is for one. */
async function programsOf(target?: MortgageTarget | null): Promise<Program[]> {
  return programsFor(await loadPrograms(), target)
}

/**
 * /api/mortgage/: the offers that serve the values, with their monthly payment, ordered and paged. With a
 * property (`target`), only the programmes that apply to it, at its price unless the query names one.
 */
export async function listOffers(query: OffersQuery, flatPrices: FlatPriceSource, target?: MortgageTarget | null): Promise<OffersPage> {
  const [programs, params] = await Promise.all([programsOf(target), resolveParams(query, flatPrices, target)])
  return offersPage(programs, params, { order: query.order, limit: query.limit, offset: query.offset })
}

/** /api/mortgage/specs/: the calculator's bounds and options. */
export async function getMortgageSpecs(flatPrices: FlatPriceSource): Promise<MortgageSpecs> {
  const [programs, prices] = await Promise.all([loadPrograms(), calculatorPrices(flatPrices)])
  const present = new Set(programs.map((p) => p.category))
  return {
    price: { min: prices.min, max: prices.max },
    initial_payment: { ...INITIAL_PAYMENT_BOUNDS },
    term: { ...TERM_BOUNDS },
    order: MORTGAGE_ORDERS.map((o) => ({ ...o })),
    category: MORTGAGE_CATEGORIES.filter((c) => present.has(c.value)).map((c) => ({ value: c.value, label: c.label })),
  }
}

/** /api/mortgage/facets/: banks, categories and ranges under the current values. */
export async function getMortgageFacets(
  query: MortgageParams,
  flatPrices: FlatPriceSource,
  target?: MortgageTarget | null,
): Promise<MortgageFacets> {
  const [programs, params, specs] = await Promise.all([
    programsOf(target),
    resolveParams(query, flatPrices, target),
    getMortgageSpecs(flatPrices),
  ])
  return offerFacets(programs, params, specs)
}

/** /api/mortgage/default_calculation/: the calculator's starting values and the best offer for them. */
export async function getDefaultCalculation(
  query: MortgageParams,
  flatPrices: FlatPriceSource,
  target?: MortgageTarget | null,
): Promise<DefaultCalculation> {
  const [programs, params] = await Promise.all([programsOf(target), resolveParams(query, flatPrices, target)])
  const offer = bestOffer(programs, params)
  return { ...calculation(params), payment: offer?.payment ?? null, offer, count: calculateOffers(programs, params).length }
}

/**
 * /api/mortgage_page/: the mortgage page's intro and FAQs. An answer's «{условия рассрочки}» becomes the
 * instalment programmes' terms from their records, the ones the calculator and the card read.
 */
export async function getMortgagePage(draft?: DraftReader): Promise<MortgagePageDto> {
  const [page, programs] = await Promise.all([globalDto('mortgage-page', draft), loadPrograms()])
  return {
    title: page.title,
    description: page.description,
    faqs: (page.faqs ?? []).map((f) => ({ question: f.question, answer: fillInstalmentTerms(f.answer, programs) })),
  }
}
