import { z } from 'zod'

import { imageSchema } from '@/features/content'
import { q } from '@/server/api'

import { FILTER_RANGE_KEYS, PROPERTY_ORDER_VALUES, type PropertyOrder } from './filter-dimensions'
import { filterFlagValue, filterListValues, filterRangeValues, idValueSchema, orderSchema } from './filter.schema'

export {
  COMPLETED,
  DEFAULT_ORDER,
  LAYOUT_FORMATS,
  type FeatureTag,
  type FinishingKind,
  type LayoutFormat,
  type Orientation,
  type PropertyOrder,
  type PropertyStatus,
  type PropertyType,
} from './filter-dimensions'
export { completionValueSchema, orderSchema } from './filter.schema'

const ORDER_LABELS: Record<PropertyOrder, string> = {
  price: 'Сначала дешевле',
  '-price': 'Сначала дороже',
  area: 'Сначала меньше площадь',
  '-area': 'Сначала больше площадь',
  floor: 'Сначала ниже этаж',
  '-floor': 'Сначала выше этаж',
  price_per_m2: 'Сначала дешевле за м²',
  '-price_per_m2': 'Сначала дороже за м²',
  price_drop: 'Сначала подешевевшие',
}
/** Orders of the catalogue (SPEC §7 `order`) with their labels, in the order the sort select lists them. */
export const PROPERTY_ORDERS = PROPERTY_ORDER_VALUES.map((value) => ({ value, label: ORDER_LABELS[value] }))

/** Catalogue page sizes: the shop's default and the largest page anyone may ask for. */
export const PROPERTIES_PAGE_SIZE = 12
export const PROPERTIES_MAX_PAGE_SIZE = 100
export const SIMILAR_PAGE_SIZE = 4

/** An empty query value (`?price_min=`) means "not set": forms send empty fields. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema)
const id = idValueSchema
const list = q.list
const range = (key: (typeof FILTER_RANGE_KEYS)[number]) => blank(filterRangeValues[key].optional())

const rangePairs = FILTER_RANGE_KEYS.map((key) => [`${key}_min`, `${key}_max`] as const)

/** The catalogue filters of a query: each value checked by its schema in filter.schema.ts. */
const filterShape = z.object({
  type: list(filterListValues.type).optional().describe('flat | parking | storage | commercial; several allowed'),
  rooms: list(filterListValues.rooms).optional().describe('Rooms, 0 = studio; several: rooms=1&rooms=2 or rooms=1,2'),
  price_min: range('price').describe('₽, inclusive'),
  price_max: range('price').describe('₽, inclusive'),
  area_min: range('area').describe('m², inclusive'),
  area_max: range('area').describe('m², inclusive'),
  floor_min: range('floor').describe('inclusive'),
  floor_max: range('floor').describe('inclusive'),
  layout_format: list(filterListValues.layout_format)
    .optional()
    .describe(
      'classic | euro: euro layouts («2Е», a kitchen-living room counted as a room) or the others (studios count as classic); several allowed',
    ),
  building: list(filterListValues.building).optional().describe('Building ids (specs: building options); several allowed'),
  section: list(filterListValues.section).optional().describe('Section ids (specs: building inner_specs); several allowed'),
  finishing_kind: list(filterListValues.finishing_kind).optional().describe('none | white_box | finish | furnished; several allowed'),
  features: list(filterListValues.features).optional().describe('Feature tags; a property must have every one given'),
  completion: list(filterListValues.completion).optional().describe("'completed' (дом сдан) or a ready quarter '2027-4'; several allowed"),
  discount: blank(filterFlagValue.optional()).describe('true: only properties with an old price above the price'),
  orientation: list(filterListValues.orientation)
    .optional()
    .describe('Window orientation n | ne | e | se | s | sw | w | nw; several allowed'),
  ids: list(filterListValues.ids).optional().describe('Only these property ids (the viewed filter)'),
  status: list(filterListValues.status).optional().describe('available | booked | sold; default available (favorites: any)'),
})

/** The catalogue filters plus more query fields (order, paging), with the min ≤ max check of every range. */
export function withPropertyFilters<S extends z.core.$ZodLooseShape>(extra: S) {
  return filterShape.extend(extra).superRefine((value, ctx) => {
    const v = value as Record<string, unknown>
    for (const [min, max] of rangePairs) {
      const lo = v[min]
      const hi = v[max]
      if (typeof lo === 'number' && typeof hi === 'number' && lo > hi)
        ctx.addIssue({ code: 'custom', path: [min], message: `${min} больше ${max}` })
    }
  })
}

