import type { Where } from 'payload'

/** What the list view currently shows: its filters, search text and sort. */
export interface ListState {
  where?: Where
  search?: string
  sort?: string | string[]
}

/** Appends a nested value in the bracket notation Payload's REST API parses (`where[type][equals]=booking`). */
function appendBrackets(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (typeof value === 'object') {
    for (const [child, inner] of Object.entries(value as Record<string, unknown>)) appendBrackets(params, `${key}[${child}]`, inner)
    return
  }
  params.append(key, String(value))
}

/** The export URL for a collection that reproduces the list's current query (filters, search, sort). */
export function exportUrl(apiRoute: string, collection: string, state: ListState): string {
  const params = new URLSearchParams()
  appendBrackets(params, 'where', state.where)
  if (state.search) params.set('search', state.search)
  const sort = Array.isArray(state.sort) ? state.sort[0] : state.sort
  if (sort) params.set('sort', sort)
  const query = params.toString()
  return `${apiRoute}/${collection}/export.csv${query ? `?${query}` : ''}`
}
