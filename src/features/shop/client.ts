// Client-safe surface of the shop feature: the property card and the visitor's lists.
export { propertyHref } from './card-format'
export { type CardView, PropertyCardView, type PropertyCardViewProps } from './property-card'
export { clearVisitorLists, recordViewed, useFavorite, usePinned, useVisitorLists } from './use-visitor-lists'
