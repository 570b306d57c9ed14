/**
 * Server-side data of the shop list screen and the favorites page: the same queries the /api routes answer,
 * called directly so the first page of results is in the server-rendered HTML.
 */

import {
  listPromos,
  listProperties,
  propertyFacets,
  propertyFilterSchema,
  propertySpecs,
  PROPERTIES_PAGE_SIZE,
  type PromoDto,
  type PropertyFacets,
  type PropertyList,
  type PropertySpecs,
} from '@/features/properties'
import { catalogFilter, catalogListQuery, parseShopFilter, sanitizeFilter, type SearchParamsInput, type ShopFilter } from './filter-state'

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

/** The list screen of one property type under the filters of the URL. */
export async function loadShopData(type: string, searchParams: SearchParamsInput): Promise<ShopData> {
  const pageSize = PROPERTIES_PAGE_SIZE
  const base = propertyFilterSchema.parse({ type })
  const specs = (await propertySpecs(base)).specs
  // parseShopFilter checked every value with the API's own schemas, so the filter goes to the catalogue as it is.
  const filter = sanitizeFilter(parseShopFilter(searchParams), specs)
  const facetFilter = catalogFilter(filter, base)
  // The page is the same for every visitor (docs/rendering.md): a visitor's own list is not part of it.
  const list = filter.viewed ? null : listProperties(catalogListQuery(filter, base, pageSize))
  const [page, facets, promos, banners] = await Promise.all([
    list,
    propertyFacets(facetFilter),
    // Only the promos that apply to some property under the filters: a banner for flats the list does not show would promise what the buyer cannot find.
    listPromos('promo', facetFilter),
    listPromos('banner', facetFilter),
  ])
  return { type, filter, specs, list: page, facets, promos: promos.results, banner: banners.results[0] ?? null, pageSize }
}
