/** Texts of a flat built from its data: the heading, the rooms phrase, the place in the building. Pure. */
import type { PropertyDetail } from '@/features/properties'
import { formatArea } from '@/lib/money'

/** The part of a property the texts are built from (a card or a detail). */
export type FlatTextInput = Pick<
  PropertyDetail,
  'type' | 'rooms' | 'is_euro' | 'area' | 'floor' | 'number' | 'building' | 'section' | 'finishing_kind'
>

/**
 * What the property is, as a buyer says it: 'Квартира-студия', '2-комнатная квартира',
 * '2-комнатная квартира (евроформат)'; other types go by their type label ('Машино-место').
 */
export function kindPhrase(p: Pick<FlatTextInput, 'type' | 'rooms' | 'is_euro'>): string {
  if (p.type.value !== 'flat' || p.rooms === null) return p.type.label
  if (p.rooms === 0) return 'Квартира-студия'
  return `${p.rooms}-комнатная квартира${p.is_euro ? ' (евроформат)' : ''}`
}

/** The card's heading: rooms and area, '2-комнатная квартира 54,3 м²'. */
export function flatHeading(p: FlatTextInput): string {
  return `${kindPhrase(p)} ${formatArea(p.area)}`
}

/** Where it is: 'корпус 3, секция 2, № 123', parts omitted when unknown. */
export function placePhrase(p: Pick<FlatTextInput, 'building' | 'section' | 'number'>): string {
  return [p.building !== null && `корпус ${p.building}`, p.section !== null && `секция ${p.section}`, p.number && `№\u00a0${p.number}`]
    .filter(Boolean)
    .join(', ')
}

/** The flat as a request names it to the visitor: '2-комнатная квартира 54,3 м², корпус 3, секция 2, № 123'. */
export function flatSubject(p: FlatTextInput): string {
  const place = placePhrase(p)
  return place ? `${flatHeading(p)}, ${place}` : flatHeading(p)
}
