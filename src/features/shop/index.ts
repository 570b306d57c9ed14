// Public surface of the shop feature for app route files (server): the list screen and the favorites page.
export { FavoritesPage } from './favorites-page'
export { ShopPage, type ShopPageProps } from './shop-page'
