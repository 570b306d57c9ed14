// Client-safe surface of the shop feature: the property card, a flat's facts and price, and the visitor's lists.
export { propertyHref } from './card-format'
export { FlatFacts, type FlatFactsProps, FlatPlace, FlatPrice, type FlatPriceProps } from './flat/flat-summary'
export { type CardView, PropertyCardView, type PropertyCardViewProps } from './property-card'
export { clearVisitorLists, recordViewed, useFavorite, usePinned, useVisitorLists } from './use-visitor-lists'
export { VisitorListLinks, type VisitorListLinksProps } from './visitor-list-links'
