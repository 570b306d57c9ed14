import { FEATURE_TAGS, FINISHING_KINDS, labelOf } from '@/cms/options'
import type { ShopFilter } from '@/features/shop'
import { formatArea, formatMillions } from '@/lib/money'

const NBSP = '\u00a0'

/** «2, 3-комн.», «студии и 1-комн.», «2Е» — the rooms of a filter. */
function roomsWords(rooms: readonly number[], euro: boolean): string | null {
  if (rooms.length === 0) return null
  const sorted = [...rooms].sort((a, b) => a - b)
  const studio = sorted[0] === 0
  const counts = sorted.filter((r) => r > 0)
  const suffix = euro ? 'Е' : '-комн.'
  const words = [studio ? 'студии' : null, counts.length ? `${counts.join(', ')}${suffix}` : null]
  return words.filter(Boolean).join(' и ')
}

/** «от 8 млн ₽ до 12 млн ₽», «до 12 млн ₽», «от 40 м²». */
function rangeWords(min: number | undefined, max: number | undefined, format: (value: number) => string): string | null {
  if (min === undefined && max === undefined) return null
  if (min !== undefined && max !== undefined) return `от${NBSP}${format(min)} до${NBSP}${format(max)}`
  return min !== undefined ? `от${NBSP}${format(min)}` : `до${NBSP}${format(max!)}`
}

const millions = (rub: number) => formatMillions(rub)

/**
 * A list filter in a buyer's words, for the letters and the admin: «2-комн., до 12 млн ₽, корпус 3, этаж от 5».
 * `buildingNumber` turns a building id into its number; a filter with nothing set reads «все квартиры в продаже».
 */
export function describeFilter(filter: ShopFilter, buildingNumber: (id: number) => number | undefined): string {
  const euroOnly = filter.layout_format.length === 1 && filter.layout_format[0] === 'euro'
  const buildings = filter.building.map((id) => buildingNumber(id)).filter((n): n is number => n !== undefined)
  const parts = [
    roomsWords(filter.rooms, euroOnly),
    rangeWords(filter.price_min, filter.price_max, millions),
    rangeWords(filter.area_min, filter.area_max, (v) => formatArea(v)),
    filter.floor_min !== undefined || filter.floor_max !== undefined
      ? `этаж ${rangeWords(filter.floor_min, filter.floor_max, (v) => String(v))}`
      : null,
    buildings.length ? `${buildings.length > 1 ? 'корпуса' : 'корпус'} ${buildings.sort((a, b) => a - b).join(', ')}` : null,
    filter.finishing_kind.length ? filter.finishing_kind.map((kind) => labelOf(FINISHING_KINDS, kind).toLowerCase()).join(' или ') : null,
    ...filter.features.map((tag) => labelOf(FEATURE_TAGS, tag).toLowerCase()),
    filter.discount ? 'со скидкой' : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(', ') : 'все квартиры в продаже'
}
