/**
 * The visitor's favorite, pinned and compared property ids, kept once per page for every card and toggle
 * (SPEC §2.2, §7). Toggles are optimistic: the set changes at once, the server's answer (the list's
 * ids) then replaces it, and a failed call puts the previous state back.
 */
import type { HttpClient } from '@/lib/http-client'
import { HttpError } from '@/lib/http-error'

import { COMPARE_LIMIT } from './list-rules'
import { EMPTY_VISITOR_LISTS, type ToggleList, type VisitorListsState } from './visitor-lists-state'

export type { CompareNotice, ToggleList, VisitorListsState } from './visitor-lists-state'

/** Where each list lives in the API. */
const PATHS: Record<ToggleList, string> = { favorite: '/api/favorites/', pinned: '/api/pinned/', compare: '/api/compare/' }

/** Said when the comparison could not change and the server gave no reason (no answer at all). */
export const COMPARE_FAILED = 'Не удалось изменить сравнение. Проверьте соединение и попробуйте ещё раз.'
/** Said before asking the server when the comparison is already full: a fifth is never silently dropped. */
export const COMPARE_FULL = `В сравнении уже ${COMPARE_LIMIT} помещения — уберите одно из них, чтобы добавить другое`

/** The pinned list has no id endpoint; its property page (≤ 50 items, SPEC LIST_LIMITS) yields the ids. */
const PINNED_PAGE = 100

type IdAnswer = { count: number; results: number[] }
type CardAnswer = { count: number; results: { id: number }[] }

export interface VisitorListsStore {
  getState(): VisitorListsState
  /** The state the server renders with (nothing known yet), so hydration matches. */
  getServerState(): VisitorListsState
  subscribe(listener: () => void): () => void
  /** Reads both lists once; later calls reuse the same request. */
  load(): Promise<void>
  toggle(list: ToggleList, id: number): Promise<void>
  /**
   * Takes a property out of a list whether or not the lists have loaded yet; rejects when the server refuses,
   * so the compare page keeps the column it could not remove.
   */
  remove(list: ToggleList, id: number): Promise<void>
  /**
   * Adds every one of these properties the list does not hold yet, one write each, in order (a shared selection
   * «сохранить себе»); rejects at the first refusal, keeping what was added before it.
   */
  addAll(list: ToggleList, ids: readonly number[]): Promise<void>
  /** Empties favorites and pinned on the server (SPEC §2.2 «очистить»); the sets follow only on success. */
  clear(): Promise<void>
  /** Empties the comparison on the server; the set follows only on success. */
  clearCompare(): Promise<void>
  /** Hides the compare notice (the visitor read it, or moved on). */
  dismissCompareNotice(): void
}

const pendingKey = (list: ToggleList, id: number) => `${list}:${id}`

