/** Server reads of the flat card: the property and its promo, wrapped for the error page. */
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { canonicalPropertyPath, type RouteName, validateRouteParams } from '@/features/navigation'
import {
  fullPaymentDiscount,
  getProperty,
  type PriceHistory,
  PROPERTY_ORDERS,
  promoFeature,
  propertyIdFrom,
  propertyPriceHistory,
  type PromoDto,
  type PropertyDetail,
} from '@/features/properties'
import { loadPageData } from '@/features/shell'

/** The routes that show the flat card. */
export type FlatRoute = Extract<RouteName, 'flats-id' | 'properties-type-id' | 'flats-id-print'>

export interface FlatRouteParams {
  id: string
  /** /properties/{type}/{id}: the property must be of this type. */
  type?: string
}

/** How many similar flats the card shows first and adds per 'показать ещё' (two rows of the 3-column grid). */
export const SIMILAR_PAGE_SIZE = 6

/** The similar flats' order options: most similar first (the API default), then the catalogue orders. */
export const SIMILAR_ORDERS: readonly { value: string; label: string }[] = [
  { value: 'similarity', label: 'Сначала похожие' },
  ...PROPERTY_ORDERS,
]

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404

/** The property, or null when no property has this id (a malformed id included). */
async function findProperty(id: string): Promise<PropertyDetail | null> {
  try {
    return await getProperty(propertyIdFrom(id))
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The type a route requires: /flats/{id} shows flats only; /properties/{type}/{id} the named type. */
function requiredType(route: FlatRoute, params: FlatRouteParams): string {
  return route === 'properties-type-id' ? (params.type ?? '') : 'flat'
}

/**
 * The property of a flat-card route (shared by the page and its metadata within one request). Invalid
 * params or an unknown id answer 404 'Page Not Found: {fullPath}'; a property of another type moves
 * permanently to its canonical card (DESIGN.md readings; the print sheet exists for flats only); a
 * failure of the data becomes the error page (SPEC §8). The proxy usually answers both before this runs.
 */
export const loadFlat = cache(async (route: FlatRoute, id: string, type?: string): Promise<PropertyDetail> => {
  const params: FlatRouteParams = type === undefined ? { id } : { id, type }
  if (!validateRouteParams(route, { ...params })) notFound()
  const detail = await loadPageData(() => findProperty(id))
  if (!detail) notFound()
  if (detail.type.value !== requiredType(route, params)) {
    if (route === 'flats-id-print') notFound()
    permanentRedirect(canonicalPropertyPath(detail.type.value, detail.id))
  }
  return detail
})

/** The promo under the card that applies to this flat. (The similar flats load in the browser.) */
export function loadFlatPromo(id: number): Promise<PromoDto | null> {
  return loadPageData(() => promoFeature(id))
}

/**
 * The flat's price history (prices and dates from «История цен и статусов») and the moment it was read: the page
 * is rendered once per change of the flat and served from cache, so «12 ноября» is written against that moment.
 */
export async function loadPriceHistory(id: number): Promise<{ history: PriceHistory; now: number }> {
  const history = await loadPageData(() => propertyPriceHistory(id))
  return { history, now: Date.now() }
}

/** The discount a promo gives this flat when paid in full (the «100 % оплата» line), or null. */
export function loadFullPaymentPromo(id: number): Promise<PromoDto | null> {
  return loadPageData(() => fullPaymentDiscount(id))
}
