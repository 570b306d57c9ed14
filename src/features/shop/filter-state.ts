/**
 * The shop's filter state and its URL form (ARCHITECTURE house rule 4: filters live in the URL). One parser
 * serves the server render (searchParams) and the client island (location.search), so both read the same state.
 * Each value is read by the rule the API's schema is built from (properties/filter-dimensions.ts), so the page
 * keeps exactly the values the API accepts; where the API would refuse the whole query, the page drops the one
 * bad value. Range bounds may also be typed the Russian way ('54,3': lib/decimal).
 * Values the catalogue does not know for the type are dropped by sanitizeFilter.
 */
import {
  FILTER_LIST_RULES,
  FILTER_RANGE_KEYS,
  FILTER_RANGE_RULES,
  readFilterValue,
  readFlag,
  readOrder,
  type FilterListKey,
  type FilterListValue,
  type PropertyOrder,
} from '@/features/properties/client'
import type { PropertyFilter, PropertyListQuery, PropertySpecs } from '@/features/properties'
import { parseDecimal } from '@/lib/decimal'

export const RANGE_KEYS = FILTER_RANGE_KEYS
export type RangeKey = (typeof RANGE_KEYS)[number]
/** The list filters a visitor sets on a type's page (the type is the page's; status and ids are not the visitor's). */
export const LIST_KEYS = [
  'rooms',
  'layout_format',
  'building',
  'section',
  'finishing_kind',
  'orientation',
  'completion',
  'features',
] as const satisfies readonly FilterListKey[]
export type ListKey = (typeof LIST_KEYS)[number]

export type ShopFilter = {
  /** 'classic' and/or 'euro' («2Е»): a buyer keeps or drops euro layouts. Orientation: compass points (n, ne …). */
  [K in ListKey]: FilterListValue<K>[]
} & {
  price_min?: number
  price_max?: number
  area_min?: number
  area_max?: number
  floor_min?: number
  floor_max?: number
  /** Only discounted properties. */
  discount: boolean
  /** Only properties the visitor has opened (the «просмотренные» filter). */
  viewed: boolean
  /** A catalogue order; undefined is the catalogue default. */
  order?: PropertyOrder
  /** 1-based page. */
  page: number
}

/** The state without any filter: what 'сбросить фильтры' returns to. */
export const EMPTY_FILTER: ShopFilter = {
  rooms: [],
  layout_format: [],
  building: [],
  section: [],
  finishing_kind: [],
  orientation: [],
  completion: [],
  features: [],
  discount: false,
  viewed: false,
  page: 1,
}

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

const rawValues = (params: SearchParamsInput, key: string): string[] =>
  params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat()

