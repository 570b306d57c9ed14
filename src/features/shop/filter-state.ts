/**
 * The shop's filter state and its URL form (ARCHITECTURE house rule 4: filters live in the URL). One parser
 * serves the server render (searchParams) and the client island (location.search), so both read the same state.
 * Values of the wrong shape are dropped here; values the catalogue does not know are dropped by sanitizeFilter.
 */
import type { PropertySpecs } from '@/features/properties'

export const RANGE_KEYS = ['price', 'area', 'floor'] as const
export type RangeKey = (typeof RANGE_KEYS)[number]
export const LIST_KEYS = [
  'rooms',
  'layout_format',
  'building',
  'section',
  'finishing_kind',
  'orientation',
  'completion',
  'features',
] as const
export type ListKey = (typeof LIST_KEYS)[number]
const NUMERIC_LISTS: ReadonlySet<ListKey> = new Set(['rooms', 'building', 'section'])

export interface ShopFilter {
  rooms: number[]
  /** 'classic' and/or 'euro' («2Е»): a buyer keeps or drops euro layouts. */
  layout_format: string[]
  building: number[]
  section: number[]
  finishing_kind: string[]
  /** Window orientation (compass points: n, ne, e …). */
  orientation: string[]
  completion: string[]
  features: string[]
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
  order?: string
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

const TOKEN = /^[a-z0-9_-]{1,40}$/i
const MAX_PAGE = 10_000

function parseNumber(text: string | undefined, { min, max }: { min: number; max: number }): number | undefined {
  if (text === undefined || !/^-?\d+([.,]\d+)?$/.test(text)) return undefined
  const value = Number(text.replace(',', '.'))
  return value >= min && value <= max ? value : undefined
}

const RANGE_BOUNDS: Record<RangeKey, { min: number; max: number }> = {
  price: { min: 0, max: 1e12 },
  area: { min: 0, max: 1e6 },
  floor: { min: -10, max: 200 },
}

const truthy = (text: string | undefined) => text === 'true' || text === '1'
const unique = <T>(values: T[]) => [...new Set(values)]

/** Reads the filter from a query; anything malformed is left out rather than failing the page. */
export function parseShopFilter(params: SearchParamsInput): ShopFilter {
  const filter: ShopFilter = { ...EMPTY_FILTER }
  for (const key of LIST_KEYS) {
    const values = readAll(params, key)
    if (NUMERIC_LISTS.has(key)) {
      const bounds = key === 'rooms' ? { min: 0, max: 20 } : { min: 1, max: 2_147_483_647 }
      ;(filter[key] as number[]) = unique(
        values.map((v) => parseNumber(v, bounds)).filter((v): v is number => v !== undefined && Number.isInteger(v)),
      )
    } else {
      ;(filter[key] as string[]) = unique(values.filter((v) => TOKEN.test(v)))
    }
  }
  for (const key of RANGE_KEYS) {
    const min = parseNumber(readOne(params, `${key}_min`), RANGE_BOUNDS[key])
    const max = parseNumber(readOne(params, `${key}_max`), RANGE_BOUNDS[key])
    // An inverted range cannot match anything: keep the lower bound, drop the upper one.
    filter[`${key}_min`] = min
    filter[`${key}_max`] = min !== undefined && max !== undefined && max < min ? undefined : max
  }
  filter.discount = truthy(readOne(params, 'discount'))
  filter.viewed = truthy(readOne(params, 'viewed'))
  const order = readOne(params, 'order')
  filter.order = order && /^-?[a-z_0-9]{1,30}$/.test(order) ? order : undefined
  const page = parseNumber(readOne(params, 'page'), { min: 1, max: MAX_PAGE })
  filter.page = page !== undefined && Number.isInteger(page) ? page : 1
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

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

/** The API query of a filter for one type: the catalogue filters, order and the page's limit/offset. */
export function apiQuery(filter: ShopFilter, type: string, limit: number, { withPage = true } = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { type }
  for (const key of LIST_KEYS) if (filter[key].length) query[key] = filter[key]
  for (const key of RANGE_KEYS) {
    query[`${key}_min`] = filter[`${key}_min`]
    query[`${key}_max`] = filter[`${key}_max`]
  }
  if (filter.discount) query.discount = true
  if (withPage) {
    if (filter.order) query.order = filter.order
    query.limit = limit
    query.offset = (filter.page - 1) * limit
  }
  return query
}
