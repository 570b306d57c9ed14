/** The words of the floor-choice pages. Pure and client-safe: the pages, their islands and the card print the same. */
import { formatArea, formatMillions } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'

/** '3 квартиры в продаже от 8,1 млн ₽', or 'нет квартир в продаже'. */
export function floorSummaryText({ count, min_price }: { count: number; min_price: number | null }): string {
  if (count === 0 || min_price === null) return 'нет квартир в продаже'
  return `${countRu(count, RU_FORMS.flat)} в продаже ${formatMillions(min_price, { from: true })}`
}

/** '5 этаж'. */
export const floorLabel = (floor: number) => `${floor}\u00a0этаж`

/** A flat on the plate as its link names it: 'Квартира 123: 2-комн., 54,3 м², 12,4 млн ₽, в продаже'. */
export function flatSummaryText(flat: {
  number: string
  rooms_label: string
  area: number
  price: number
  status: string
  status_label: string
}): string {
  const parts = [flat.rooms_label, formatArea(flat.area)]
  // A sold flat's price is history, not an offer.
  if (flat.status !== 'sold') parts.push(formatMillions(flat.price))
  parts.push(flat.status_label)
  return `Квартира ${flat.number}: ${parts.join(', ')}`
}

/** The centre of a polygon's bounding box: where its number and its bubble go. */
export function outlineCentre(outline: readonly (readonly [number, number])[]): [number, number] {
  const xs = outline.map((p) => p[0])
  const ys = outline.map((p) => p[1])
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2]
}
