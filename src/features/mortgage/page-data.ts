import type { DraftReader } from '@/features/content'

import { DEFAULT_ORDER, MORTGAGE_PAGE_SIZE } from './constants'
import type { MortgagePageDto } from './mortgage.schema'
import { getDefaultCalculation, getMortgageFacets, getMortgagePage, getMortgageSpecs, listOffers } from './service'
import type { MortgageInitial } from './use-mortgage-calculator'

export interface MortgagePageData {
  page: MortgagePageDto
  /** The calculator's first answer for the default calculation, rendered on the server. */
  initial: MortgageInitial
}

/** Everything /mortgage renders: the CMS texts and the first five offers, so the page is useful before JS. */
export async function getMortgagePageData(draft?: DraftReader): Promise<MortgagePageData> {
  const [page, specs, calculation, offers, facets] = await Promise.all([
    getMortgagePage(draft),
    getMortgageSpecs(),
    getDefaultCalculation({}),
    listOffers({ order: DEFAULT_ORDER, limit: MORTGAGE_PAGE_SIZE, offset: 0 }),
    getMortgageFacets({}),
  ])
  return { page, initial: { specs, page: offers, facets, best: calculation.payment } }
}
