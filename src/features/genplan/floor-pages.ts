/** Server reads of the floor-choice pages: the building with its floors, and one floor of every section that has it. */
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { validateRouteParams } from '@/features/navigation'
import { loadPageData } from '@/features/shell'

import { buildBuildingFloors, buildFloorPlan, sectionsOf } from './floors'
import type { BuildingFloors, FloorPlan } from './floors.schema'
import { floorSource, genplan } from './queries'
import type { GenplanBuilding } from './genplan.schema'

export interface BuildingPageData {
  floors: BuildingFloors
  /** The building as the master plan shows it (completion, address). */
  building: GenplanBuilding
}

export interface FloorPageData extends BuildingPageData {
  floor: number
  /** Floors with flats in any section, bottom first: the side list and previous/next. */
  allFloors: number[]
  /** This floor of every section that has it, by section number. */
  plans: FloorPlan[]
}

/** The building page's data; an id that is not a building answers 404 (the proxy lets only digits through). */
export const loadBuildingPage = cache(async (id: string): Promise<BuildingPageData> => {
  if (!validateRouteParams('flats-building-id', { id })) notFound()
  const data = await loadPageData(async () => {
    const [source, plan] = await Promise.all([floorSource(Number(id)), genplan()])
    const floors = buildBuildingFloors(source, Number(id))
    const building = plan.find((b) => b.id === Number(id))
    return floors && building ? { floors, building } : null
  })
  if (!data) notFound()
  return data
})

/** The floor page's data: 404 unless the building exists and some section has flats on this floor. */
export const loadFloorPage = cache(async (id: string, floorParam: string): Promise<FloorPageData> => {
  if (!validateRouteParams('flats-building-id-floor-floor', { id, floor: floorParam })) notFound()
  const floor = Number(floorParam)
  const page = await loadBuildingPage(id)
  const plans = await loadPageData(async () => {
    const source = await floorSource(Number(id))
    return sectionsOf(source.places, Number(id)).flatMap((s) => buildFloorPlan(source, Number(id), floor, s.id, null) ?? [])
  })
  if (plans.length === 0) notFound()
  const allFloors = [...new Set(page.floors.sections.flatMap((s) => s.floors.map((f) => f.floor)))].sort((a, b) => a - b)
  return { ...page, floor, allFloors, plans }
})

/** The floor of one flat on its section's plate, for the card's «на этаже» tab; null when the plate has no outline for it. */
export async function flatFloorPlan(flat: {
  id: number
  building_id: number
  section_id: number
  floor: number
}): Promise<FloorPlan | null> {
  const plan = buildFloorPlan(await floorSource(flat.building_id), flat.building_id, flat.floor, flat.section_id, null)
  return plan?.flats.some((f) => f.id === flat.id && f.outline) ? plan : null
}
