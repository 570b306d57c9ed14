/**
 * The visitor's favorite and pinned property ids, kept once per page for every card and toggle (SPEC §2.2, §7).
 * Toggles are optimistic: the set changes at once, the server's answer (the list's ids) then replaces it, and
 * a failed call puts the previous state back.
 */
import type { HttpClient } from '@/lib/http-client'

export type ToggleList = 'favorite' | 'pinned'

/** Where each list lives in the API. */
const PATHS: Record<ToggleList, string> = { favorite: '/api/favorites/', pinned: '/api/pinned/' }

/** The pinned list has no id endpoint; its property page (≤ 50 items, SPEC LIST_LIMITS) yields the ids. */
const PINNED_PAGE = 100

type IdAnswer = { count: number; results: number[] }
type CardAnswer = { count: number; results: { id: number }[] }

export interface VisitorListsState {
  favorite: ReadonlySet<number>
  pinned: ReadonlySet<number>
  /** Keys 'favorite:12' of toggles whose call has not answered yet. */
  pending: ReadonlySet<string>
  /** Whether the lists have been read from the server (until then every toggle shows "off"). */
  loaded: boolean
}

const EMPTY: VisitorListsState = { favorite: new Set(), pinned: new Set(), pending: new Set(), loaded: false }

export interface VisitorListsStore {
  getState(): VisitorListsState
  /** The state the server renders with (nothing known yet), so hydration matches. */
  getServerState(): VisitorListsState
  subscribe(listener: () => void): () => void
  /** Reads both lists once; later calls reuse the same request. */
  load(): Promise<void>
  toggle(list: ToggleList, id: number): Promise<void>
  /** Empties favorites and pinned on the server (SPEC §2.2 «очистить»); the sets follow only on success. */
  clear(): Promise<void>
}

const pendingKey = (list: ToggleList, id: number) => `${list}:${id}`

/** Creates a store over an HTTP client (the page uses one store; tests make their own). */
export function createVisitorListsStore(http: HttpClient): VisitorListsStore {
  let state = EMPTY
  let loading: Promise<void> | null = null
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
    loading ??= Promise.all([
      http.get<IdAnswer>('/api/favorites/favorite_properties', { report: false }),
      http.get<CardAnswer>(PATHS.pinned, { query: { limit: PINNED_PAGE }, report: false }),
    ])
      .then(([favorite, pinned]) => {
        // A toggle made while loading wins over the older answer.
        const fav = new Set(favorite.results)
        const pin = new Set(pinned.results.map((card) => card.id))
        for (const key of state.pending) {
          const [list, raw] = key.split(':') as [ToggleList, string]
          const target = list === 'favorite' ? fav : pin
          if (state[list].has(Number(raw))) target.add(Number(raw))
          else target.delete(Number(raw))
        }
        set({ favorite: fav, pinned: pin, loaded: true })
      })
      .catch(() => {
        // Unknown lists show every toggle off; a later load may try again.
        loading = null
      })
    return loading
  }

  async function toggle(list: ToggleList, id: number): Promise<void> {
    const key = pendingKey(list, id)
    if (state.pending.has(key)) return
    const before = state[list]
    const adding = !before.has(id)
    const optimistic = new Set(before)
    if (adding) optimistic.add(id)
    else optimistic.delete(id)
    set({ [list]: optimistic, pending: withPending(key, true) })
    try {
      const answer = adding
        ? await http.post<IdAnswer>(PATHS[list], { id })
        : await http.delete<IdAnswer>(`${PATHS[list]}${id}/`)
      set({ [list]: new Set(answer?.results ?? optimistic), pending: withPending(key, false) })
    } catch {
      const rolledBack = new Set(state[list])
      if (adding) rolledBack.delete(id)
      else rolledBack.add(id)
      set({ [list]: rolledBack, pending: withPending(key, false) })
    }
  }

  async function clear(): Promise<void> {
    // One write: the favorites' clear empties pinned too (SPEC §2.2). Two at once raced each other on SQLite.
    await http.delete('/api/favorites/clear/')
    set({ favorite: new Set(), pinned: new Set() })
  }

  return {
    getState: () => state,
    getServerState: () => EMPTY,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load,
    toggle,
    clear,
  }
}
