/** The шахматка page's server read: the grid of the building its canonical query names, marked by the list's filters. */
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { catalogPlaces, propertiesMatching, propertiesWhere, propertyFilterSchema, propertySpecs } from '@/features/properties'
import { loadPageData } from '@/features/shell'
import { apiQuery, hasActiveFilters, parseShopFilter, sanitizeFilter, type ShopFilter } from '@/features/shop'
import { parseQuery } from '@/server/api'
import { toQueryString } from '@/lib/http-client'

import { buildChess, chessBuildingId, type ChessGrid } from './chess'

export interface ChessPageData {
  chess: ChessGrid
  /** The list's filters the page was asked with (values the catalogue does not know dropped). */
  filter: ShopFilter
  /** Whether any filter besides the building and section is set: only then are cells dimmed and counted. */
  filtered: boolean
}

/**
 * The page of one canonical query (canonicalChessQuery): 404 for a building without flats. The building and
 * section choose the grid; the other filters only mark its cells, as the floor plans do.
 */
export const loadChessPage = cache(async (query: string): Promise<ChessPageData> => {
  const data = await loadPageData(async () => {
    const asked = parseShopFilter(new URLSearchParams(query))
    const specs = (await propertySpecs(propertyFilterSchema.parse({ type: 'flat' }))).specs
    const filter = sanitizeFilter(asked, specs)
    const marks = parseQuery(propertyFilterSchema, new URLSearchParams(toQueryString(apiQuery(filter, 'flat', 0, { withPage: false }))))
    // The building and section choose the grid; only the other filters dim its cells.
    const [places, flats, matching] = await Promise.all([
      catalogPlaces(),
      propertiesWhere({ type: 'flat' }),
      propertiesMatching({ ...marks, building: undefined, section: undefined }),
    ])
    const source = { places, flats, matching }
    const buildingId = chessBuildingId(source, asked.building[0], asked.section[0])
    if (buildingId === null) return null
    const chess = buildChess(source, buildingId, asked.section[0])
    if (!chess) return null
    const filtered = hasActiveFilters({ ...filter, building: [], section: [], viewed: false })
    return { chess, filter, filtered }
  })
  if (!data) notFound()
  return data
})