/** A list value: repeated keys and comma lists alike. */
function readAll(params: SearchParamsInput, key: string): string[] {
  return rawValues(params, key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}

/** A single value, as typed (a decimal comma stays part of it). */
const readOne = (params: SearchParamsInput, key: string) => rawValues(params, key)[0]?.trim()

const MAX_PAGE = 10_000

/** A range bound as typed ('54,3' too) and within the API's limits of that range; else undefined. */
function readBound(key: RangeKey, text: string | undefined): number | undefined {
  const value = text === undefined ? null : parseDecimal(text)
  return value === null ? undefined : readFilterValue(FILTER_RANGE_RULES[key], value)
}

/** The values of a list that the API accepts, each once; the others are dropped. */
function readList<K extends ListKey>(params: SearchParamsInput, key: K): FilterListValue<K>[] {
  const values: FilterListValue<K>[] = []
  for (const text of readAll(params, key)) {
    const value = readFilterValue(FILTER_LIST_RULES[key], text) as FilterListValue<K> | undefined
    if (value !== undefined && !values.includes(value)) values.push(value)
  }
  return values
}

/** Reads the filter from a query; anything malformed is left out rather than failing the page. */
export function parseShopFilter(params: SearchParamsInput): ShopFilter {
  const filter: ShopFilter = { ...EMPTY_FILTER }
  for (const key of LIST_KEYS) (filter[key] as unknown[]) = readList(params, key)
  for (const key of RANGE_KEYS) {
    const min = readBound(key, readOne(params, `${key}_min`))
    const max = readBound(key, readOne(params, `${key}_max`))
    // An inverted range cannot match anything (the API refuses it): keep the lower bound, drop the upper one.
    filter[`${key}_min`] = min
    filter[`${key}_max`] = min !== undefined && max !== undefined && max < min ? undefined : max
  }
  filter.discount = readFlag(readOne(params, 'discount')) === true
  filter.viewed = readFlag(readOne(params, 'viewed')) === true
  filter.order = readOrder(readOne(params, 'order'))
  const page = parseDecimal(readOne(params, 'page') ?? '')
  filter.page = page !== null && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
  return filter
}

/** The canonical query of a filter: fixed key order, defaults left out, lists comma-joined. */
export function serializeShopFilter(filter: ShopFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of LIST_KEYS) if (filter[key].length) params.set(key, filter[key].join(','))
  for (const key of RANGE_KEYS) {
    const min = filter[`${key}_min`]
    const max = filter[`${key}_max`]
    if (min !== undefined) params.set(`${key}_min`, String(min))
    if (max !== undefined) params.set(`${key}_max`, String(max))
  }
  if (filter.discount) params.set('discount', 'true')
  if (filter.viewed) params.set('viewed', 'true')
  if (filter.order) params.set('order', filter.order)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

/** The query string of a filter with its '?', or '' when nothing is set. */
export function filterSearch(filter: ShopFilter): string {
  const text = serializeShopFilter(filter).toString()
  return text ? `?${text}` : ''
}

/**
 * The canonical query of a list URL, without '?': known keys and well-formed values in a fixed order ('' for
 * none). The proxy renders a filtered list as the cached page of this query (features/navigation/query-pages.ts).
 */
export function canonicalShopQuery(params: SearchParamsInput): string {
  return serializeShopFilter(parseShopFilter(params)).toString()
}

/**
 * The canonical query of the шахматка (/flats/chess): the list's filters, which dim the cells, with one building
 * and one section at most (the grid shows one building, all its sections or one) and without the list's order,
 * page or the visitor's own viewed list, which a page cached for everyone cannot know.
 */
export function canonicalChessQuery(params: SearchParamsInput): string {
  const filter = parseShopFilter(params)
  return serializeShopFilter({
    ...filter,
    building: filter.building.slice(0, 1),
    section: filter.section.slice(0, 1),
    order: undefined,
    page: 1,
    viewed: false,
  }).toString()
}

function optionValues(options: readonly { value: string | number; inner_specs?: { value: string | number }[] }[]): Set<string> {
  return new Set(options.map((o) => String(o.value)))
}

/**
 * Drops values the catalogue does not know for this type (an old link, a hand-edited URL) — the API would
 * refuse them — and an order that does not exist.
 */
export function sanitizeFilter(filter: ShopFilter, specs: PropertySpecs['specs']): ShopFilter {
  const next: ShopFilter = { ...filter }
  for (const key of LIST_KEYS) {
    const known = optionValues(specs[key].options)
    ;(next[key] as (string | number)[]) = (filter[key] as (string | number)[]).filter((v) => known.has(String(v)))
  }
  if (next.order && !optionValues(specs.order.options).has(next.order)) next.order = undefined
  return next
}

/** Whether any filter (not order, page or view) is set: the empty state offers to reset only then. */
export function hasActiveFilters(filter: ShopFilter): boolean {
  return (
    LIST_KEYS.some((key) => filter[key].length > 0) ||
    RANGE_KEYS.some((key) => filter[`${key}_min`] !== undefined || filter[`${key}_max`] !== undefined) ||
    filter.discount ||
    filter.viewed
  )
}

/** How many filter groups are set (shown on the phone's filter button). */
export function activeFilterCount(filter: ShopFilter): number {
  return (
    LIST_KEYS.filter((key) => filter[key].length > 0).length +
    RANGE_KEYS.filter((key) => filter[`${key}_min`] !== undefined || filter[`${key}_max`] !== undefined).length +
    Number(filter.discount) +
    Number(filter.viewed)
  )
}

/** The catalogue filters a shop filter sets (order, page and the visitor's viewed list aside). */
function catalogFields(filter: ShopFilter): PropertyFilter {
  const fields: PropertyFilter = {}
  for (const key of LIST_KEYS) if (filter[key].length) (fields[key] as unknown[]) = filter[key]
  for (const key of RANGE_KEYS) {
    const min = filter[`${key}_min`]
    const max = filter[`${key}_max`]
    if (min !== undefined) fields[`${key}_min`] = min
    if (max !== undefined) fields[`${key}_max`] = max
  }
  if (filter.discount) fields.discount = true
  return fields
}

/**
 * The catalogue filter of a shop filter over `base` (the page's type), typed as the API reads it: the server
 * render asks the catalogue with it directly, every value having passed the API's own schema in parseShopFilter.
 */
export function catalogFilter(filter: ShopFilter, base: PropertyFilter): PropertyFilter {
  return { ...base, ...catalogFields(filter) }
}

/** The catalogue list query of a shop filter: its catalogue filter, its order and the page's limit/offset. */
export function catalogListQuery(filter: ShopFilter, base: PropertyFilter, limit: number): PropertyListQuery {
  return { ...catalogFilter(filter, base), order: filter.order, limit, offset: (filter.page - 1) * limit }
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

/** The API query of a filter for one type: the catalogue filters, order and the page's limit/offset. */
export function apiQuery(filter: ShopFilter, type: string, limit: number, { withPage = true } = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { type, ...catalogFields(filter) }
  if (withPage) {
    if (filter.order) query.order = filter.order
    query.limit = limit
    query.offset = (filter.page - 1) * limit
  }
  return query
}
