import { getCatalog, memo } from '@/features/properties'
import { notFound } from '@/lib/api'

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
