/**
 * «Следить за ценой» (server side): buyers watch a flat's price or release, or a list filter's new flats, by e-mail
 * with double opt-in; a daily job turns the catalogue's changes into at most one digest a day per address, sent
 * through the outbox. The forms are in client.ts.
 */
export { type DigestReport, runWatchDigest } from './digest'
export { priceWatchOperations } from './operations'
export { confirmWatch, subscribeToWatch, unsubscribeByLink, unsubscribeWatch } from './service'
export { startPriceWatch } from './start'
export * from './watch.schema'
export { WatchConfirmScreen, WatchUnsubscribedScreen } from './watch-screens'
export { WATCH_PAGE_TEXTS } from './watch-page-texts'
