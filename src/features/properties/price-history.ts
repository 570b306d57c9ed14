/**
 * A property's price over time, from «История цен и статусов» (property-changes): the rules a buyer reads
 * on the card (the history, the latest change) and in the list (the mark «цена снижена», the order
 * «сначала подешевевшие»). Pure: the reads live in catalog-source.ts and history.ts.
 */

/** How far back «цена снижена» looks: a fall older than this is no longer news. */
export const PRICE_DROP_DAYS = 30
export const PRICE_DROP_WINDOW_MS = PRICE_DROP_DAYS * 24 * 60 * 60 * 1000

/** One change of the price: what it was, what it became, when (ms). */
export interface PriceChange {
  at: number
  price_before: number
  price: number
}

/** The price a property had when the window opened: the price before its earliest change inside the window. */
export interface WindowPrice {
  price: number
  /** When that earliest change in the window was made (ms): the window lets go of it 30 days later. */
  at: number
}

/**
 * The fall of the price over the last 30 days, as a fraction of the price when the window opened (0.03 = 3 %);
 * 0 when the price did not change in the window or is not lower now than then (a fall taken back is no fall).
 */
export function priceDropOf(current: number, start: WindowPrice | undefined, now: number): number {
  if (!start || start.at <= now - PRICE_DROP_WINDOW_MS || start.at > now) return 0
  if (!(start.price > 0) || !(current < start.price)) return 0
  return (start.price - current) / start.price
}

/** The window price of one property from its price changes (any order): the earliest change inside the window. */
export function windowPriceOf(changes: readonly PriceChange[], now: number): WindowPrice | undefined {
  let earliest: PriceChange | undefined
  for (const change of changes) {
    if (change.price === change.price_before || change.at <= now - PRICE_DROP_WINDOW_MS || change.at > now) continue
    if (!earliest || change.at < earliest.at) earliest = change
  }
  return earliest ? { price: earliest.price_before, at: earliest.at } : undefined
}

/** A fraction as the site states a percent: whole from 1 %, one decimal below ('0,4 %'), never '0 %'. */
export function percentOf(fraction: number): number {
  const percent = fraction * 100
  return percent >= 1 ? Math.round(percent) : Math.max(0.1, Math.round(percent * 10) / 10)
}
