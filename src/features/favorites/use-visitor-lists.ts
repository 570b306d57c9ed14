'use client'

import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { browserHttp } from '@/features/shell'

import { createViewedStore } from './viewed-store'
import { visitorLists } from './visitor-lists'
import type { ToggleList, VisitorListsState } from './visitor-lists-store'

export { visitorLists }

/** The whole store state, loaded from the server on first use. */
export function useVisitorLists(): VisitorListsState {
  const state = useSyncExternalStore(visitorLists.subscribe, visitorLists.getState, visitorLists.getServerState)
  useEffect(() => {
    void visitorLists.load()
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
  const toggle = useCallback(() => void visitorLists.toggle(list, id), [list, id])
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

/** The page's one store of viewed items (SPEC §4: clear and delete are local). */
export const viewedItems = createViewedStore(browserHttp, () => {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (private mode): hiding lasts for the page only.
    return null
  }
})

/** The viewed ids hidden in this browser (none during the server render and hydration). */
export function useHiddenViewed(): readonly number[] {
  return useSyncExternalStore(viewedItems.subscribe, viewedItems.getHidden, viewedItems.getServerHidden)
}

/** Remembers that the visitor opened a property (the «просмотренные» filter of the shop reads it back). */
export function recordViewed(id: number): Promise<void> {
  return viewedItems.record(id)
}

/** Empties favorites and pinned (SPEC §2.2); rejects when the server refuses. */
export function clearVisitorLists(): Promise<void> {
  return visitorLists.clear()
}

/** Adds these properties to the visitor's favourites (a shared selection saved to one's own). */
export function saveFavorites(ids: readonly number[]): Promise<void> {
  return visitorLists.addAll('favorite', ids)
}

/** Takes a property out of the comparison; rejects when the server refuses. */
export function removeCompared(id: number): Promise<void> {
  return visitorLists.remove('compare', id)
}

/** Empties the comparison; rejects when the server refuses. */
export function clearCompared(): Promise<void> {
  return visitorLists.clearCompare()
}
