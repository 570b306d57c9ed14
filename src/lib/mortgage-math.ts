/** One million rubles (SPEC §9). */
export const MILLION = 1_000_000

/**
 * Monthly annuity payment, rounded to whole rubles.
 * A zero rate (instalment plans) divides the loan evenly over the term.
 */
export function annuityPayment(loan: number, ratePercent: number, termYears: number): number {
  if (loan <= 0 || termYears <= 0) return 0
  const months = Math.round(termYears * 12)
  const r = ratePercent / 100 / 12
  if (r === 0) return Math.round(loan / months)
  return Math.round((loan * r) / (1 - Math.pow(1 + r, -months)))
}

/** The loan for a price and an initial payment in percent. */
export function loanAmount(price: number, initialPaymentPercent: number): number {
  return Math.max(0, Math.round(price * (1 - initialPaymentPercent / 100)))
}
