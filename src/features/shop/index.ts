// Public surface of the shop feature for app route files (server): the list screen.
export { ShopPage, type ShopPageProps } from './shop-page'
// The list's filter in its URL form, for pages that apply the list's filters (the шахматка).
export { apiQuery, catalogFilter, filterSearch, hasActiveFilters, parseShopFilter, sanitizeFilter, type ShopFilter } from './filter-state'
