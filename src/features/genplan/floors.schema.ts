import { z } from 'zod'

import { imageSchema } from '@/features/content'
import { withPropertyFilters } from '@/features/properties'

/** A floor number in a path: residential floors of the demo are 2…25; anything outside −10…200 is no floor (404). */
export const floorNumberSchema = z.coerce.number().int().min(-10).max(200)

/** One floor of a section on the building's diagram: its flats, and how many are on sale from what price. */
export const floorSummarySchema = z
  .object({
    floor: z.number().int(),
    flats: z.number().int().describe('Flats on the floor, any status'),
    count: z.number().int().describe('Available flats (the catalogue status: a booking whose hold ran out counts)'),
    min_price: z.number().nullable().describe('₽, the cheapest available flat; null when none is available'),
  })
  .meta({ id: 'FloorSummary' })
export type FloorSummary = z.infer<typeof floorSummarySchema>

export const floorSectionSchema = z
  .object({
    id: z.number().int().describe('Section id (the `section` query value of the floor endpoint)'),
    number: z.number().int(),
    title: z.string(),
    total_floors: z.number().int(),
    count: z.number().int().describe('Available flats in the section'),
    min_price: z.number().nullable(),
    floors: z.array(floorSummarySchema).describe('Floors with flats, top floor first'),
  })
  .meta({ id: 'FloorSection' })
export type FloorSection = z.infer<typeof floorSectionSchema>

const buildingRefSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  total_floors: z.number().int().nullable(),
})

/** GET /api/genplan/building/{id}/floors/: the building's sections with their floors. */
export const buildingFloorsSchema = z
  .object({
    building: buildingRefSchema,
    count: z.number().int().describe('Available flats in the building'),
    min_price: z.number().nullable(),
    sections: z.array(floorSectionSchema),
  })
  .meta({ id: 'BuildingFloors' })
export type BuildingFloors = z.infer<typeof buildingFloorsSchema>

const pointSchema = z.tuple([z.number(), z.number()])

/** A flat on the plate. */
export const plateFlatSchema = z
  .object({
    id: z.number().int().describe('Property id (the card is /flats/{id})'),
    number: z.string().describe('Flat number'),
    riser: z.number().int().nullable().describe('Position on the plate (стояк)'),
    rooms: z.number().int().nullable().describe('0 = studio'),
    rooms_label: z.string().describe("'студия', '2-комн.', '2Е'"),
    area: z.number().describe('m²'),
    price: z.number().describe('₽'),
    status: z.enum(['available', 'booked', 'sold']).describe('The catalogue status: available | booked | sold'),
    status_label: z.string().describe("'в продаже', 'забронирована', 'продана'"),
    outline: z.array(pointSchema).nullable().describe('Polygon on the plate picture, in its pixels; null when none is drawn'),
    matches: z.boolean().describe('Whether the flat passes the catalogue filters of the query (true without filters)'),
  })
  .meta({ id: 'PlateFlat' })
export type PlateFlat = z.infer<typeof plateFlatSchema>

/** GET /api/genplan/building/{id}/floors/{floor}/: one section's floor plate with every flat on it. */
export const floorPlanSchema = z
  .object({
    building: buildingRefSchema,
    section: floorSectionSchema.omit({ floors: true }),
    floor: z.number().int(),
    floors: z.array(z.number().int()).describe("The section's floors with flats, bottom first (for previous/next)"),
    plate: z
      .object({
        image: imageSchema.nullable().describe('The plate picture every floor of the section repeats'),
        width: z.number().describe('Width of the coordinate frame of the outlines (the picture width)'),
        height: z.number(),
      })
      .describe('The floor plan'),
    flats: z.array(plateFlatSchema).describe('Every flat of the floor, by riser'),
    matched: z.number().int().describe('Flats that match the filters'),
  })
  .meta({ id: 'FloorPlan' })
export type FloorPlan = z.infer<typeof floorPlanSchema>

/**
 * Query of the floor endpoint: the section (optional: the building's first section with this floor) and the
 * catalogue filters, which only mark flats (`matches`). Without a `status` filter every status matches.
 */
export const floorQuerySchema = withPropertyFilters({
  section: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('Section id; default: the first section that has this floor'),
})
export type FloorQuery = z.infer<typeof floorQuerySchema>
