/** The floor-choice pages for the app's page files: screens and their metadata (server only). */
import type { Metadata } from 'next'

import { buildingPath, floorPath } from '@/features/navigation'

import { BuildingScreen, buildingTitle } from './building-screen'
import { loadBuildingPage, loadFloorPage } from './floor-pages'
import { FloorScreen, floorTitle } from './floor-screen'
import { floorSummaryText } from './floor-texts'

type PageMetadata = (path: string, fallback: { title: string; description: string }) => Promise<Metadata>

/** Title, description and canonical of /flats/building/{id}. */
export async function buildingMetadata(id: string, pageMetadata: PageMetadata): Promise<Metadata> {
  const { floors, building } = await loadBuildingPage(id)
  return pageMetadata(buildingPath(building.id), {
    title: buildingTitle(building.name),
    description: `${building.name} ЖК «Новая Заря», ${building.completion.label.toLowerCase()}: ${floorSummaryText(floors)}. Выберите этаж и квартиру на плане.`,
  })
}

/** Title, description and canonical of /flats/building/{id}/floor/{n}. */
export async function floorMetadata(id: string, floor: string, pageMetadata: PageMetadata): Promise<Metadata> {
  const page = await loadFloorPage(id, floor)
  const available = page.plans.flatMap((p) => p.flats).filter((f) => f.status === 'available')
  const summary = floorSummaryText({
    count: available.length,
    min_price: available.length ? Math.min(...available.map((f) => f.price)) : null,
  })
  return pageMetadata(floorPath(page.building.id, page.floor), {
    title: floorTitle(page.floor, page.building.name),
    description: `План ${page.floor} этажа, ${page.building.name.toLowerCase()} ЖК «Новая Заря»: ${summary}. Площади, цены и статусы квартир.`,
  })
}

export { BuildingScreen, FloorScreen }