/** The catalogue filters shared by the list, the facets, the specs, favorites and collections. */
export const propertyFilterSchema = withPropertyFilters({})
export type PropertyFilter = z.infer<typeof propertyFilterSchema>

/** An optional `order` query value (empty = default). */
export const orderParamSchema = blank(orderSchema.optional()).describe(`${PROPERTY_ORDERS.map((o) => o.value).join(' | ')}`)

/** Query of /api/properties/: the filters plus order and paging. */
export const propertyListQuerySchema = withPropertyFilters({
  order: orderParamSchema.describe(`${PROPERTY_ORDERS.map((o) => o.value).join(' | ')}; default price`),
  limit: q.limit(PROPERTIES_PAGE_SIZE, PROPERTIES_MAX_PAGE_SIZE),
  offset: q.offset(),
})
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>

/** Query of /api/properties/{id}/similar_properties/: order (default: most similar first) and paging. */
export const similarQuerySchema = z.object({
  order: blank(z.union([orderSchema, z.literal('similarity')]).optional()).describe('similarity (default) or a catalogue order'),
  limit: q.limit(SIMILAR_PAGE_SIZE, PROPERTIES_MAX_PAGE_SIZE),
  offset: q.offset(),
})
export type SimilarQuery = z.infer<typeof similarQuerySchema>

/** A property id in a path; anything that is not one names no property (404, not 400). */
export const propertyIdSchema = id()

// ——— Answers ———

const optionSchema = z.object({ value: z.string(), label: z.string() }).meta({ id: 'ValueLabel' })
const choiceValue = z.union([z.string(), z.number()])

const imageOrNull = imageSchema.nullable()

/** The conditions an advertised monthly payment is calculated on (advertising law: a rate names its conditions). */
export const mortgageTermsSchema = z
  .object({
    program_id: z.number().int(),
    program: z.string(),
    bank: z.string(),
    rate: z.number().describe('% per year'),
    initial_payment: z.number().describe('Initial payment the payment assumes, %'),
    term: z.number().describe('Loan term the payment assumes, years'),
    borrowers: z.string().nullable().describe('Whom the programme is for'),
    conditions: z.string().nullable().describe('What else shapes the rate'),
  })
  .meta({ id: 'MortgageTerms' })
export type MortgageTerms = z.infer<typeof mortgageTermsSchema>

/** A property card: what lists show (SPEC §3 flat fields without the layout block). */
export const propertyCardSchema = z
  .object({
    id: z.number().int(),
    ref_id: z.string().describe('CRM code; the booking form takes it as ID'),
    type: optionSchema,
    status: optionSchema.describe('Effective status: an expired booking counts as available'),
    rooms: z.number().int().nullable().describe('0 = studio; null for parking, storage, commercial'),
    rooms_label: z.string().describe("'студия', '2-комн.', '2Е' (euro), or the type label"),
    is_euro: z.boolean(),
    area: z.number().describe('m²'),
    floor: z.number(),
    number: z.string(),
    building: z.number().int().nullable().describe('Building number (корпус)'),
    section: z.number().int().nullable().describe('Section number within the building'),
    building_id: z.number().int(),
    section_id: z.number().int(),
    price: z.number().describe('₽'),
    old_price: z.number().nullable().describe('₽, only when discounted'),
    discount_percent: z.number().int().nullable(),
    price_per_m2: z.number(),
    finishing_kind: optionSchema.nullable(),
    features: z.array(optionSchema),
    orientation: optionSchema.nullable(),
    ceiling_height: z.number().nullable().describe('m'),
    completion: optionSchema.describe("value 'completed' or 'YYYY-Q'; label 'дом сдан' or '4 кв. 2027'"),
    full_mortgage_payment: z
      .number()
      .int()
      .nullable()
      .describe(
        'Monthly payment from, ₽: the first offer of GET /api/mortgage/?property={id}&order=payment (the lowest payment among the programmes that apply, at 20 % and 30 years); null when none applies',
      ),
    full_mortgage_offer: mortgageTermsSchema.nullable().describe('The programme and terms full_mortgage_payment is calculated for'),
    price_drop: z
      .object({
        percent: z.number().describe('How much lower the price is now, %: whole from 1 %, one decimal below'),
        previous_price: z.number().describe('₽: the price when the 30-day window opened'),
      })
      .nullable()
      .describe('The price fell in the last 30 days (history of price changes) and is still lower; null otherwise'),
    plan: imageOrNull,
  })
  .meta({ id: 'PropertyCard' })
