import { z } from 'zod'

import { imageSchema } from '@/features/content'
import { q } from '@/server/api'

/** Query of /api/progress/: one year's cards (all years when absent), newest first. */
export const progressQuerySchema = z.object({
  // An empty value (`?year=`) means all years, as forms send empty fields.
  year: z
    .preprocess((v) => (v === '' ? undefined : v), q.int().min(2000).max(2100).optional())
    .describe('Construction year, e.g. 2025; all years when absent'),
  limit: q.limit(50, 200),
  offset: q.offset(),
})

/** Query of /api/progress/facets/: the year is the only dimension, so its own value is left out. */
export const progressFacetsQuerySchema = z.object({ year: progressQuerySchema.shape.year })

/** Path parameter of /api/progress/{id}/. */
export const progressIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

export type ProgressQuery = z.infer<typeof progressQuerySchema>

export const photoSchema = imageSchema.extend({ caption: z.string().nullable() }).meta({ id: 'Photo' })

/** A monthly construction report. */
export const progressCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    date: z.string().describe('Report date, YYYY-MM-DD'),
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    text: z.string().nullable(),
    photos: z.array(photoSchema),
  })
  .meta({ id: 'ProgressCard' })

export type ProgressCardDto = z.infer<typeof progressCardSchema>

export const progressListSchema = z.object({
  count: z.number().int(),
  results: z.array(progressCardSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  hasNext: z.boolean(),
})

export type ProgressList = z.infer<typeof progressListSchema>

export const progressSpecsSchema = z.object({
  year: z.array(z.object({ value: z.number().int(), label: z.string() })).describe('Years with reports, newest first'),
  default_year: z.number().int().nullable().describe('The newest year, selected when the page opens'),
})

export type ProgressSpecs = z.infer<typeof progressSpecsSchema>

export const progressFacetsSchema = z.object({
  count: z.number().int(),
  year: z.array(z.object({ value: z.number().int(), label: z.string(), count: z.number().int() })),
})

export type ProgressFacets = z.infer<typeof progressFacetsSchema>

/** The progress page's promo banner (placement 'progress'). */
export const progressPromoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string().nullable(),
    image: imageSchema.nullable(),
    button_text: z.string().nullable(),
    url: z.string().nullable(),
    valid_until: z.string().nullable(),
  })
  .meta({ id: 'ProgressPromo' })

export type ProgressPromoDto = z.infer<typeof progressPromoSchema>

export const cameraSchema = z
  .object({ id: z.number().int(), title: z.string(), stream_url: z.string().describe('HLS (.m3u8)'), poster: imageSchema.nullable() })
  .meta({ id: 'Camera' })

export type CameraDto = z.infer<typeof cameraSchema>

export const camerasSchema = z.object({ count: z.number().int(), results: z.array(cameraSchema) })

export const cameraStatusSchema = z
  .object({ online: z.boolean().describe('The camera’s HLS playlist answers now: the site offers its play button') })
  .meta({ id: 'CameraStatus' })

export type CameraStatusDto = z.infer<typeof cameraStatusSchema>

export const panoramaCardSchema = z
  .object({
    title: z.string().nullable(),
    text: z.string().nullable(),
    image: imageSchema.nullable(),
    date: z.string().nullable(),
    year: z.number().int().nullable(),
  })
  .meta({ id: 'PanoramaCard' })

export type PanoramaCardDto = z.infer<typeof panoramaCardSchema>
