/**
 * The texts of the building/section tooltip (SPEC §2.3) and the accessible names of the master plan.
 * Pure and client-safe: the map, the tooltip and the list alternative all print the same words.
 */
import { formatMillions } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'

/** The SPEC's word for a section under construction; anything else means the house is completed. */
export const UNDER_CONSTRUCTION = 'стройка'
/** The tag of a completed house. */
export const COMPLETED_TAG = 'дом сдан'
/** Button label when the section is not chosen yet. */
export const CHOOSE_LABEL = 'выбрать'
/** Button label when the section is among the selected sections. */
export const UNCHOOSE_LABEL = 'отменить выбор'

/** The tooltip's link to the building's floors; «выбрать» keeps filtering the list. */
export const FLOOR_CHOICE_LABEL = 'выбрать этаж'

/** Where «выбрать этаж» leads: the building page (with the list's query, if given), scrolled to the section. */
export function floorChoiceHref(section: { id: number; building_id: number }, search = ''): string {
  return `/flats/building/${section.building_id}${search}#section-${section.id}`
}

/** A properties_info row as the tooltip reads it; min_price may be missing. */
export interface RoomCountInput {
  rooms: number
  count: number
  min_price?: number | null
}

/** One printed row of the tooltip: 'студии' · '13 кв.' · 'от 6,9 млн ₽'. */
export interface RoomRow {
  rooms: number
  label: string
  count: string
  price: string | null
}

/** 'корпус {building}, секция {number}', either part left out when missing ('' when both are). */
export function sectionTitle({ building, number }: { building?: number | null; number?: number | null }): string {
  const parts: string[] = []
  if (building !== null && building !== undefined) parts.push(`корпус ${building}`)
  if (number !== null && number !== undefined) parts.push(`секция ${number}`)
  return parts.join(', ')
}

/** 'стройка' while completion_status is 'стройка', otherwise 'дом сдан'. */
export function completionTag(completionStatus: string | null | undefined): typeof UNDER_CONSTRUCTION | typeof COMPLETED_TAG {
  return completionStatus === UNDER_CONSTRUCTION ? UNDER_CONSTRUCTION : COMPLETED_TAG
}

/** '23 этажа' when total_floors is present, otherwise null (the line is not shown). */
export function floorsText(totalFloors: number | null | undefined): string | null {
  return totalFloors === null || totalFloors === undefined ? null : countRu(totalFloors, RU_FORMS.floor)
}

/** 'студии' for 0 rooms, otherwise '{n}-комн.'. */
export function roomTypeLabel(rooms: number): string {
  return rooms === 0 ? 'студии' : `${rooms}-комн.`
}

/** The rows per room type, in the given order, without the rows whose count is 0. */
export function roomRows(info: readonly RoomCountInput[] | null | undefined): RoomRow[] {
  return (info ?? [])
    .filter((row) => row.count > 0)
    .map((row) => ({
      rooms: row.rooms,
      label: roomTypeLabel(row.rooms),
      count: `${row.count}\u00a0кв.`,
      price: typeof row.min_price === 'number' && Number.isFinite(row.min_price) ? formatMillions(row.min_price, { from: true }) : null,
    }))
}

/** The choose button's label for a section and the current selection. */
export function choiceLabel(sectionId: number, selectedSections: readonly number[]): string {
  return selectedSections.includes(sectionId) ? UNCHOOSE_LABEL : CHOOSE_LABEL
}

/** The accessible name of a section on the plan: 'Корпус 3, секция 2 — 45 квартир от 8,4 млн ₽'. */
export function sectionAccessibleName(section: {
  building?: number | null
  number?: number | null
  count: number
  min_price?: number | null
}): string {
  const title = sectionTitle(section)
  const flats = countRu(section.count, RU_FORMS.flat)
  const price = section.count > 0 && typeof section.min_price === 'number' ? ` ${formatMillions(section.min_price, { from: true })}` : ''
  const head = title ? `${title.charAt(0).toUpperCase()}${title.slice(1)} — ` : ''
  return `${head}${flats}${price}`
}
