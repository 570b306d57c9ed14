/** Server reads of the floor-choice pages: the building with its floors, and one floor of every section that has it. */
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { validateRouteParams } from '@/features/navigation'
import { getCatalog, memo } from '@/features/properties'
import { loadPageData } from '@/features/shell'

import { buildBuildingFloors, buildFloorPlan, sectionsOf } from './floors'
import type { BuildingFloors, FloorPlan } from './floors.schema'
import { buildGenplan } from './genplan'
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
    const snapshot = await getCatalog()
    const floors = memo(snapshot, `floors:${id}`, () => buildBuildingFloors(snapshot, Number(id)))
    const building = memo(snapshot, 'genplan', () => buildGenplan(snapshot)).find((b) => b.id === Number(id))
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
    const snapshot = await getCatalog()
    return memo(snapshot, `floor-page:${id}:${floor}`, () =>
      sectionsOf(snapshot, Number(id)).flatMap((s) => buildFloorPlan(snapshot, Number(id), floor, s.id, {}) ?? []),
    )
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
  const snapshot = await getCatalog()
  const plan = memo(snapshot, `floor:${flat.building_id}:${flat.floor}:${flat.section_id}`, () =>
    buildFloorPlan(snapshot, flat.building_id, flat.floor, flat.section_id, {}),
  )
  return plan?.flats.some((f) => f.id === flat.id && f.outline) ? plan : null
}
