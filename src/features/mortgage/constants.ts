/**
 * The mortgage vocabulary both sides share (SPEC §3, §9). Dependency-free, so the browser's calculator
 * can import it without pulling in zod schemas or the API helpers.
 */

/** SPEC §3 / §9: the mortgage list's page size, and the calculator's default bounds. */
export const MORTGAGE_PAGE_SIZE = 5
export const MORTGAGE_MAX_PAGE_SIZE = 50
export const INITIAL_PAYMENT_BOUNDS = { min: 20, max: 90 } as const
export const TERM_BOUNDS = { min: 1, max: 30 } as const

export const MORTGAGE_ORDERS = [
  { value: 'payment', label: 'Сначала с меньшим платежом' },
  { value: '-payment', label: 'Сначала с большим платежом' },
  { value: 'rate', label: 'Сначала с меньшей ставкой' },
  { value: '-rate', label: 'Сначала с большей ставкой' },
] as const

export type MortgageOrder = (typeof MORTGAGE_ORDERS)[number]['value']

/** The order a list takes when the visitor has not chosen one. */
export const DEFAULT_ORDER: MortgageOrder = 'payment'
