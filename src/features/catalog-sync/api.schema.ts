import { z } from 'zod'

import { STORED_PROPERTY_STATUS_VALUES } from '@/cms/option-values'

/** The most rows one push may carry: a whole catalogue of 20,000 flats and room to spare. */
export const MAX_PUSH_ROWS = 50_000
/** ~80 bytes a row: 50,000 rows fit. */
export const MAX_PUSH_BYTES = 8 * 1024 * 1024

const money = z.number().finite().max(100_000_000_000)

/** One property of a CRM's push. */
export const pushRowSchema = z
  .object({
    code: z.string().trim().min(1, 'Укажите код помещения').max(64).describe("The property's «Код в CRM» (ref_id)"),
    price: money.optional().describe('The price in roubles; with discount_percent, the price before the discount'),
    old_price: money.optional().describe('The struck-out price shown beside a lower price'),
    discount_percent: z
      .number()
      .min(0)
      .max(99)
      .optional()
      .describe('A discount off `price`: the site shows the discounted price and `price` struck out'),
    status: z.enum(STORED_PROPERTY_STATUS_VALUES).optional().describe('available | booked | sold | off_sale'),
  })
  .refine((row) => row.price !== undefined || row.status !== undefined || row.old_price !== undefined, {
    message: 'Укажите цену или статус',
  })

/** POST /api/catalog/imports/ */
export const pushBodySchema = z.object({
  mode: z
    .enum(['preview', 'apply'])
    .describe('preview: only the plan, nothing written; apply: plan and apply (guarded changes wait for an admin)'),
  list: z
    .enum(['partial', 'full'])
    .default('partial')
    .describe(
      'partial: only the rows given change; full: the list is the whole catalogue, on-sale properties missing from it are taken off sale',
    ),
  rows: z.array(pushRowSchema).min(1, 'Список пуст').max(MAX_PUSH_ROWS, `Не больше ${MAX_PUSH_ROWS} строк за раз`),
})
export type PushBody = z.infer<typeof pushBodySchema>

const statusEnum = z.enum(STORED_PROPERTY_STATUS_VALUES)

/** The answer: the import record with its plan (and, once applied, what was written). */
export const importSchema = z.object({
  id: z.number().int().describe('The import record (admin: Каталог → Импорты прайса)'),
  status: z
    .enum(['planned', 'awaiting', 'applied', 'rolled_back', 'failed'])
    .describe('planned (a preview) | awaiting (guarded changes wait for an admin: nothing written) | applied | rolled_back | failed'),
  list: z.enum(['partial', 'full']),
  source: z.object({ kind: z.enum(['file', 'api', 'connector']), name: z.string() }),
  counts: z.object({
    rows: z.number().int(),
    price_changes: z.number().int(),
    status_changes: z.number().int(),
    unchanged: z.number().int(),
    unknown: z.number().int(),
    errors: z.number().int(),
    duplicates: z.number().int(),
    missing: z.number().int().describe('Full list: on-sale properties it left out, taken off sale'),
    conflicts: z.number().int().describe("Holds of this site's bookings kept against the CRM's status"),
    guarded: z
      .number()
      .int()
      .describe('Changes that wait for an admin: a price move over the threshold, a price ≤ 0, a sold flat back on sale'),
  }),
  changes: z.array(
    z.object({
      code: z.string(),
      row: z.number().int().nullable().describe('1-based index in `rows`; null for a property a full list left out'),
      price_before: z.number(),
      price: z.number(),
      old_price_before: z.number().nullable(),
      old_price: z.number().nullable(),
      status_before: statusEnum,
      status: statusEnum,
    }),
  ),
  unknown: z.array(z.object({ row: z.number().int(), code: z.string() })),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  duplicates: z
    .array(z.object({ code: z.string(), rows: z.array(z.number().int()) }))
    .describe('Codes sent more than once: none of their rows applied'),
  conflicts: z.array(z.object({ row: z.number().int().nullable(), code: z.string(), message: z.string() })),
  guards: z.array(
    z.object({
      row: z.number().int().nullable(),
      code: z.string(),
      kind: z.enum(['price_jump', 'non_positive_price', 'sold_back_on_sale', 'mass_off_sale', 'full_list_errors']),
      message: z.string(),
    }),
  ),
  message: z.string().nullable(),
})
export type ImportDto = z.infer<typeof importSchema>
