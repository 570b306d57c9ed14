/**
 * Server-side data of the shop list screen and the favorites page: the same queries the /api routes answer,
 * called directly so the first page of results is in the server-rendered HTML.
 */

import {
  listPromos,
  listProperties,
  propertyFacets,
  propertyFilterSchema,
  propertyListQuerySchema,
  propertySpecs,
  PROPERTIES_PAGE_SIZE,
  type PromoDto,
  type PropertyFacets,
  type PropertyList,
  type PropertySpecs,
} from '@/features/properties'
import { parseQuery } from '@/lib/api'
import { toQueryString } from '@/lib/http-client'

import { apiQuery, parseShopFilter, sanitizeFilter, type SearchParamsInput, type ShopFilter } from './filter-state'

/** Everything the list screen needs for its first render. */
export interface ShopData {
  type: string
  filter: ShopFilter
  specs: PropertySpecs['specs']
  /** The first page; null for the visitor's viewed list, which only the browser can ask for. */
  list: PropertyList | null
  facets: PropertyFacets
  promos: PromoDto[]
  banner: PromoDto | null
  pageSize: number
}

const asParams = (query: Record<string, unknown>) => new URLSearchParams(toQueryString(query as Parameters<typeof toQueryString>[0]))

/** The list screen of one property type under the filters of the URL. */
export async function loadShopData(type: string, searchParams: SearchParamsInput): Promise<ShopData> {
  const pageSize = PROPERTIES_PAGE_SIZE
  const specs = (await propertySpecs(propertyFilterSchema.parse({ type }))).specs
  const filter = sanitizeFilter(parseShopFilter(searchParams), specs)
  const query = apiQuery(filter, type, pageSize)
  const facetFilter = parseQuery(propertyFilterSchema, asParams(apiQuery(filter, type, pageSize, { withPage: false })))
  // The page is the same for every visitor (docs/rendering.md): a visitor's own list is not part of it.
  const list = filter.viewed ? null : listProperties(parseQuery(propertyListQuerySchema, asParams(query)))
  const [page, facets, promos, banners] = await Promise.all([
    list,
    propertyFacets(facetFilter),
    // Only the promos that apply to some property under the filters (issue 14).
    listPromos('promo', facetFilter),
    listPromos('banner', facetFilter),
  ])
  return { type, filter, specs, list: page, facets, promos: promos.results, banner: banners.results[0] ?? null, pageSize }
}
