export { readIdBody } from './body'
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
  privately,
  removeFromList,
  shareFavorites,
  visitorFacets,
  visitorIds,
  visitorProperties,
  visitorSpecs,
} from './lists'
export { collectionKeyFrom } from './params'
export { VISITOR_COOKIE, visitorIdOf } from './visitor'
