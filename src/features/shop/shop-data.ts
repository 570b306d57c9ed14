/**
 * Server-side data of the shop list screen and the favorites page: the same queries the /api routes answer,
 * called directly so the first page of results is in the server-rendered HTML.
 */

import { headers } from 'next/headers'

import { collectionProperties, visitorListQuerySchema, visitorProperties } from '@/features/favorites'
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
  list: PropertyList
  facets: PropertyFacets
  promos: PromoDto[]
  banner: PromoDto | null
  pageSize: number
}

const asParams = (query: Record<string, unknown>) => new URLSearchParams(toQueryString(query as Parameters<typeof toQueryString>[0]))

/** A Request carrying the visitor's cookie, which the visitor-list functions read their visitor from. */
async function visitorRequest(): Promise<Request> {
  return new Request('http://localhost/', { headers: await headers() })
}

/** The list screen of one property type under the filters of the URL. */
export async function loadShopData(type: string, searchParams: SearchParamsInput): Promise<ShopData> {
  const pageSize = PROPERTIES_PAGE_SIZE
  const specs = (await propertySpecs(propertyFilterSchema.parse({ type }))).specs
  const filter = sanitizeFilter(parseShopFilter(searchParams), specs)
  const query = apiQuery(filter, type, pageSize)
  const facetFilter = parseQuery(propertyFilterSchema, asParams(apiQuery(filter, type, pageSize, { withPage: false })))
  const list = filter.viewed
    ? visitorProperties('viewed', await visitorRequest(), parseQuery(visitorListQuerySchema, asParams(query)))
    : listProperties(parseQuery(propertyListQuerySchema, asParams(query)))
  const [page, facets, promos, banners] = await Promise.all([
    list,
    propertyFacets(facetFilter),
    // Only the promos that apply to some property under the filters (issue 14).
    listPromos('promo', facetFilter),
    listPromos('banner', facetFilter),
  ])
  return { type, filter, specs, list: page, facets, promos: promos.results, banner: banners.results[0] ?? null, pageSize }
}

/** Everything the favorites page needs for its first render. */
export interface FavoritesData {
  list: PropertyList
  /** The shared collection shown read-only, when the URL names one. */
  collection: string | null
}

/** The visitor's favorites, or a shared collection (?collection=), first page (SPEC §9: 40 per page). */
export async function loadFavoritesData(collection: string | null): Promise<FavoritesData> {
  const query = parseQuery(visitorListQuerySchema, new URLSearchParams())
  const list = collection
    ? await collectionProperties(collection, query)
    : await visitorProperties('favorite', await visitorRequest(), query)
  return { list, collection }
}
