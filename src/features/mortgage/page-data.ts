import type { DraftReader } from '@/features/content'

import { DEFAULT_ORDER, MORTGAGE_PAGE_SIZE } from './constants'
import type { MortgagePageDto } from './mortgage.schema'
import { type FlatPriceSource, getDefaultCalculation, getMortgageFacets, getMortgagePage, getMortgageSpecs, listOffers } from './service'
import type { MortgageInitial } from './use-mortgage-calculator'

export interface MortgagePageData {
  page: MortgagePageDto
  /** The calculator's first answer for the default calculation, rendered on the server. */
  initial: MortgageInitial
}

/**
 * Everything /mortgage renders: the CMS texts and the first five offers, so the page is useful before JS. The page
 * passes the catalogue's prices of the flats for sale (`flatPrices`): its starting price and range.
 */
export async function getMortgagePageData(flatPrices: FlatPriceSource, draft?: DraftReader): Promise<MortgagePageData> {
  const [page, specs, calculation, offers, facets] = await Promise.all([
    getMortgagePage(draft),
    getMortgageSpecs(flatPrices),
    getDefaultCalculation({}, flatPrices),
    listOffers({ order: DEFAULT_ORDER, limit: MORTGAGE_PAGE_SIZE, offset: 0 }, flatPrices),
    getMortgageFacets({}, flatPrices),
  ])
  return { page, initial: { specs, page: offers, facets, best: calculation.payment } }
}
