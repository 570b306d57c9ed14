import { labelOf, PROPERTY_STATUSES } from '@/cms/options'
import { roomsLabel, type BuildingRecord, type CatalogPlaces, type CatalogProperty, type SectionRecord } from '@/features/properties'

import type { BuildingFloors, FloorPlan, FloorSection, FloorSummary, PlateFlat } from './floors.schema'
import { toGeometry } from './genplan'

/**
 * The coordinate frame of a plate picture whose size the media library does not know (an SVG without
 * width and height): the seed draws its plates at this size (src/cms/seed/art/floor-plate.ts).
 */
export const DEFAULT_PLATE_SIZE = { width: 1600, height: 1000 } as const

/** What a building's floors are built from: the buildings and sections, and the building's flats (any status). */
export interface FloorSource {
  places: CatalogPlaces
  /** The building's flats (propertiesWhere({ type: 'flat', building })), in id order. */
  flats: readonly CatalogProperty[]
}

/** Every flat of a building by section and floor, in riser (then id) order. */
export function flatsByFloor(flats: readonly CatalogProperty[]): Map<number, Map<number, CatalogProperty[]>> {
  const bySection = new Map<number, Map<number, CatalogProperty[]>>()
  for (const r of flats) {
    if (r.type !== 'flat') continue
    const floors = bySection.get(r.section) ?? new Map<number, CatalogProperty[]>()
    const list = floors.get(r.floor) ?? []
    list.push(r)
    floors.set(r.floor, list)
    bySection.set(r.section, floors)
  }
  for (const floors of bySection.values()) {
    for (const list of floors.values()) list.sort((a, b) => (a.riser ?? Infinity) - (b.riser ?? Infinity) || a.id - b.id)
  }
  return bySection
}

/** Available count and min price of flats, by the catalogue's own status (holds that ran out count). */
function availability(flats: readonly CatalogProperty[]): { count: number; min_price: number | null } {
  let count = 0
  let min: number | null = null
  for (const r of flats) {
    if (r.status !== 'available') continue
    count++
    if (min === null || r.price < min) min = r.price
  }
  return { count, min_price: min }
}

const buildingRef = (b: BuildingRecord) => ({ id: b.id, number: b.number, name: b.name, address: b.address, total_floors: b.total_floors })

function sectionSummary(section: SectionRecord, floors: Map<number, CatalogProperty[]> | undefined): FloorSection {
  const list: FloorSummary[] = [...(floors ?? [])]
    .sort(([a], [b]) => b - a)
    .map(([floor, flats]) => ({ floor, flats: flats.length, ...availability(flats) }))
  return {
    id: section.id,
    number: section.number,
    title: section.title,
    total_floors: section.total_floors,
    ...availability([...(floors?.values() ?? [])].flat()),
    floors: list,
  }
}

/** The sections of a building, by number. */
export function sectionsOf(places: CatalogPlaces, buildingId: number): SectionRecord[] {
  return places.sections.filter((s) => s.building === buildingId)
}

/** The building's floors per section (GET /api/genplan/building/{id}/floors/); null for an unknown building. */
export function buildBuildingFloors({ places, flats: all }: FloorSource, buildingId: number): BuildingFloors | null {
  const building = places.buildings.find((b) => b.id === buildingId)
  if (!building) return null
  const flats = flatsByFloor(all)
  const sections = sectionsOf(places, buildingId).map((s) => sectionSummary(s, flats.get(s.id)))
  const listed = [...flats.values()].flatMap((floors) => [...floors.values()].flat())
  return { building: buildingRef(building), ...availability(listed), sections }
}

const STATUS_TEXT = (status: string) => labelOf(PROPERTY_STATUSES, status).toLowerCase()

/**
 * One section's floor with its plate and every flat on it (GET /api/genplan/building/{id}/floors/{floor}/);
 * null when the building, the section (in this building) or the floor (with flats in it) does not exist.
 * `sectionId` undefined: the building's first section that has this floor.
 */
export function buildFloorPlan(
  { places, flats: all }: FloorSource,
  buildingId: number,
  floor: number,
  sectionId: number | undefined,
  matches: ReadonlySet<number> | null,
): FloorPlan | null {
  const building = places.buildings.find((b) => b.id === buildingId)
  if (!building) return null
  const flats = flatsByFloor(all)
  const section = sectionsOf(places, buildingId).find((s) => (sectionId === undefined ? flats.get(s.id)?.has(floor) : s.id === sectionId))
  const floors = section ? flats.get(section.id) : undefined
  const onFloor = floors?.get(floor)
  if (!section || !floors || !onFloor) return null
  const outlines = new Map(section.floor_plan_flats.map((row) => [row.riser, toGeometry(row.outline)]))
  const plateFlats: PlateFlat[] = onFloor.map((r) => {
    const status = r.status
    return {
      id: r.id,
      number: r.number,
      riser: r.riser,
      rooms: r.rooms,
      rooms_label: roomsLabel(r.rooms, r.is_euro),
      area: r.area,
      price: r.price,
      status,
      status_label: STATUS_TEXT(status),
      outline: r.riser === null ? null : (outlines.get(r.riser) ?? null),
      matches: matches === null || matches.has(r.id),
    }
  })
  const { floors: _floors, ...summary } = sectionSummary(section, floors)
  const image = section.floor_plan
  return {
    building: buildingRef(building),
    section: summary,
    floor,
    floors: [...floors.keys()].sort((a, b) => a - b),
    plate: {
      image,
      width: image?.width ?? DEFAULT_PLATE_SIZE.width,
      height: image?.height ?? DEFAULT_PLATE_SIZE.height,
    },
    flats: plateFlats,
    matched: plateFlats.filter((f) => f.matches).length,
  }
}