/** Creates a store over an HTTP client (the page uses one store; tests make their own). */
export function createVisitorListsStore(http: HttpClient): VisitorListsStore {
  let state = EMPTY_VISITOR_LISTS
  let loading: Promise<void> | null = null
  /**
   * What was toggled while the lists were loading, answered or not: the load's answer was read before those writes,
   * so for them the store's own state (a toggle's answer, or its optimistic value while out) is the newer one.
   */
  let toggledWhileLoading: Set<string> | null = null
  /** Lists emptied while the lists were loading: the load's answer for them predates the clear. */
  let clearedWhileLoading: Set<ToggleList> | null = null
  const listeners = new Set<() => void>()

  const set = (next: Partial<VisitorListsState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }

  const withPending = (key: string, on: boolean) => {
    const pending = new Set(state.pending)
    if (on) pending.add(key)
    else pending.delete(key)
    return pending
  }

  async function load(): Promise<void> {
    if (!loading) {
      toggledWhileLoading = new Set(state.pending)
      clearedWhileLoading = new Set()
    }
    loading ??= Promise.all([
      http.get<IdAnswer>('/api/favorites/favorite_properties', { report: false }),
      http.get<CardAnswer>(PATHS.pinned, { query: { limit: PINNED_PAGE }, report: false }),
      // The comparison holds at most COMPARE_LIMIT cards: its own list is its id list.
      http.get<CardAnswer>(PATHS.compare, { report: false }),
    ])
      .then(([favorite, pinned, compared]) => {
        // A toggle made while loading wins over the older answer, whether its own answer came or not.
        const sets: Record<ToggleList, Set<number>> = {
          favorite: new Set(favorite.results),
          pinned: new Set(pinned.results.map((card) => card.id)),
          compare: new Set(compared.results.map((card) => card.id)),
        }
        // A cleared list is the store's own from the clear on: what was toggled since is already in it.
        for (const list of clearedWhileLoading ?? []) sets[list] = new Set(state[list])
        for (const key of new Set([...(toggledWhileLoading ?? []), ...state.pending])) {
          const [list, raw] = key.split(':') as [ToggleList, string]
          if (state[list].has(Number(raw))) sets[list].add(Number(raw))
          else sets[list].delete(Number(raw))
        }
        toggledWhileLoading = null
        clearedWhileLoading = null
        set({ ...sets, loaded: true })
      })
      .catch(() => {
        // Unknown lists show every toggle off; a later load may try again.
        toggledWhileLoading = null
        clearedWhileLoading = null
        loading = null
      })
    return loading
  }

  async function toggle(list: ToggleList, id: number): Promise<void> {
    const key = pendingKey(list, id)
    if (state.pending.has(key)) return
    const before = state[list]
    const adding = !before.has(id)
    if (list === 'compare' && adding && before.size >= COMPARE_LIMIT) {
      set({ compareNotice: { id, message: COMPARE_FULL } })
      return
    }
    const optimistic = new Set(before)
    if (adding) optimistic.add(id)
    else optimistic.delete(id)
    toggledWhileLoading?.add(key)
    set({ [list]: optimistic, pending: withPending(key, true), ...(list === 'compare' ? { compareNotice: null } : {}) })
    try {
      const answer = adding ? await http.post<IdAnswer>(PATHS[list], { id }) : await http.delete<IdAnswer>(`${PATHS[list]}${id}/`)
      set({ [list]: new Set(answer?.results ?? optimistic), pending: withPending(key, false) })
    } catch (error) {
      const rolledBack = new Set(state[list])
      if (adding) rolledBack.delete(id)
      else rolledBack.add(id)
      // The server says why a property cannot be compared (a fifth, another type): the visitor must read it.
      const reason = error instanceof HttpError && error.status !== undefined ? error.message : COMPARE_FAILED
      set({
        [list]: rolledBack,
        pending: withPending(key, false),
        ...(list === 'compare' ? { compareNotice: { id, message: reason } } : {}),
      })
    }
  }

  async function addAll(list: ToggleList, ids: readonly number[]): Promise<void> {
    await load()
    for (const id of new Set(ids)) {
      if (state[list].has(id)) continue
      const answer = await http.post<IdAnswer>(PATHS[list], { id })
      set({ [list]: new Set(answer?.results ?? [...state[list], id]) })
    }
  }

  async function clear(): Promise<void> {
    // One write: the favorites' clear empties pinned too (SPEC §2.2). Two at once raced each other on SQLite.
    await http.delete('/api/favorites/clear/')
    clearedWhileLoading?.add('favorite').add('pinned')
    set({ favorite: new Set(), pinned: new Set() })
  }

  async function remove(list: ToggleList, id: number): Promise<void> {
    const answer = await http.delete<IdAnswer>(`${PATHS[list]}${id}/`)
    toggledWhileLoading?.add(pendingKey(list, id))
    set({ [list]: new Set(answer.results) })
  }

  async function clearCompare(): Promise<void> {
    await http.delete(`${PATHS.compare}clear/`)
    clearedWhileLoading?.add('compare')
    set({ compare: new Set(), compareNotice: null })
  }

  return {
    getState: () => state,
    getServerState: () => EMPTY_VISITOR_LISTS,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load,
    toggle,
    remove,
    addAll,
    clear,
    clearCompare,
    dismissCompareNotice: () => set({ compareNotice: null }),
  }
}
