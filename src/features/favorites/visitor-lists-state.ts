// The shape of the visitor's lists, apart from the store that fills them: the pages' toggles read it before the
// store's module has loaded (use-visitor-lists.ts).

export type ToggleList = 'favorite' | 'pinned' | 'compare'

/** Why the last compare toggle of a property did not go through, shown beside that toggle. */
export interface CompareNotice {
  id: number
  message: string
}

export interface VisitorListsState {
  favorite: ReadonlySet<number>
  pinned: ReadonlySet<number>
  compare: ReadonlySet<number>
  compareNotice: CompareNotice | null
  /** Keys 'favorite:12' of toggles whose call has not answered yet. */
  pending: ReadonlySet<string>
  /** Whether the lists have been read from the server (until then every toggle shows "off"). */
  loaded: boolean
}

/** Nothing known yet: the server's render, and the browser's until the lists are read. */
export const EMPTY_VISITOR_LISTS: VisitorListsState = {
  favorite: new Set(),
  pinned: new Set(),
  compare: new Set(),
  compareNotice: null,
  pending: new Set(),
  loaded: false,
}
