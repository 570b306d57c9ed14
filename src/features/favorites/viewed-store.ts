import 'client-only'

/**
 * The visitor's viewed items in the browser (SPEC §4 «Viewed items»). Viewing a card is recorded on the
 * server (POST /api/viewed/), which keeps the list and its order; clear and delete are local: they hide
 * items in this browser (kept in localStorage, so they stay hidden after a reload) without calling the
 * server, and answer an empty list. The shop's viewed filter asks the server for its page without the
 * hidden ids. Viewing a hidden item again shows it again.
 */
import type { HttpClient } from '@/lib/http-client'

/** The answer of clear and delete: an empty list, in the shape of the server's id lists. */
export interface EmptyIdList {
  count: 0
  results: []
}

export interface ViewedStore {
  /** Ids hidden in this browser, oldest first. */
  getHidden(): readonly number[]
  /** What the server rendered with (nothing hidden), so hydration matches. */
  getServerHidden(): readonly number[]
  subscribe(listener: () => void): () => void
  /** Records a view on the server and shows the item again if it was hidden here. */
  record(id: number): Promise<void>
  /** Hides one item (local). */
  remove(id: number): EmptyIdList
  /** Hides every item viewed so far (local; the server is only read for the ids). */
  clear(): Promise<EmptyIdList>
}

/** The localStorage key of the hidden ids. */
export const VIEWED_HIDDEN_KEY = 'nz:viewed-hidden'
/** The server keeps 50 viewed items (LIST_LIMITS.viewed), so more hidden ids could never match one. */
const MAX_HIDDEN = 50
const NONE: readonly number[] = Object.freeze([])
const empty = (): EmptyIdList => ({ count: 0, results: [] })

type Store = Pick<Storage, 'getItem' | 'setItem'>

function readHidden(storage: Store | null): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VIEWED_HIDDEN_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v) && v > 0).slice(-MAX_HIDDEN) : NONE
  } catch {
    return NONE
  }
}

/** Creates the store over an HTTP client and a storage (the page uses one; tests make their own). */
export function createViewedStore(http: HttpClient, storage: () => Store | null): ViewedStore {
  let hidden: readonly number[] | null = null
  const listeners = new Set<() => void>()
  const current = () => (hidden ??= readHidden(storage()))

  const set = (next: readonly number[]) => {
    hidden = next.slice(-MAX_HIDDEN)
    try {
      storage()?.setItem(VIEWED_HIDDEN_KEY, JSON.stringify(hidden))
    } catch {
      // Storage full or blocked: hidden for this page only.
    }
    for (const listener of listeners) listener()
  }

  return {
    getHidden: current,
    getServerHidden: () => NONE,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async record(id) {
      if (current().includes(id)) set(current().filter((h) => h !== id))
      await http.post('/api/viewed/', { id }, { report: false }).catch(() => undefined)
    },
    remove(id) {
      if (!current().includes(id)) set([...current(), id])
      return empty()
    },
    async clear() {
      const page = await http.get<{ results: { id: number }[] }>('/api/viewed/', { query: { limit: MAX_HIDDEN }, report: false })
      const ids = page.results.map((card) => card.id).filter((id) => !current().includes(id))
      set([...current(), ...ids])
      return empty()
    },
  }
}
