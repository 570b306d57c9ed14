'use client'
// A client boundary besides client-only: shop/client.ts re-exports these hooks, and server components (the booking
// summary, the flat page's sidebar) import that surface too, so a server import meets a client reference, not an error.
import 'client-only'

/**
 * The visitor's choice of cards or a compact list, kept in a cookie for the next visit. Pages are the same
 * cached HTML for everyone (docs/rendering.md): they render the grid, and the browser switches to the list
 * for a visitor who chose it.
 */
import { useSyncExternalStore } from 'react'

import { readCookieValue } from '@/lib/cookies'

import type { CardView } from './property-card'

export const VIEW_COOKIE = 'shop_view'
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The view a cookie value names; anything else is the grid. */
export function parseView(value: string | undefined | null): CardView {
  return value === 'list' ? 'list' : 'grid'
}

const VIEW_EVENT = 'shop:view'

/** Remembers the view for the next visit and tells every list on the page (client only). */
export function rememberView(view: CardView): void {
  document.cookie = `${VIEW_COOKIE}=${view}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
  window.dispatchEvent(new Event(VIEW_EVENT))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(VIEW_EVENT, onChange)
  return () => window.removeEventListener(VIEW_EVENT, onChange)
}

/** The visitor's view: the grid on the server and in hydration, then what the cookie says. */
export function useViewPreference(): CardView {
  return useSyncExternalStore(
    subscribe,
    () => parseView(readCookieValue(VIEW_COOKIE)),
    () => 'grid',
  )
}
