import { availableCounts, catalogPlaces, propertiesMatching, propertiesWhere } from '@/features/properties'
import { notFound } from '@/server/api'

import { buildBuildingFloors, buildFloorPlan, type FloorSource } from './floors'
import { floorNumberSchema, type BuildingFloors, type FloorPlan, type FloorQuery } from './floors.schema'
import { buildGenplan } from './genplan'
import { buildingIdSchema, type CombinedSections, type Genplan, type GenplanBuilding, type GenplanQuery } from './genplan.schema'

/** The master plan from the catalogue: buildings and sections with their available flats by room count. */
export async function genplan(): Promise<GenplanBuilding[]> {
  const [places, counts] = await Promise.all([catalogPlaces(), availableCounts(['section', 'rooms'], { type: 'flat' })])
  return buildGenplan(places, counts)
}

/** What the floors of a building are built from. */
export async function floorSource(buildingId: number): Promise<FloorSource> {
  const [places, flats] = await Promise.all([catalogPlaces(), propertiesWhere({ type: 'flat', building: buildingId })])
  return { places, flats }
}

const only = (query: GenplanQuery) => (b: GenplanBuilding) => !query.building?.length || query.building.includes(b.id)

/** The master plan (/api/genplan/): buildings with geometry, available flats and their sections. */
export async function getGenplan(query: GenplanQuery): Promise<Genplan> {
  const results = (await genplan()).filter(only(query))
  return { count: results.length, results }
}

/** Reads a building id from a path segment: anything that is not a known id is a 404. */
export function buildingIdFrom(value: unknown): number {
  const parsed = buildingIdSchema.safeParse(value)
  if (!parsed.success) throw notFound('Корпус не найден')
  return parsed.data
}

/** One building of the master plan (/api/genplan/building/{id}/). */
export async function getGenplanBuilding(id: number): Promise<GenplanBuilding> {
  const building = (await genplan()).find((b) => b.id === id)
  if (!building) throw notFound('Корпус не найден')
  return building
}

/** Every section as the tooltip input of SPEC §3 (/api/genplan/buildings-combined-sections/). */
export async function combinedSections(query: GenplanQuery): Promise<CombinedSections> {
  const results = (await genplan()).filter(only(query)).flatMap((b) => b.sections)
  return { count: results.length, results }
}

/** Reads a floor number from a path segment: anything that is not a whole floor number is a 404. */
export function floorFrom(value: unknown): number {
  const parsed = floorNumberSchema.safeParse(value)
  if (!parsed.success || (typeof value === 'string' && !/^-?\d+$/.test(value))) throw notFound('Этаж не найден')
  return parsed.data
}

/** The building's sections with their floors, available flats and min prices (/api/genplan/building/{id}/floors/). */
export async function getBuildingFloors(id: number): Promise<BuildingFloors> {
  const floors = buildBuildingFloors(await floorSource(id), id)
  if (!floors) throw notFound('Корпус не найден')
  return floors
}

/** One section's floor plate with its flats, marked by the filters (/api/genplan/building/{id}/floors/{floor}/). */
export async function getFloorPlan(id: number, floor: number, query: FloorQuery): Promise<FloorPlan> {
  const { section, ...filter } = query
  // The plate's own building and section are not filters of the marks.
  const [source, matches] = await Promise.all([floorSource(id), propertiesMatching({ ...filter, building: undefined, section: undefined })])
  const plan = buildFloorPlan(source, id, floor, section, matches)
  if (!plan) throw notFound('Этаж не найден')
  return plan
}
