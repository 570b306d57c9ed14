/** The visitor's choice of cards or a compact list, kept in a cookie so the server renders the same layout (no shift). */
import type { CardView } from './property-card'

export const VIEW_COOKIE = 'shop_view'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The view a cookie value names; anything else is the grid. */
export function parseView(value: string | undefined | null): CardView {
  return value === 'list' ? 'list' : 'grid'
}

/** Remembers the view for the next visit (client only). */
export function rememberView(view: CardView): void {
  document.cookie = `${VIEW_COOKIE}=${view}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
}
