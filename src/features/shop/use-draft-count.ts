'use client'

import type { PropertyFacets, PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { useFetch } from '@/ui/shared/use-fetch'

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
  const needed = open && key !== applied.key

  // `key` stands for the draft: a new object with the same filter asks nothing new. A failed count (reported by
  // the client) leaves the button with the last figure.
  const answer = useFetch(
    needed ? `${type}|${pageSize}|${key}` : null,
    async (signal) => {
      const query = apiQuery(draft, type, pageSize, { withPage: false })
      const [facets, viewed] = await Promise.all([
        browserHttp.get<PropertyFacets>('/api/properties/facets/', { query, signal }),
        // The viewed filter narrows to the visitor's own list, which facets do not know.
        draft.viewed ? browserHttp.get<PropertyList>('/api/viewed/', { query: { ...query, limit: 1 }, signal }) : null,
      ])
      return { count: viewed ? viewed.count : facets.count, facets: facets.facets }
    },
    { delay: DRAFT_COUNT_DEBOUNCE_MS },
  )

  if (!needed) return { count: applied.count, facets: applied.facets, loading: false }
  if (answer.current && answer.data) return { count: answer.data.count, facets: answer.data.facets, loading: false }
  return { count: answer.data?.count ?? applied.count, facets: answer.data?.facets ?? applied.facets, loading: true }
}
