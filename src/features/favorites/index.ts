// Server surface of the visitor's lists: the API route files, the compare feature's server code and the /favorites page.
export {
  collectionCreatedSchema,
  collectionKeySchema,
  FAVORITES_PAGE_SIZE,
  idBodySchema,
  idListSchema,
  LIST_LIMITS,
  visitorListQuerySchema,
  type CollectionCreated,
  type IdList,
  type VisitorList,
  type VisitorListQuery,
} from './favorites.schema'
export {
  addToList,
  clearLists,
  collectionProperties,
  liveIds,
  removeFromList,
  shareFavorites,
  shareList,
  visitorFacets,
  visitorIds,
  visitorProperties,
  visitorSpecs,
} from './lists'
export { FavoritesPage } from './favorites-page'
export { collectionKeyFrom } from './params'
export { collectionIds, type Admission } from './store'
export { favoritesOperations, listParams } from './operations'
