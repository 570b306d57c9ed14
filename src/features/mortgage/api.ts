/** The calculator's calls to the product API (SPEC §7), through the browser client (CSRF, retry, reports). */
import { browserHttp } from '@/features/shell'

import { type CalculatorValues, offersQuery, paramsQuery } from './calculator-model'
import type { DefaultCalculation, MortgageFacets, MortgageSpecs, OffersPage } from './mortgage.schema'

type Signal = { signal?: AbortSignal }

/** GET /api/mortgage/: one page of offers for the values. */
export function fetchOffers(values: Partial<CalculatorValues>, paging: { offset: number; limit?: number }, { signal }: Signal = {}) {
  return browserHttp.get<OffersPage>('/api/mortgage/', { query: offersQuery(values, paging), signal })
}

/** GET /api/mortgage/facets/: banks, categories and ranges under the values. */
export function fetchFacets(values: Partial<CalculatorValues>, { signal }: Signal = {}) {
  return browserHttp.get<MortgageFacets>('/api/mortgage/facets/', { query: paramsQuery(values), signal })
}

/** GET /api/mortgage/default_calculation/: the starting values, and the best payment for the values given. */
export function fetchDefaultCalculation(values: Partial<CalculatorValues>, { signal }: Signal = {}) {
  return browserHttp.get<DefaultCalculation>('/api/mortgage/default_calculation/', { query: paramsQuery(values), signal })
}

/** GET /api/mortgage/specs/: the calculator's bounds and options. */
export function fetchSpecs({ signal }: Signal = {}) {
  return browserHttp.get<MortgageSpecs>('/api/mortgage/specs/', { signal })
}
