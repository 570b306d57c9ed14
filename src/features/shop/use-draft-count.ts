'use client'

import { useEffect, useState } from 'react'

import type { PropertyFacets, PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'

import { apiQuery, filterSearch, type ShopFilter } from './filter-state'
import type { ShopFacetGroups } from './island-data'

/** How long the draft must stay still before it is counted: a run of chip taps asks once. */
export const DRAFT_COUNT_DEBOUNCE_MS = 250

export interface DraftCount {
  /** Properties the draft would show; the last known figure while a newer one is on its way. */
  count: number
  /** Facets under the draft (which chips still give something). */
  facets: ShopFacetGroups
  /** A newer figure is on its way. */
  loading: boolean
}

interface Answer {
  key: string
  count: number
  facets: ShopFacetGroups
}

/**
 * The mobile filter's live count: while the modal is open, each draft is counted by the same API the list uses
 * (/api/properties/facets/, or the viewed list under the viewed filter), so «показать 18 квартир» is what
 * «Применить» will show. The applied filter needs no call: its figures are already on the page.
 */
export function useDraftCount({
  open,
  draft,
  applied,
  type,
  pageSize,
}: {
  open: boolean
  draft: ShopFilter
  applied: { key: string; count: number; facets: ShopFacetGroups }
  type: string
  pageSize: number
}): DraftCount {
  const key = filterSearch({ ...draft, page: 1, order: undefined })
  const appliedKey = applied.key
  const [answer, setAnswer] = useState<Answer | null>(null)
  const needed = open && key !== appliedKey

  useEffect(() => {
    if (!needed) return
    const abort = new AbortController()
    const timer = setTimeout(() => {
      const query = apiQuery(draft, type, pageSize, { withPage: false })
      Promise.all([
        browserHttp.get<PropertyFacets>('/api/properties/facets/', { query, signal: abort.signal }),
        // The viewed filter narrows to the visitor's own list, which facets do not know.
        draft.viewed ? browserHttp.get<PropertyList>('/api/viewed/', { query: { ...query, limit: 1 }, signal: abort.signal }) : null,
      ])
        .then(([facets, viewed]) => {
          if (!abort.signal.aborted) setAnswer({ key, count: viewed ? viewed.count : facets.count, facets: facets.facets })
        })
        .catch(() => {
          // Aborted, or failed (reported by the client): the button keeps the last figure.
        })
    }, DRAFT_COUNT_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
    // `key` stands for the draft: a new object with the same filter asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed, key, type, pageSize])

  if (!needed) return { count: applied.count, facets: applied.facets, loading: false }
  if (answer?.key === key) return { count: answer.count, facets: answer.facets, loading: false }
  return { count: answer?.count ?? applied.count, facets: answer?.facets ?? applied.facets, loading: true }
}
