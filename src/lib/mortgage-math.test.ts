import { describe, expect, it } from 'vitest'

import { annuityPayment, loanAmount } from './mortgage-math'

describe('annuityPayment', () => {
  it('matches the annuity formula for a market loan', () => {
    // 10 000 000 ₽ at 18 % for 30 years: r = 0.015, n = 360 → 150 709 ₽ (bank calculators agree)
    expect(annuityPayment(10_000_000, 18, 30)).toBe(150_709)
  })
  it('spreads a zero-rate instalment evenly', () => {
    expect(annuityPayment(1_200_000, 0, 1)).toBe(100_000)
  })
  it('is zero without a loan', () => {
    expect(annuityPayment(0, 6, 20)).toBe(0)
  })
  it('takes the initial payment off the price', () => {
    expect(loanAmount(10_000_000, 20)).toBe(8_000_000)
  })
})
