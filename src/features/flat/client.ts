// Client-safe surface of the flat card: its facts and price, which the booking page shows in its own summary.
export { FlatFacts, type FlatFactsProps, FlatPlace, FlatPrice, type FlatPriceProps } from './flat-summary'
