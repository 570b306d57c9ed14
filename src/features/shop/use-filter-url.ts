'use client'

import { useSyncExternalStore } from 'react'

import { filterSearch, type ShopFilter } from './filter-state'

/** Fired after this feature puts a new filter into the URL (the History API itself fires nothing on push). */
const FILTER_EVENT = 'shop:filter-url'

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener)
  window.addEventListener(FILTER_EVENT, listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener(FILTER_EVENT, listener)
  }
}

/**
 * The page's query string as the filter islands see it: the location itself, updated on our pushes and on
 * back/forward. On the server and in hydration it is `serverQuery`, the canonical query the page was
 * rendered for (the proxy's rewrite, features/navigation/query-pages.ts): the cached HTML is one per query.
 */
export function useFilterSearch(serverQuery: string): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ''),
    () => serverQuery,
  )
}

/** Puts a filter into the URL as a new history entry (no server round trip: the islands fetch their data). */
export function pushFilter(pathname: string, filter: ShopFilter): void {
  window.history.pushState(window.history.state, '', `${pathname}${filterSearch(filter)}`)
  window.dispatchEvent(new Event(FILTER_EVENT))
}
