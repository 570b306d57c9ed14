import { describe, expect, it } from 'vitest'

import { promoPosition, withPromo, withResponsivePromo } from './promo-position'

const cards = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`)
/** The list as a compact string: card names and 'P' (or 'P:media') for the banner. */
const layout = (slots: ReturnType<typeof withResponsivePromo<string>>) =>
  slots.map((s) => (s.kind === 'card' ? s.card : `P:${s.media}`)).join(' ')

describe('promoPosition (SPEC §9)', () => {
  it('puts the banner after 4 cards on mobile, whatever the year', () => {
    expect(promoPosition({ isMobile: true, isCurrentYear: true })).toBe(4)
    expect(promoPosition({ isMobile: true, isCurrentYear: false })).toBe(4)
  })

  it('puts it after 2 cards for the current year and after 3 for other years on wider screens', () => {
    expect(promoPosition({ isMobile: false, isCurrentYear: true })).toBe(2)
    expect(promoPosition({ isMobile: false, isCurrentYear: false })).toBe(3)
  })
})

describe('withPromo', () => {
  it('inserts exactly one banner after the given number of cards', () => {
    const slots = withPromo(cards(6), 3)
    expect(slots.filter((s) => s.kind === 'promo')).toHaveLength(1)
    expect(slots.map((s) => (s.kind === 'card' ? s.card : 'P')).join(' ')).toBe('c1 c2 c3 P c4 c5 c6')
  })

  it('puts the banner at the end when there are fewer cards than the position', () => {
    expect(withPromo(cards(2), 4).map((s) => (s.kind === 'card' ? s.card : 'P'))).toEqual(['c1', 'c2', 'P'])
    expect(withPromo([], 3)).toEqual([{ kind: 'promo' }])
  })
})

describe('withResponsivePromo', () => {
  it('current year: the wide-screen copy after 2 cards, the mobile copy after 4', () => {
    expect(layout(withResponsivePromo(cards(6), true))).toBe('c1 c2 P:wide c3 c4 P:mobile c5 c6')
  })

  it('other years: the wide-screen copy after 3 cards, the mobile copy after 4', () => {
    expect(layout(withResponsivePromo(cards(6), false))).toBe('c1 c2 c3 P:wide c4 P:mobile c5 c6')
  })

  it('renders a single copy for all viewports when both positions fall at the end of a short list', () => {
    expect(layout(withResponsivePromo(cards(2), true))).toBe('c1 c2 P:all')
    expect(layout(withResponsivePromo(cards(3), false))).toBe('c1 c2 c3 P:all')
  })

  it('keeps both copies apart when only the mobile position is beyond the list', () => {
    expect(layout(withResponsivePromo(cards(3), true))).toBe('c1 c2 P:wide c3 P:mobile')
  })
})
