'use client'

import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { EMPTY_VISITOR_LISTS, type ToggleList, type VisitorListsState } from './visitor-lists-state'

type Stores = typeof import('./visitor-stores')

// The stores, and the HTTP client behind them, are not part of the first load of the pages that show toggles (every
// card and list): their module is asked for as soon as this one runs in the browser, beside hydration, and until it
// has come every toggle reads "off", as it does until the lists are read anyway.
let stores: Stores | null = null
let loading: Promise<Stores> | null = null

/** The stores' module, loaded once (asked for again after a failed download). */
export function loadVisitorStores(): Promise<Stores> {
  loading ??= import('./visitor-stores').then(
    (module) => (stores = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

if (typeof window !== 'undefined') loadVisitorStores().catch(() => undefined)

const withStores = <T>(use: (loaded: Stores) => T | Promise<T>): Promise<T> => loadVisitorStores().then(use)

/** useSyncExternalStore's subscribe for a store that may not have loaded yet: its arrival is a change too. */
function subscribeWhenLoaded(storeOf: (loaded: Stores) => { subscribe(listener: () => void): () => void }) {
  return (onChange: () => void) => {
    if (stores) return storeOf(stores).subscribe(onChange)
    let stop: (() => void) | undefined
    let live = true
    loadVisitorStores().then(
      (loaded) => {
        if (!live) return
        stop = storeOf(loaded).subscribe(onChange)
        onChange()
      },
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
    }
  }
}

const subscribeLists = subscribeWhenLoaded((loaded) => loaded.visitorLists)
const currentLists = () => stores?.visitorLists.getState() ?? EMPTY_VISITOR_LISTS
const serverLists = () => EMPTY_VISITOR_LISTS

/** The whole store state, loaded from the server on first use. */
export function useVisitorLists(): VisitorListsState {
  const state = useSyncExternalStore(subscribeLists, currentLists, serverLists)
  useEffect(() => {
    withStores((loaded) => loaded.visitorLists.load()).catch(() => undefined)
  }, [])
  return state
}

export interface ListToggle {
  active: boolean
  pending: boolean
  toggle(): void
}

function useListToggle(list: ToggleList, id: number): ListToggle {
  const state = useVisitorLists()
  const toggle = useCallback(() => void withStores((loaded) => loaded.visitorLists.toggle(list, id)), [list, id])
  return { active: state[list].has(id), pending: state.pending.has(`${list}:${id}`), toggle }
}

/** Whether a property is among the visitor's favorites, and a toggle for it (optimistic, rolled back on error). */
export function useFavorite(id: number): ListToggle {
  return useListToggle('favorite', id)
}

/** Whether a property is pinned by the visitor, and a toggle for it (optimistic, rolled back on error). */
export function usePinned(id: number): ListToggle {
  return useListToggle('pinned', id)
}

/** Whether a property is in the visitor's comparison, and a toggle for it (a refused add leaves a notice, see useCompareNotice). */
export function useCompared(id: number): ListToggle {
  return useListToggle('compare', id)
}

/** Why this property's last compare toggle was refused (a fifth, another type), or null. */
export function useCompareNotice(id: number): string | null {
  const notice = useVisitorLists().compareNotice
  return notice?.id === id ? notice.message : null
}

/** Hides the compare notice (the visitor read it, or moved on); a notice exists only once the store has loaded. */
export function dismissCompareNotice(): void {
  stores?.visitorLists.dismissCompareNotice()
}

const NOTHING_HIDDEN: readonly number[] = []
const subscribeViewed = subscribeWhenLoaded((loaded) => loaded.viewedItems)
// One empty list for "nothing hidden", before the stores arrive and after: a new empty one re-renders every reader.
const currentHidden = () => {
  const hidden = stores?.viewedItems.getHidden()
  return hidden?.length ? hidden : NOTHING_HIDDEN
}
const serverHidden = () => NOTHING_HIDDEN

/** The viewed ids hidden in this browser (none during the server render and hydration). */
export function useHiddenViewed(): readonly number[] {
  return useSyncExternalStore(subscribeViewed, currentHidden, serverHidden)
}

/** Remembers that the visitor opened a property (the «просмотренные» filter of the shop reads it back). */
export function recordViewed(id: number): Promise<void> {
  return withStores((loaded) => loaded.viewedItems.record(id))
}

/** Takes a property off the viewed list in this browser (SPEC §4: delete is local). */
export function removeViewed(id: number): Promise<void> {
  return withStores((loaded) => void loaded.viewedItems.remove(id))
}

/** Hides every viewed property in this browser (SPEC §4: clear is local); rejects when the server refuses. */
export function clearViewed(): Promise<void> {
  return withStores(async (loaded) => void (await loaded.viewedItems.clear()))
}

/** Empties favorites and pinned (SPEC §2.2); rejects when the server refuses. */
export function clearVisitorLists(): Promise<void> {
  return withStores((loaded) => loaded.visitorLists.clear())
}

/** Adds these properties to the visitor's favourites (a shared selection saved to one's own). */
export function saveFavorites(ids: readonly number[]): Promise<void> {
  return withStores((loaded) => loaded.visitorLists.addAll('favorite', ids))
}

/** Takes a property out of the comparison; rejects when the server refuses. */
export function removeCompared(id: number): Promise<void> {
  return withStores((loaded) => loaded.visitorLists.remove('compare', id))
}

/** Empties the comparison; rejects when the server refuses. */
export function clearCompared(): Promise<void> {
  return withStores((loaded) => loaded.visitorLists.clearCompare())
}
