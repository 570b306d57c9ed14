/**
 * The client-safe surface of the visitor's lists (favorites, pinned, viewed, and the compared ids the same store
 * keeps): what a browser island may import without the server's queries. The compare feature and the shop's cards
 * build on it; nothing here imports them back.
 */
export { COLLECTION_KEY_PATTERN, COMPARE_LIMIT } from './list-rules'
export { CompareIcon, HeartIcon, PinIcon } from './list-icons'
export { CompareNotice, CompareToggle, FavoriteToggle, ListToggleButton, PinToggle, RemoveViewedButton } from './list-toggles'
export { collectionInUrl, createShareLink, noSubscription, type ShareState } from './shared-link'
export {
  clearCompared,
  clearViewed,
  clearVisitorLists,
  recordViewed,
  removeCompared,
  removeViewed,
  saveFavorites,
  useCompared,
  useCompareNotice,
  useFavorite,
  useHiddenViewed,
  usePinned,
  useVisitorLists,
} from './use-visitor-lists'
export { VisitorListLinks, type VisitorListLinksProps } from './visitor-list-links'
