/**
 * Where the one promo banner of the construction list goes (SPEC §9): after 4 cards on mobile; on wider
 * screens after 2 cards for the current year (the camera and the panorama come first), otherwise after 3.
 */

/** The number of cards shown before the promo banner. */
export function promoPosition({ isMobile, isCurrentYear }: { isMobile: boolean; isCurrentYear: boolean }): number {
  if (isMobile) return 4
  return isCurrentYear ? 2 : 3
}

export type CardSlot<T> = { kind: 'card'; card: T }
export type PromoSlot = { kind: 'promo' }

/**
 * The cards with the promo inserted once after `position` cards; a list shorter than that still gets the
 * banner, at its end, so a short year never loses it.
 */
export function withPromo<T>(cards: readonly T[], position: number): Array<CardSlot<T> | PromoSlot> {
  const at = Math.min(Math.max(0, position), cards.length)
  const slots: Array<CardSlot<T> | PromoSlot> = cards.map((card) => ({ kind: 'card', card }))
  slots.splice(at, 0, { kind: 'promo' })
  return slots
}

/** Which viewports a rendered promo banner is for: phones, tablets and up, or all when both positions agree. */
export type PromoMedia = 'mobile' | 'wide' | 'all'

export type ResponsiveSlot<T> = CardSlot<T> | { kind: 'promo'; media: PromoMedia }

/**
 * The list with the banner at its mobile position and at its wide-screen position. Both go into the server
 * HTML and CSS shows one (display: none hides the other from the accessibility tree too), so the page never
 * shifts when the viewport is only known in the browser.
 */
export function withResponsivePromo<T>(cards: readonly T[], isCurrentYear: boolean): Array<ResponsiveSlot<T>> {
  const mobile = promoPosition({ isMobile: true, isCurrentYear })
  const wide = promoPosition({ isMobile: false, isCurrentYear })
  if (Math.min(mobile, cards.length) === Math.min(wide, cards.length)) {
    return withPromo(cards, mobile).map((slot) => (slot.kind === 'promo' ? { kind: 'promo', media: 'all' } : slot))
  }
  // The later banner goes in first; the earlier one then lands before it at its own card count.
  const [first, second]: [[number, PromoMedia], [number, PromoMedia]] =
    mobile > wide
      ? [
          [mobile, 'mobile'],
          [wide, 'wide'],
        ]
      : [
          [wide, 'wide'],
          [mobile, 'mobile'],
        ]
  const slots: Array<ResponsiveSlot<T>> = withPromo(cards, first[0]).map((slot) =>
    slot.kind === 'promo' ? { kind: 'promo', media: first[1] } : slot,
  )
  slots.splice(Math.min(second[0], cards.length), 0, { kind: 'promo', media: second[1] })
  return slots
}
