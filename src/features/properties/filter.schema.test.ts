import { describe, expect, it } from 'vitest'

import {
  FILTER_LIST_RULES,
  FILTER_RANGE_RULES,
  PROPERTY_ORDER_VALUES,
  readFilterValue,
  readFlag,
  readOrder,
  type ValueRule,
} from './filter-dimensions'
import { filterFlagValue, filterListValues, filterRangeValues, orderSchema } from './filter.schema'
import { propertyFilterSchema } from './properties.schema'

/** Texts around a rule's edges, and texts no rule should take. */
function samples(rule: ValueRule): string[] {
  const junk = ['', 'abc', '<b>', '1e1', '0x10', 'Infinity', 'NaN', '1,5', '1.5', '-1', '0', '1', '12abc', 'DROP TABLE']
  switch (rule.kind) {
    case 'int':
    case 'number':
      return [
        ...junk,
        ...[rule.min - 1, rule.min - 0.5, rule.min, rule.min + 0.5, rule.max - 0.5, rule.max, rule.max + 0.5, rule.max + 1].map(String),
        `${rule.max}0`,
      ]
    case 'one-of':
      return [...junk, ...rule.values, ...rule.values.map((v) => v.toUpperCase()), ...rule.values.map((v) => `${v}x`)]
    case 'pattern':
      return [...junk, 'completed', '2027-4', '2027-5', '2027-0', '27-4', '2027-44', 'completedx']
  }
}

const schemaRead = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, text: unknown) => {
  const result = schema.safeParse(text)
  return result.success ? result.data : undefined
}

describe('the filter rules and the API schemas built from them agree value by value', () => {
  for (const [key, rule] of Object.entries(FILTER_LIST_RULES)) {
    it(`list value of ${key}`, () => {
      const schema = filterListValues[key as keyof typeof filterListValues]
      for (const text of samples(rule)) expect(readFilterValue(rule, text), `${key}=${text}`).toEqual(schemaRead(schema, text))
    })
  }

  for (const [key, rule] of Object.entries(FILTER_RANGE_RULES)) {
    it(`range bound of ${key}`, () => {
      const schema = filterRangeValues[key as keyof typeof filterRangeValues]
      for (const text of samples(rule)) {
        expect(readFilterValue(rule, text), `${key}=${text}`).toEqual(schemaRead(schema, text))
        const n = Number(text)
        if (Number.isFinite(n)) expect(readFilterValue(rule, n), `${key}=${n}`).toEqual(schemaRead(schema, n))
      }
    })
  }

  it('yes/no and order', () => {
    for (const text of ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', 'maybe', 'TRUE', '', undefined])
      expect(readFlag(text), String(text)).toEqual(schemaRead(filterFlagValue, text))
    for (const text of [...PROPERTY_ORDER_VALUES, 'similarity', 'PRICE', '', 'price ', undefined])
      expect(readOrder(text), String(text)).toEqual(schemaRead(orderSchema, text))
  })

  it('the query schema takes a value exactly when its rule reads it', () => {
    for (const [key, rule] of Object.entries(FILTER_LIST_RULES)) {
      // In a query a comma separates list values: '1,5' is two of them.
      for (const text of samples(rule).filter((t) => t && !t.includes(','))) {
        const parsed = propertyFilterSchema.safeParse({ [key]: text })
        const read = readFilterValue(rule, text)
        expect(parsed.success, `${key}=${text}`).toBe(read !== undefined)
        if (parsed.success) expect((parsed.data as Record<string, unknown>)[key]).toEqual([read])
      }
    }
    for (const [key, rule] of Object.entries(FILTER_RANGE_RULES)) {
      for (const text of samples(rule).filter(Boolean)) {
        const parsed = propertyFilterSchema.safeParse({ [`${key}_min`]: text })
        expect(parsed.success, `${key}_min=${text}`).toBe(readFilterValue(rule, text) !== undefined)
      }
    }
  })
})
