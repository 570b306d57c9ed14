/** The booking page's description of the flat: its title, place and facts. Pure. */
import type { PropertyDetail } from '@/features/properties'
import { formatArea } from '@/lib/money'

export type FlatSummaryInput = Pick<
  PropertyDetail,
  'type' | 'rooms' | 'is_euro' | 'area' | 'floor' | 'number' | 'building' | 'section' | 'finishing_kind' | 'completion'
> & { section_info: Pick<PropertyDetail['section_info'], 'total_floors'> | null }

/** 'Квартира-студия', '2-комнатная квартира', '2-комнатная квартира (евроформат)'; other types by their label. */
export function flatKind(p: Pick<FlatSummaryInput, 'type' | 'rooms' | 'is_euro'>): string {
  if (p.type.value !== 'flat' || p.rooms === null) return p.type.label
  if (p.rooms === 0) return 'Квартира-студия'
  return `${p.rooms}-комнатная квартира${p.is_euro ? ' (евроформат)' : ''}`
}

/** The card's title: rooms and area, '2-комнатная квартира 54,3 м²'. */
export function flatTitle(p: Pick<FlatSummaryInput, 'type' | 'rooms' | 'is_euro' | 'area'>): string {
  return `${flatKind(p)} ${formatArea(p.area)}`
}

/** Where it is: 'корпус 3, секция 2, квартира № 84', parts omitted when unknown. */
export function flatPlace(p: Pick<FlatSummaryInput, 'type' | 'building' | 'section' | 'number'>): string {
  return [
    p.building !== null && `корпус ${p.building}`,
    p.section !== null && `секция ${p.section}`,
    Boolean(p.number) && `${p.type.value === 'flat' ? 'квартира ' : ''}№\u00a0${p.number}`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** The facts a buyer checks before booking; a fact the property lacks is left out, never shown empty. */
export function flatFacts(p: FlatSummaryInput): { label: string; value: string }[] {
  const total = p.section_info?.total_floors
  const facts: ({ label: string; value: string } | false)[] = [
    { label: 'Этаж', value: total ? `${p.floor} из ${total}` : String(p.floor) },
    p.finishing_kind !== null && { label: 'Отделка', value: p.finishing_kind.label },
    { label: 'Срок сдачи', value: p.completion.label },
  ]
  return facts.filter((f): f is { label: string; value: string } => f !== false)
}
