/** Where the catalogue's promo items go among the cards. */

/** Without a position from the CMS, a promo follows the 5th card. */
export const DEFAULT_PROMO_POSITION = 5

export type GridItem<C, P> = { kind: 'card'; card: C } | { kind: 'promo'; promo: P }

/**
 * The cards with each promo inserted after `position` cards (default 5), in position order; a promo whose
 * position lies beyond the cards shown is left out, so a short list never ends with an advert.
 */
export function placePromos<C, P extends { position: number | null }>(cards: readonly C[], promos: readonly P[]): GridItem<C, P>[] {
  const byPosition = promos
    .map((promo) => ({ promo, at: Math.max(1, promo.position ?? DEFAULT_PROMO_POSITION) }))
    .filter(({ at }) => at <= cards.length && cards.length > 0)
    .sort((a, b) => a.at - b.at)
  const items: GridItem<C, P>[] = []
  let next = 0
  cards.forEach((card, index) => {
    items.push({ kind: 'card', card })
    for (let slot = byPosition[next]; slot?.at === index + 1; slot = byPosition[++next]) items.push({ kind: 'promo', promo: slot.promo })
  })
  return items
}
