import type { PropertyDetail } from '@/features/properties'

import type { CompareItem } from './compare.schema'

/** One row of the layout's characteristics, found by its title as editors type it. */
const factOf = (detail: PropertyDetail, title: string) =>
  detail.default_features.find((row) => row.title.trim().toLowerCase() === title)?.value ?? null

/** The outdoor space the layout lists, named ('терраса 12 м²'): a terrace, loggia or balcony, the first it has. */
const OUTDOOR = ['терраса', 'лоджия', 'балкон'] as const
const outdoorOf = (detail: PropertyDetail) => {
  for (const kind of OUTDOOR) {
    const value = factOf(detail, kind)
    if (value) return `${kind} ${value}`
  }
  return null
}

/**
 * The comparison's view of a property: the card, and the living and kitchen areas, floor count, balcony and
 * bathrooms of its page.
 */
export function compareItemOf(detail: PropertyDetail): CompareItem {
  const { layout: _layout, layout_features: _features, default_features: _facts, building_info, section_info, ...card } = detail
  const kitchenLiving = factOf(detail, 'кухня-гостиная')
  return {
    ...card,
    living_area: factOf(detail, 'жилая площадь'),
    kitchen_area: factOf(detail, 'площадь кухни') ?? (kitchenLiving ? `${kitchenLiving} (кухня-гостиная)` : null),
    total_floors: section_info.total_floors || building_info.total_floors || null,
    outdoor: outdoorOf(detail),
    bathrooms: factOf(detail, 'санузлов') ?? factOf(detail, 'санузлы') ?? factOf(detail, 'санузел'),
  }
}