export type PropertyCard = z.infer<typeof propertyCardSchema>

const titleText = z.object({ title: z.string(), description: z.string().nullable() })

const day = z.string().describe("'YYYY-MM-DD', Moscow calendar")
/** A building's documents and promised dates, as the developer publishes them (214-ФЗ, наш.дом.рф). */
export const buildingDocumentsSchema = z
  .object({
    declaration_url: z.string().nullable().describe('The project declaration on наш.дом.рф'),
    permit_number: z.string().nullable().describe('Building permit number'),
    permit_date: day.nullable(),
    escrow_bank: z.string().nullable().describe('The bank holding the buyers’ escrow accounts'),
    delivery_date: day.nullable().describe('Planned delivery (сдача) of the building'),
    keys_date: day.nullable().describe('Planned handing over of the keys'),
    date_moves: z
      .array(z.object({ kind: z.enum(['delivery', 'keys']), from: day, to: day, moved_at: day.describe('When the date was moved') }))
      .describe('Every move of the delivery or keys date, oldest first'),
  })
  .meta({ id: 'BuildingDocuments' })
export type BuildingDocumentsDto = z.infer<typeof buildingDocumentsSchema>

/** The flat page (SPEC §3 Flat): the card plus layout, features and building/section details. */
export const propertyDetailSchema = propertyCardSchema
  .extend({
    layout: z
      .object({
        id: z.number().int(),
        code: z.string(),
        virtual_tour: z.string().nullable(),
        gallery: z.array(imageSchema.extend({ caption: z.string().nullable() })),
        layout_feature_block: z.object({ title: z.string().nullable(), description: z.string().nullable() }).nullable(),
        floor_position: imageOrNull,
      })
      .nullable(),
    layout_features: z.array(titleText),
    window_view: imageOrNull.describe(
      "«Вид из окна»: the section's view photo for this property's floor and window orientation (the nearest side when its own has none); null when none fits",
    ),
    default_features: z.array(z.object({ title: z.string(), value: z.string().nullable() })),
    building_info: z.object({
      id: z.number().int(),
      number: z.number().int(),
      name: z.string(),
      address: z.string().nullable(),
      completion_status: z.string().describe("'стройка' or 'дом сдан'"),
      ready_year: z.number().int(),
      ready_quarter: z.number().int(),
      ready_label: z.string().describe("'4 кв. 2027'"),
      total_floors: z.number().int().nullable(),
      documents: buildingDocumentsSchema,
    }),
    instalment: z
      .object({
        program_id: z.number().int(),
        program: z.string(),
        bank: z.string(),
        initial_payment: z.number().describe('First payment, % of the price'),
        first_payment: z.number().int().describe('First payment, ₽'),
        monthly_payment: z.number().int().describe('₽ a month over the term'),
        term: z.number().describe('Years'),
        rate: z.number().describe('% per year (0: no interest)'),
      })
      .nullable()
      .describe('The instalment the calculator shows for this flat when «Рассрочка» is picked; null when none applies'),
    section_info: z.object({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      completion_status: z.string().describe("'стройка' or 'дом сдан'"),
      total_floors: z.number().int(),
    }),
  })
  .meta({ id: 'PropertyDetail' })
export type PropertyDetail = z.infer<typeof propertyDetailSchema>

/** A page of properties. */
export const propertyListSchema = z
  .object({
    count: z.number().int().describe('Total under the filters'),
    results: z.array(propertyCardSchema),
    limit: z.number().int(),
    offset: z.number().int(),
    hasNext: z.boolean(),
  })
  .meta({ id: 'PropertyList' })
export type PropertyList = z.infer<typeof propertyListSchema>

const facetCount = z.object({ value: choiceValue, label: z.string(), count: z.number().int() })
const rangeFacet = z.object({ min: z.number(), max: z.number() }).nullable()

/**
 * /facets/: under the current filters, each dimension counted with its own filter left out (features,
 * which must all match, are counted within the result). Options with no property are absent.
 */
