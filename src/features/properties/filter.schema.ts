/**
 * The zod schema of each catalogue filter value, built from the filter's dimensions (filter-dimensions.ts): the
 * API's query parser (properties.schema.ts) checks each value with these; the shop's URL parser reads the same
 * rules without zod (filter.schema.test.ts proves the two agree).
 */
import { z } from 'zod'

import {
  FILTER_LIST_RULES,
  FILTER_RANGE_RULES,
  FLAG_NO,
  FLAG_YES,
  PROPERTY_ORDER_VALUES,
  type FilterListKey,
  type FilterRangeKey,
  type ValueRule,
} from './filter-dimensions'

type RuleSchema<R extends ValueRule> = R extends { kind: 'int' | 'number' }
  ? z.ZodCoercedNumber<unknown>
  : R extends { kind: 'one-of'; values: readonly (infer V extends string)[] }
    ? z.ZodEnum<{ [K in V]: K }>
    : z.ZodString

/** The schema of one query value read by a rule. */
export function valueSchema<R extends ValueRule>(rule: R): RuleSchema<R>
export function valueSchema(rule: ValueRule): z.ZodType {
  switch (rule.kind) {
    case 'int':
      return z.coerce.number().int().min(rule.min).max(rule.max)
    case 'number':
      return z.coerce.number().finite().min(rule.min).max(rule.max)
    case 'one-of':
      return z.enum(rule.values)
    case 'pattern':
      return z.string().regex(rule.pattern, rule.message)
  }
}

const mapRules = <K extends string, R extends Record<K, ValueRule>>(rules: R) =>
  Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, valueSchema(rule as ValueRule)])) as {
    [P in keyof R]: RuleSchema<R[P]>
  }

/** One value of each list filter: a query with a value that fails its schema is refused. */
export const filterListValues = mapRules<FilterListKey, typeof FILTER_LIST_RULES>(FILTER_LIST_RULES)

/** One bound of each range filter. */
export const filterRangeValues = mapRules<FilterRangeKey, typeof FILTER_RANGE_RULES>(FILTER_RANGE_RULES)

/** A yes/no filter value (`discount`). */
export const filterFlagValue = z.enum([...FLAG_YES, ...FLAG_NO]).transform((v) => (FLAG_YES as readonly string[]).includes(v))

/** A record id as a query value. */
export const idValueSchema = () => valueSchema(FILTER_LIST_RULES.ids)

/** A completion filter value: 'completed' or a ready quarter 'YYYY-Q'. */
export const completionValueSchema = filterListValues.completion

/** The catalogue order values. */
export const orderSchema = z.enum(PROPERTY_ORDER_VALUES)
