/**
 * The catalogue filter's dimensions: its lists of values, its bounds and patterns, and how one query value is
 * read by them. The API's strict query parser (filter.schema.ts → properties.schema.ts) and the shop's lenient
 * URL parser (shop/filter-state.ts) are both built from these rules, so a value one accepts the other accepts.
 *
 * Client-safe and free of zod on purpose: the shop's filter islands parse the URL in the browser, and zod would
 * add ~20 KB of gzipped JavaScript to /flats, the heaviest page under the CI budget (e2e/budgets.spec.ts).
 * filter.schema.test.ts proves the readers here and the zod schemas agree value by value.
 */
import {
  FEATURE_TAG_VALUES,
  FINISHING_KIND_VALUES,
  ORIENTATION_VALUES,
  PROPERTY_STATUS_VALUES,
  PROPERTY_TYPE_VALUES,
} from '@/cms/option-values'

export type PropertyType = (typeof PROPERTY_TYPE_VALUES)[number]
export type PropertyStatus = (typeof PROPERTY_STATUS_VALUES)[number]
export type FinishingKind = (typeof FINISHING_KIND_VALUES)[number]
export type FeatureTag = (typeof FEATURE_TAG_VALUES)[number]
export type Orientation = (typeof ORIENTATION_VALUES)[number]

/**
 * Orders of the catalogue (SPEC §7 `order`; properties.schema.ts labels them); ties fall back to id, so paging is
 * stable. `price_drop`: the properties whose price fell in the last 30 days first, the largest fall first.
 */
// prettier-ignore
export const PROPERTY_ORDER_VALUES = ['price', '-price', 'area', '-area', 'floor', '-floor', 'price_per_m2', '-price_per_m2', 'price_drop'] as const
export type PropertyOrder = (typeof PROPERTY_ORDER_VALUES)[number]
export const DEFAULT_ORDER: PropertyOrder = 'price'

/**
 * Layout formats of a flat: a euro layout («2Е») has a kitchen-living room counted as a room, so a 2-room
 * filter mixes both kinds; this dimension lets a buyer keep or drop euro layouts. Studios count as classic;
 * properties without rooms (parking, storage) have none.
 */
export const LAYOUT_FORMATS = [
  { value: 'classic', label: 'классическая' },
  { value: 'euro', label: 'евро' },
] as const
export type LayoutFormat = (typeof LAYOUT_FORMATS)[number]['value']

/** The completion filter: 'completed' («дом сдан») or a ready quarter 'YYYY-Q' of a building under construction. */
export const COMPLETED = 'completed'

/** How one query value of a filter is read. */
export type ValueRule =
  /** A whole number within the bounds. */
  | { kind: 'int'; min: number; max: number }
  /** A finite number within the bounds. */
  | { kind: 'number'; min: number; max: number }
  /** One of the values. */
  | { kind: 'one-of'; values: readonly [string, ...string[]] }
  /** Text matching the pattern; `message` is the API's answer when it does not. */
  | { kind: 'pattern'; pattern: RegExp; message: string }

const oneOf = <V extends string>(values: readonly [V, ...V[]]) => ({ kind: 'one-of', values }) as const
const ID = { kind: 'int', min: 1, max: 2_147_483_647 } as const

/** One value of each list filter (`rooms=1,2` is two values). */
export const FILTER_LIST_RULES = {
  type: oneOf(PROPERTY_TYPE_VALUES),
  rooms: { kind: 'int', min: 0, max: 20 },
  layout_format: oneOf(LAYOUT_FORMATS.map((o) => o.value) as [LayoutFormat, ...LayoutFormat[]]),
  building: ID,
  section: ID,
  finishing_kind: oneOf(FINISHING_KIND_VALUES),
  features: oneOf(FEATURE_TAG_VALUES),
  completion: {
    kind: 'pattern',
    pattern: /^(completed|\d{4}-[1-4])$/,
    message: "Ожидается 'completed' или квартал сдачи в виде 'ГГГГ-К', например '2027-4'",
  },
  orientation: oneOf(ORIENTATION_VALUES),
  ids: ID,
  status: oneOf(PROPERTY_STATUS_VALUES),
} as const satisfies Record<string, ValueRule>
export type FilterListKey = keyof typeof FILTER_LIST_RULES

/** The value a rule reads: a number, one of its values, or a string. */
export type RuleValue<R extends ValueRule> = R extends { kind: 'int' | 'number' }
  ? number
  : R extends { kind: 'one-of'; values: readonly (infer V)[] }
    ? V
    : string
/** The values of a list filter once read. */
export type FilterListValue<K extends FilterListKey> = RuleValue<(typeof FILTER_LIST_RULES)[K]>

/** The range filters: each is a `{key}_min` and a `{key}_max`, both inclusive, each within these bounds. */
export const FILTER_RANGE_KEYS = ['price', 'area', 'floor'] as const
export type FilterRangeKey = (typeof FILTER_RANGE_KEYS)[number]
export const FILTER_RANGE_RULES = {
  price: { kind: 'number', min: 0, max: 1e12 },
  area: { kind: 'number', min: 0, max: 1e12 },
  floor: { kind: 'number', min: -10, max: 200 },
} as const satisfies Record<FilterRangeKey, ValueRule>

/** A yes/no filter (`discount`): these spellings mean yes, and these no; any other is refused. */
export const FLAG_YES = ['1', 'true', 'yes', 'on'] as const
export const FLAG_NO = ['0', 'false', 'no', 'off'] as const

/**
 * Reads one query value by its rule as the API's schema does (a number the way `Number()` reads it, as zod's
 * coerce does); undefined where the API would refuse it.
 */
export function readFilterValue<R extends ValueRule>(rule: R, value: string | number): RuleValue<R> | undefined
export function readFilterValue(rule: ValueRule, value: string | number): string | number | undefined {
  switch (rule.kind) {
    case 'int':
    case 'number': {
      const n = Number(value)
      if (!Number.isFinite(n) || (rule.kind === 'int' && !Number.isInteger(n))) return undefined
      return n >= rule.min && n <= rule.max ? n : undefined
    }
    case 'one-of':
      return typeof value === 'string' && rule.values.includes(value) ? value : undefined
    case 'pattern':
      return typeof value === 'string' && rule.pattern.test(value) ? value : undefined
  }
}

/** Reads a yes/no query value: true, false, or undefined for any other text. */
export function readFlag(text: string | undefined): boolean | undefined {
  if ((FLAG_YES as readonly (string | undefined)[]).includes(text)) return true
  return (FLAG_NO as readonly (string | undefined)[]).includes(text) ? false : undefined
}

/** Reads a catalogue order; undefined for anything else. */
export function readOrder(text: string | undefined): PropertyOrder | undefined {
  return PROPERTY_ORDER_VALUES.find((value) => value === text)
}
