import { z } from 'zod'

import { q } from '@/server/api'

/** Query of /api/genplan/ and /api/genplan/buildings-combined-sections/: optionally only some buildings. */
export const genplanQuerySchema = z.object({
  building: q.list(z.coerce.number().int().positive()).optional().describe('Building ids; several allowed'),
})
export type GenplanQuery = z.infer<typeof genplanQuerySchema>

/** A building id in a path; anything else names no building (404). */
export const buildingIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** SPEC §3 properties_info entry: available flats of one room count. */
export const propertiesInfoSchema = z
  .object({
    rooms: z.number().int().describe('0 = studio'),
    count: z.number().int().describe('Available flats (always > 0: empty room types are left out)'),
    min_price: z.number().describe('₽ (the tooltip shows it in millions)'),
  })
  .meta({ id: 'PropertiesInfo' })
export type PropertiesInfo = z.infer<typeof propertiesInfoSchema>

const geometrySchema = z
  .array(z.tuple([z.number(), z.number()]))
  .nullable()
  .describe('Outline on the master plan: [[x, y], …]')
export type Geometry = z.infer<typeof geometrySchema>

/** SPEC §3 Building/section tooltip input: one section with its available flats per room type. */
export const genplanSectionSchema = z
  .object({
    id: z.number().int().describe('Section id (the value of the catalogue `section` filter)'),
    building: z.number().int().nullable().describe('Building number (корпус)'),
    building_id: z.number().int(),
    number: z.number().int().describe('Section number'),
    title: z.string(),
    completion_status: z.string().describe("'стройка' while under construction, otherwise 'дом сдан'"),
    total_floors: z.number().int().nullable(),
    properties_info: z.array(propertiesInfoSchema),
    count: z.number().int().describe('Available flats in the section'),
    min_price: z.number().nullable().describe('₽; null when none is available'),
    geometry: geometrySchema,
  })
  .meta({ id: 'GenplanSection' })
export type GenplanSection = z.infer<typeof genplanSectionSchema>

/** A building on the master plan with its sections. */
export const genplanBuildingSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    completion_status: z.string().describe("'стройка' or 'дом сдан'"),
    completion: z
      .object({ value: z.string(), label: z.string() })
      .describe("The catalogue `completion` filter value: 'completed' or 'YYYY-Q'"),
    ready_year: z.number().int(),
    ready_quarter: z.number().int(),
    total_floors: z.number().int().nullable(),
    properties_info: z.array(propertiesInfoSchema),
    count: z.number().int(),
    min_price: z.number().nullable(),
    geometry: geometrySchema,
    sections: z.array(genplanSectionSchema),
  })
  .meta({ id: 'GenplanBuilding' })
export type GenplanBuilding = z.infer<typeof genplanBuildingSchema>

export const genplanSchema = z.object({ count: z.number().int(), results: z.array(genplanBuildingSchema) }).meta({ id: 'Genplan' })
export type Genplan = z.infer<typeof genplanSchema>

export const combinedSectionsSchema = z
  .object({ count: z.number().int(), results: z.array(genplanSectionSchema) })
  .meta({ id: 'GenplanSections' })
export type CombinedSections = z.infer<typeof combinedSectionsSchema>

/** What the drawn plan and its list show of a section (the tooltip's rows, the name, the outline). */
export type PlanSection = Pick<
  GenplanSection,
  | 'id'
  | 'building'
  | 'building_id'
  | 'number'
  | 'completion_status'
  | 'total_floors'
  | 'properties_info'
  | 'count'
  | 'min_price'
  | 'geometry'
>
/** What the drawn plan and its list show of a building. */
export type PlanBuilding = Pick<GenplanBuilding, 'id' | 'number' | 'name' | 'completion_status' | 'total_floors' | 'geometry'> & {
  sections: PlanSection[]
}
/** What the map and its list render of the master plan (the API's answer is one). */
export interface PlanData {
  results: PlanBuilding[]
}
