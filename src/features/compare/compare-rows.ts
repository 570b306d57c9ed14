/**
 * The rows of the comparison table: each characteristic as text per compared property, and whether
 * the properties differ in it, which is what «только различия» keeps.
 */
import { priceTexts } from '@/features/shop/client'
import { formatArea, formatNumber } from '@/lib/money'

import type { CompareItem } from './compare.schema'

export type CompareRowKey =
  | 'price'
  | 'old_price'
  | 'discount'
  | 'price_per_m2'
  | 'area'
  | 'living_area'
  | 'kitchen_area'
  | 'rooms'
  | 'ceiling'
  | 'bathrooms'
  | 'outdoor'
  | 'floor'
  | 'building'
  | 'section'
  | 'finishing'
  | 'orientation'
  | 'completion'
  | 'monthly'
  | 'features'

export interface CompareRow {
  key: CompareRowKey
  label: string
  /** One text per compared property, in column order; NO_VALUE where it has none. */
  values: string[]
  /** Two or more properties show different texts. */
  differs: boolean
}

/** What a cell says when the property has no such value. */
export const NO_VALUE = '—'

const orNone = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NO_VALUE : String(value)

const floorOf = (item: CompareItem) => {
  const floor = item.floor < 0 ? `\u2212${-item.floor}` : String(item.floor)
  return item.total_floors ? `${floor} из ${item.total_floors}` : floor
}

const ceilingOf = (item: CompareItem) =>
  item.ceiling_height === null ? NO_VALUE : `${formatNumber(item.ceiling_height, { maxFractionDigits: 2 })}\u00a0м`

/**
 * The characteristics in the order the issue lists them; the prices are the card's own texts (the old price and
 * the discount only where a promotion lowered the price), and so is the monthly payment.
 */
const ROWS: readonly { key: CompareRowKey; label: string; text: (item: CompareItem) => string }[] = [
  { key: 'price', label: 'Цена', text: (item) => priceTexts(item).price },
  { key: 'old_price', label: 'Цена без скидки', text: (item) => orNone(priceTexts(item).oldPrice) },
  { key: 'discount', label: 'Скидка', text: (item) => orNone(priceTexts(item).discount) },
  { key: 'price_per_m2', label: 'Цена за м²', text: (item) => priceTexts(item).perSquareMetre },
  { key: 'area', label: 'Общая площадь', text: (item) => formatArea(item.area) },
  { key: 'living_area', label: 'Жилая площадь', text: (item) => orNone(item.living_area) },
  { key: 'kitchen_area', label: 'Площадь кухни', text: (item) => orNone(item.kitchen_area) },
  { key: 'rooms', label: 'Комнат', text: (item) => (item.rooms === null ? NO_VALUE : item.rooms_label) },
  { key: 'ceiling', label: 'Высота потолков', text: ceilingOf },
  { key: 'bathrooms', label: 'Санузлов', text: (item) => orNone(item.bathrooms) },
  { key: 'outdoor', label: 'Балкон или терраса', text: (item) => orNone(item.outdoor) },
  { key: 'floor', label: 'Этаж', text: floorOf },
  { key: 'building', label: 'Корпус', text: (item) => orNone(item.building) },
  { key: 'section', label: 'Секция', text: (item) => orNone(item.section) },
  { key: 'finishing', label: 'Отделка', text: (item) => orNone(item.finishing_kind?.label) },
  { key: 'orientation', label: 'Окна выходят на', text: (item) => orNone(item.orientation?.label) },
  { key: 'completion', label: 'Срок сдачи', text: (item) => orNone(item.completion.label) },
  { key: 'monthly', label: 'Платёж по ипотеке', text: (item) => orNone(priceTexts(item).monthly) },
  { key: 'features', label: 'Особенности', text: (item) => orNone(item.features.map((f) => f.label).join(', ')) },
]

/**
 * The table's rows for these properties. A row none of them has a value for (living area of parking spaces)
 * is left out; a row differs when its texts are not all the same, so a single property differs in nothing.
 */
export function compareRows(items: readonly CompareItem[]): CompareRow[] {
  return ROWS.flatMap(({ key, label, text }) => {
    const values = items.map(text)
    if (values.every((value) => value === NO_VALUE)) return []
    return [{ key, label, values, differs: new Set(values).size > 1 }]
  })
}

/** The rows on screen: every row, or with «только различия» only the differing ones. */
export function visibleRows(rows: readonly CompareRow[], onlyDifferences: boolean): CompareRow[] {
  return onlyDifferences ? rows.filter((row) => row.differs) : [...rows]
}
