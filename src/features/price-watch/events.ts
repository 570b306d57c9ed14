/**
 * The rules of a digest, pure: which catalogue changes a subscription hears of. They read the rows of «История цен
 * и статусов» (written by every CMS edit and every import), the flats created and the holds that ran out in the
 * subscription's window — never the whole catalogue.
 */

/** One row of the price and status history, as the digest reads it. */
export interface ChangeRow {
  property: number
  price_before: number | null
  price: number | null
  status_before: string | null
  status: string | null
  /** When it was recorded (ms). */
  at: number
}

/** A flat as it is now (the catalogue's effective status: an expired hold is on sale). */
export interface FlatNow {
  id: number
  status: string
  price: number
}

export type WatchEvent =
  | { kind: 'price_drop'; property: number; from: number; to: number }
  | { kind: 'released'; property: number; price: number }
  | { kind: 'new_match'; property: number; price: number }

const OFF_SALE = new Set(['booked', 'sold'])

/** The changes of one flat after `since` (exclusive) up to `until` (inclusive), oldest first. */
export function changesIn(rows: readonly ChangeRow[], property: number, since: number, until: number): ChangeRow[] {
  return rows.filter((row) => row.property === property && row.at > since && row.at <= until).sort((a, b) => a.at - b.at)
}

/** Did the flat come back on sale in these changes (booked or sold before, on sale after)? */
export function cameBackOnSale(changes: readonly ChangeRow[]): boolean {
  return changes.some((row) => row.status_before !== null && OFF_SALE.has(row.status_before) && row.status === 'available')
}

/**
 * What a buyer watching one flat hears of, given its changes in the window and the flat now: that it is on sale
 * again (a booking ended, a sale fell through, a hold ran out), else that its price is lower than when the window
 * opened. A flat that is not on sale now is news for nobody; a price that fell and rose back is no drop.
 */
export function flatEvent(changes: readonly ChangeRow[], flat: FlatNow | null, holdRanOut = false): WatchEvent | null {
  if (!flat || flat.status !== 'available') return null
  if (holdRanOut || cameBackOnSale(changes)) return { kind: 'released', property: flat.id, price: flat.price }
  const first = changes.find((row) => row.price_before !== null)
  const from = first?.price_before ?? null
  if (from !== null && flat.price < from) return { kind: 'price_drop', property: flat.id, from, to: flat.price }
  return null
}

/** A drop as a share of the old price, rounded to a tenth of a percent: 10 000 000 → 9 700 000 is 3. */
export function dropPercent(from: number, to: number): number {
  return from > 0 ? Math.round(((from - to) / from) * 1000) / 10 : 0
}

/** The Moscow calendar day of a moment, 'YYYY-MM-DD': a digest's day (at most one per address). */
export function moscowDay(ms: number): string {
  return new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** The key that makes a second digest to an address on the same Moscow day impossible (a unique column). */
export function digestKey(email: string, ms: number): string {
  return `${email.toLowerCase()} ${moscowDay(ms)}`
}
