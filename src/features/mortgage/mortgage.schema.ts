import { z } from 'zod'

import { MORTGAGE_CATEGORIES } from '@/cms/options'
import { q } from '@/server/api'

import {
  INITIAL_PAYMENT_BOUNDS,
  MORTGAGE_MAX_PAGE_SIZE,
  MORTGAGE_ORDERS,
  MORTGAGE_PAGE_SIZE,
  type MortgageOrder,
  TERM_BOUNDS,
} from './constants'

export { INITIAL_PAYMENT_BOUNDS, MORTGAGE_MAX_PAGE_SIZE, MORTGAGE_ORDERS, MORTGAGE_PAGE_SIZE, type MortgageOrder, TERM_BOUNDS }

const categoryValues = MORTGAGE_CATEGORIES.map((c) => c.value) as [MortgageCategory, ...MortgageCategory[]]
const orderValues = MORTGAGE_ORDERS.map((o) => o.value) as [MortgageOrder, ...MortgageOrder[]]

export type MortgageCategory = (typeof MORTGAGE_CATEGORIES)[number]['value']

/** An empty query value (`?price=`) means "not given": forms send empty fields. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema)

/** The calculator's values (SPEC §3 mortgage filter values); a missing one takes the default calculation's. */
export const mortgageParamsSchema = z.object({
  category: q.list(z.enum(categoryValues)).optional().describe('Programme categories; several as category=a&category=b or a,b'),
  price: blank(q.number().positive().max(10_000_000_000).optional()).describe(
    'Flat price, ₽ (default: the median price of available flats)',
  ),
  initial_payment: blank(q.number().min(0).max(100).optional()).describe('Initial payment, % of the price (default 20)'),
  term: blank(q.number().min(1).max(50).optional()).describe('Loan term, years (default 30)'),
  property: blank(q.number().int().positive().max(2_147_483_647).optional()).describe(
    'A property id: only the programmes that apply to it, and its price unless price is given (404 when unknown)',
  ),
})

/** Query of /api/mortgage/: the calculator's values plus order and paging. */
export const offersQuerySchema = mortgageParamsSchema.extend({
  order: blank(z.enum(orderValues).default('payment')).describe('payment | -payment | rate | -rate; default payment'),
  limit: q.limit(MORTGAGE_PAGE_SIZE, MORTGAGE_MAX_PAGE_SIZE).describe('Page size (SPEC §9: 5)'),
  offset: q.offset(),
})

/** Query of /api/mortgage/facets/ and /api/mortgage/default_calculation/. */
export const facetsQuerySchema = mortgageParamsSchema
export const defaultCalculationQuerySchema = mortgageParamsSchema

export type MortgageParams = z.infer<typeof mortgageParamsSchema>
export type OffersQuery = z.infer<typeof offersQuerySchema>

const optionSchema = z.object({ value: z.string(), label: z.string(), disabled: z.boolean().optional() }).meta({ id: 'Option' })
const rangeSchema = z.object({ min: z.number(), max: z.number() }).meta({ id: 'Range' })
const countedSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() })

/** SPEC §3 mortgage offer: a programme with its monthly payment for the requested values. */
export const offerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().describe('Sanitised HTML'),
    category: z.enum(categoryValues),
    is_favorite: z.boolean(),
    is_subsidized: z.boolean(),
    rate: z.number().describe('% per year'),
    term_max: z.number().describe('years'),
    payment: z.number().int().describe('Monthly annuity payment, ₽'),
    price_max: z.number().describe('₽'),
    initial_payment: z.number().describe('Minimum initial payment, %'),
    bank: z.object({ name: z.string(), icon_content: z.string().describe('Sanitised inline SVG (empty when none)') }),
    borrowers: z.string().nullable().describe('Whom the programme is for (shown with every advertised rate)'),
    conditions: z.string().nullable().describe('What else shapes the rate: how long it lasts, what follows'),
  })
  .meta({ id: 'MortgageOffer' })

export type Offer = z.infer<typeof offerSchema>

/** The values an answer was calculated for (the request's, defaults filled in). */
export const calculationSchema = z
  .object({ price: z.number(), initial_payment: z.number(), term: z.number(), loan: z.number().int() })
  .meta({ id: 'MortgageCalculation' })

export type Calculation = z.infer<typeof calculationSchema>

export const offersPageSchema = z.object({
  count: z.number().int(),
  results: z.array(offerSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  hasNext: z.boolean(),
  calculation: calculationSchema,
})

export type OffersPage = z.infer<typeof offersPageSchema>

/** /api/mortgage/specs/: which filters exist, their bounds and options (SPEC §3 option/spec model). */
export const mortgageSpecsSchema = z.object({
  price: rangeSchema.describe('Prices of the available flats, ₽, rounded outwards to 100 000'),
  initial_payment: rangeSchema,
  term: rangeSchema,
  order: z.array(optionSchema),
  category: z.array(optionSchema),
})

export type MortgageSpecs = z.infer<typeof mortgageSpecsSchema>

/** /api/mortgage/facets/: under the current values, each dimension with its own value left out. */
export const mortgageFacetsSchema = z.object({
  count: z.number().int().describe('Offers under every current value'),
  banks: z.array(countedSchema).describe('Banks with at least one offer'),
  category: z
    .array(
      countedSchema.extend({
        initial_payment: z
          .number()
          .optional()
          .describe('Set when no offer of the category serves the current values: the initial payment, %, that gives some'),
        term: z.number().optional().describe('With initial_payment: the term, years, that gives some'),
      }),
    )
    .describe(
      'Categories that can finance the price (category filter left out); count is the offers at the current values, or at the values named',
    ),
  price: rangeSchema.nullable().describe('Prices some offer can finance (price left out); null when none'),
  initial_payment: rangeSchema.nullable(),
  term: rangeSchema.nullable(),
})

export type MortgageFacets = z.infer<typeof mortgageFacetsSchema>

export const defaultCalculationSchema = calculationSchema.extend({
  payment: z.number().int().nullable().describe('The best offer’s monthly payment'),
  offer: offerSchema.nullable().describe('The offer with the lowest payment, null when none serves the values'),
  count: z.number().int().describe('How many offers serve the values'),
})

export type DefaultCalculation = z.infer<typeof defaultCalculationSchema>

export const mortgagePageSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
})

export type MortgagePageDto = z.infer<typeof mortgagePageSchema>
