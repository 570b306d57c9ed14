// Client-safe surface of the shop feature: the property card, its texts, and the list of cards with its view switch.
export { cardTitle, priceTexts, propertyHref } from './card-format'
export { resultCountText } from './count-text'
export type { ListCard } from './island-data'
export { type CardView, PropertyCardView, type PropertyCardViewProps } from './property-card'
export { ResultsGrid, type ResultsGridProps } from './results-grid'
export { rememberView, useViewPreference } from './view-preference'
export { ViewToggle, type ViewToggleProps } from './view-toggle'
