/**
 * The stored values of the catalogue vocabularies the shop filters by; options.ts gives each its label. Apart from
 * the labels so the browser can check a filter value in the URL without downloading every vocabulary of the CMS
 * (features/properties/filter-dimensions.ts; the /flats JavaScript budget has no room for them).
 */
export const PROPERTY_TYPE_VALUES = ['flat', 'parking', 'storage', 'commercial'] as const
export const PROPERTY_STATUS_VALUES = ['available', 'booked', 'sold'] as const
/**
 * The statuses a property is stored with: the public ones, and `off_sale` — a flat a full price list left out. The
 * site shows an off-sale flat as not for sale (as sold), so the public vocabulary and its filters stay the three above.
 */
export const STORED_PROPERTY_STATUS_VALUES = [...PROPERTY_STATUS_VALUES, 'off_sale'] as const
export const FINISHING_KIND_VALUES = ['none', 'white_box', 'finish', 'furnished'] as const
export const FEATURE_TAG_VALUES = [
  'corner_glazing',
  'terrace',
  'master_bedroom',
  'walk_in_closet',
  'water_view',
  'high_ceilings',
  'two_bathrooms',
  'kitchen_living',
  'dual_aspect',
] as const
export const ORIENTATION_VALUES = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const
