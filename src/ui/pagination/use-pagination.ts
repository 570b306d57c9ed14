export interface PaginationOptions {
  limit?: number
  offset?: number
  totalCount?: number
  maxVisiblePages?: number
  hasPoints?: boolean
  disabled?: boolean
  loading?: boolean
}

/** A page number, or an ellipsis standing for the pages hidden at one end. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'points'; key: 'start' | 'end' }

/** Defaults of SPEC §3. */
export const PAGINATION_DEFAULTS = { limit: 10, offset: 0, totalCount: 78, maxVisiblePages: 5, hasPoints: true } as const

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Page items: a window of maxVisiblePages around the current page; with points, the hidden end pages become an ellipsis plus the end page. */
export function pageItems(current: number, pages: number, maxVisiblePages: number, hasPoints: boolean): PageItem[] {
  const max = Math.max(1, Math.floor(maxVisiblePages))
  const page = (n: number): PageItem => ({ kind: 'page', page: n })
  if (pages <= max) return range(1, pages).map(page)

  let start = Math.max(1, current - Math.floor(max / 2))
  const end = Math.min(pages, start + max - 1)
  start = Math.max(1, end - max + 1)
  const items = range(start, end).map(page)
  if (!hasPoints) return items

  // A gap of exactly one page shows that page: an ellipsis hiding a single number only costs a click.
  if (start === 3) items.unshift(page(2))
  if (start > 3) items.unshift({ kind: 'points', key: 'start' })
  if (start > 1) items.unshift(page(1))
  if (end === pages - 2) items.push(page(pages - 1))
  if (end < pages - 2) items.push({ kind: 'points', key: 'end' })
  if (end < pages) items.push(page(pages))
  return items
}

/** Derived pagination state and the offsets each button emits (SPEC §4, §5). */
export function usePagination(options: PaginationOptions) {
  const {
    limit: rawLimit,
    offset = PAGINATION_DEFAULTS.offset,
    totalCount = PAGINATION_DEFAULTS.totalCount,
    maxVisiblePages = PAGINATION_DEFAULTS.maxVisiblePages,
    hasPoints = PAGINATION_DEFAULTS.hasPoints,
    disabled = false,
    loading = false,
  } = options
  const limit = rawLimit && rawLimit > 0 ? rawLimit : PAGINATION_DEFAULTS.limit
  // A falsy totalCount (0, undefined from an unfinished request) still shows one page.
  const pages = totalCount ? Math.max(1, Math.ceil(totalCount / limit)) : 1
  const current = Math.min(Math.floor(offset / limit) + 1, pages)
  const blocked = disabled || loading
  return {
    current,
    pages,
    items: pageItems(current, pages, maxVisiblePages, hasPoints),
    blocked,
    prevDisabled: blocked || current <= 1,
    // Past the last record nothing is left to show (SPEC §5: offset + limit exceeding totalCount).
    nextDisabled: blocked || !totalCount || offset + limit >= totalCount,
    prevOffset: Math.max(0, offset - limit),
    nextOffset: offset + limit,
    offsetOf: (page: number) => (page - 1) * limit,
  }
}
