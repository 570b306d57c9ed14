// What src/proxy.ts uses of the shop feature: index.ts would bring the list, favourites and compare pages, and the
// catalogue behind them, into the proxy.
export { canonicalChessQuery, canonicalShopQuery } from './filter-state'
