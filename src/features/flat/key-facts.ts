/** The flat's key facts list (корпус, секция, этаж, номер, отделка, потолки, окна, сдача). Pure. */
import type { PropertyDetail } from '@/features/properties'
import { formatNumber } from '@/lib/money'

export interface KeyFact {
  label: string
  value: string
}

export type KeyFactsInput = Pick<
  PropertyDetail,
  'type' | 'building' | 'section' | 'floor' | 'number' | 'finishing_kind' | 'ceiling_height' | 'orientation' | 'completion'
> & { section_info: Pick<PropertyDetail['section_info'], 'total_floors'> | null }

/** Ceiling height in metres the Russian way: 2.85 → '2,85 м', 3 → '3 м'. */
export function formatCeiling(metres: number): string {
  return `${formatNumber(metres, { maxFractionDigits: 2 })}\u00a0м`
}

/** '7 из 16' when the section's floor count is known, else '7'. */
export function formatFloor(floor: number, totalFloors: number | null | undefined): string {
  return totalFloors ? `${floor} из ${totalFloors}` : String(floor)
}

/** The key facts in reading order; a fact the property does not have is left out, never shown empty. */
export function keyFacts(p: KeyFactsInput): KeyFact[] {
  const facts: (KeyFact | false)[] = [
    p.building !== null && { label: 'Корпус', value: String(p.building) },
    p.section !== null && { label: 'Секция', value: String(p.section) },
    { label: 'Этаж', value: formatFloor(p.floor, p.section_info?.total_floors) },
    Boolean(p.number) && { label: p.type.value === 'flat' ? 'Номер квартиры' : 'Номер', value: `№\u00a0${p.number}` },
    p.finishing_kind !== null && { label: 'Отделка', value: p.finishing_kind.label },
    p.ceiling_height !== null && { label: 'Высота потолков', value: formatCeiling(p.ceiling_height) },
    p.orientation !== null && { label: 'Окна выходят на', value: p.orientation.label },
    { label: 'Срок сдачи', value: p.completion.label },
  ]
  return facts.filter((f): f is KeyFact => f !== false)
}
