import { z } from 'zod'

import { propertyCardSchema } from '@/features/properties'

/** A compared property: its card plus the facts the comparison lines up that a card leaves out. */
export const compareItemSchema = propertyCardSchema
  .extend({
    living_area: z.string().nullable().describe("The layout's «Жилая площадь» as the flat card states it ('18,4 м²'); null when unknown"),
    kitchen_area: z
      .string()
      .nullable()
      .describe("The layout's «Площадь кухни», or «Кухня-гостиная» with '(кухня-гостиная)' after it; null when unknown"),
    total_floors: z.number().int().nullable().describe('Floors of the section (of the building when the section has none)'),
    outdoor: z
      .string()
      .nullable()
      .describe("The layout's «Балкон», «Лоджия» or «Терраса» with its area ('балкон 4,2 м²'); null when the flat has none"),
    bathrooms: z.string().nullable().describe("The layout's «Санузлов» ('2'); null when unknown"),
  })
  .meta({ id: 'CompareItem' })
export type CompareItem = z.infer<typeof compareItemSchema>

/** Answer of GET /api/compare/ and of a shared comparison. */
export const compareListSchema = z
  .object({
    count: z.number().int(),
    results: z.array(compareItemSchema).describe('In the order they were added, at most 4, all of one type'),
  })
  .meta({ id: 'CompareList' })
export type CompareList = z.infer<typeof compareListSchema>