export const propertyFacetsSchema = z
  .object({
    count: z.number().int().describe('Properties under every current filter'),
    facets: z.object({
      type: z.array(facetCount),
      status: z.array(facetCount),
      rooms: z.array(facetCount),
      layout_format: z.array(facetCount).describe('classic and euro layouts, layout_format filter left out'),
      building: z.array(facetCount.extend({ inner_facets: z.array(facetCount).describe('Its sections, section filter left out') })),
      section: z.array(facetCount),
      finishing_kind: z.array(facetCount),
      orientation: z.array(facetCount),
      completion: z.array(facetCount),
      features: z.array(facetCount),
      discount: z.object({ count: z.number().int().describe('Discounted properties, discount filter left out') }),
      price: rangeFacet,
      area: rangeFacet,
      floor: rangeFacet,
    }),
  })
  .meta({ id: 'PropertyFacets' })
export type PropertyFacets = z.infer<typeof propertyFacetsSchema>

/** SPEC §3 Select option: value, label, disabled and nested inner_specs. */
export type SpecOption = { value: string | number; label: string; disabled: boolean; inner_specs?: SpecOption[] }
const specOptionSchema: z.ZodType<SpecOption> = z
  .object({
    value: choiceValue,
    label: z.string(),
    disabled: z.boolean().describe('No property of the requested type and status has it'),
    get inner_specs() {
      return z.array(specOptionSchema).optional()
    },
  })
  .meta({ id: 'SpecOption' })

const choiceSpec = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.literal('choice'),
  multiple: z.boolean(),
  options: z.array(specOptionSchema),
})
const rangeSpec = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.literal('range'),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
})
const boolSpec = z.object({ name: z.string(), label: z.string(), kind: z.literal('bool'), disabled: z.boolean() })

/** /specs/: which filters exist for the requested type(s) and status, their options and ranges. */
export const propertySpecsSchema = z
  .object({
    count: z.number().int().describe('Properties of the requested type(s) and status'),
    specs: z.object({
      type: choiceSpec,
      status: choiceSpec,
      rooms: choiceSpec,
      layout_format: choiceSpec,
      building: choiceSpec.describe('Options carry inner_specs: the building’s sections'),
      section: choiceSpec,
      finishing_kind: choiceSpec,
      orientation: choiceSpec,
      completion: choiceSpec,
      features: choiceSpec,
      discount: boolSpec,
      price: rangeSpec,
      area: rangeSpec,
      floor: rangeSpec,
      order: choiceSpec,
    }),
  })
  .meta({ id: 'PropertySpecs' })
export type PropertySpecs = z.infer<typeof propertySpecsSchema>
export type ChoiceSpec = z.infer<typeof choiceSpec>
export type RangeSpec = z.infer<typeof rangeSpec>

/** /similar_properties_params/: the catalogue filter that yields the similar flats (id itself excluded). */
export const similarParamsSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    rooms: z.array(z.number().int()).nullable(),
    area_min: z.number(),
    area_max: z.number(),
    price_min: z.number(),
    price_max: z.number(),
    status: z.array(z.string()),
    count: z.number().int().describe('How many similar properties there are'),
  })
  .meta({ id: 'SimilarPropertiesParams' })
export type SimilarParams = z.infer<typeof similarParamsSchema>

/** A marketing item of the catalogue (promo_feature, banner, promo, discounts). */
export const promoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string().nullable(),
    image: imageOrNull,
    button_text: z.string().nullable(),
    url: z.string().nullable(),
    discount_percent: z.number().nullable(),
    full_payment: z.boolean().describe('The discount is given only when the property is paid in full (no mortgage, no instalment)'),
    position: z.number().nullable().describe('Show after this many cards'),
    valid_until: z.string().nullable(),
    price_from: z
      .number()
      .nullable()
      .describe('₽: the lowest price of the available properties the promo applies to, when the editor asked to show it'),
  })
  .meta({ id: 'Promo' })
export type PromoDto = z.infer<typeof promoSchema>
/**
 * Query of the promo endpoints: a promo is shown only where it applies. With `property`, the promos
 * that apply to that property; otherwise those that apply to at least one property under the filters.
 */
export const promoQuerySchema = withPropertyFilters({
  property: id().optional().describe('A property id: only the promos that apply to it'),
})
export type PromoQuery = z.infer<typeof promoQuerySchema>
export const promoListSchema = z.object({ count: z.number().int(), results: z.array(promoSchema) })
export type PromoList = z.infer<typeof promoListSchema>
