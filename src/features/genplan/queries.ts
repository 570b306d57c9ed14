import { getCatalog, memo } from '@/features/properties'
import { notFound } from '@/lib/api'

import { buildBuildingFloors, buildFloorPlan } from './floors'
import { floorNumberSchema, type BuildingFloors, type FloorPlan, type FloorQuery } from './floors.schema'
import { buildGenplan } from './genplan'
import { buildingIdSchema, type CombinedSections, type Genplan, type GenplanBuilding, type GenplanQuery } from './genplan.schema'

async function genplan(): Promise<GenplanBuilding[]> {
  const snapshot = await getCatalog()
  return memo(snapshot, 'genplan', () => buildGenplan(snapshot))
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
  const snapshot = await getCatalog()
  const floors = memo(snapshot, `floors:${id}`, () => buildBuildingFloors(snapshot, id))
  if (!floors) throw notFound('Корпус не найден')
  return floors
}

/** A canonical key of a parsed query: list values sorted, undefined left out. */
function queryKey(query: object): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : v])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  )
}

/** One section's floor plate with its flats, marked by the filters (/api/genplan/building/{id}/floors/{floor}/). */
export async function getFloorPlan(id: number, floor: number, query: FloorQuery): Promise<FloorPlan> {
  const snapshot = await getCatalog()
  const { section, ...filter } = query
  const plan = memo(snapshot, `floor:${id}:${floor}:${queryKey(query)}`, () => buildFloorPlan(snapshot, id, floor, section, filter))
  if (!plan) throw notFound('Этаж не найден')
  return plan
}
