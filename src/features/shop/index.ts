// Public surface of the shop feature for app route files (server): the list screen, the favorites and the compare pages.
export { ComparePage } from './compare-page'
export { FavoritesPage } from './favorites-page'
export { ShopPage, type ShopPageProps } from './shop-page'
