import { labelOf, PROPERTY_STATUSES } from '@/cms/options'
import {
  compileFilter,
  failures,
  roomsLabel,
  statusAt,
  type BuildingRecord,
  type PropertyFilter,
  type SectionRecord,
  type Snapshot,
} from '@/features/properties'

import type { BuildingFloors, FloorPlan, FloorSection, FloorSummary, PlateFlat } from './floors.schema'
import { toGeometry } from './genplan'

/**
 * The coordinate frame of a plate picture whose size the media library does not know (an SVG without
 * width and height): the seed draws its plates at this size (src/cms/seed/art/floor-plate.ts).
 */
export const DEFAULT_PLATE_SIZE = { width: 1600, height: 1000 } as const

/** Every flat of a building by section and floor: item indexes in riser (then id) order. */
export function flatsByFloor(snapshot: Snapshot, buildingId: number): Map<number, Map<number, number[]>> {
  const bySection = new Map<number, Map<number, number[]>>()
  for (let i = 0; i < snapshot.size; i++) {
    const r = snapshot.items[i]!
    if (r.type !== 'flat' || r.building !== buildingId) continue
    const floors = bySection.get(r.section) ?? new Map<number, number[]>()
    const list = floors.get(r.floor) ?? []
    list.push(i)
    floors.set(r.floor, list)
    bySection.set(r.section, floors)
  }
  for (const floors of bySection.values()) {
    for (const list of floors.values()) {
      list.sort((a, b) => (snapshot.items[a]!.riser ?? Infinity) - (snapshot.items[b]!.riser ?? Infinity) || a - b)
    }
  }
  return bySection
}

/** Available count and min price of item indexes, by the catalogue's own status (holds that ran out count). */
function availability(snapshot: Snapshot, indexes: readonly number[]): { count: number; min_price: number | null } {
  let count = 0
  let min: number | null = null
  for (const i of indexes) {
    if (statusAt(snapshot, i) !== 'available') continue
    count++
    const price = snapshot.items[i]!.price
    if (min === null || price < min) min = price
  }
  return { count, min_price: min }
}

const buildingRef = (b: BuildingRecord) => ({ id: b.id, number: b.number, name: b.name, address: b.address, total_floors: b.total_floors })

function sectionSummary(snapshot: Snapshot, section: SectionRecord, floors: Map<number, number[]> | undefined): FloorSection {
  const list: FloorSummary[] = [...(floors ?? [])]
    .sort(([a], [b]) => b - a)
    .map(([floor, indexes]) => ({ floor, flats: indexes.length, ...availability(snapshot, indexes) }))
  return {
    id: section.id,
    number: section.number,
    title: section.title,
    total_floors: section.total_floors,
    ...availability(snapshot, [...(floors?.values() ?? [])].flat()),
    floors: list,
  }
}

/** The sections of a building, by number. */
export function sectionsOf(snapshot: Snapshot, buildingId: number): SectionRecord[] {
  return [...snapshot.sections.values()].filter((s) => s.building === buildingId).sort((a, b) => a.number - b.number || a.id - b.id)
}

/** The building's floors per section (GET /api/genplan/building/{id}/floors/); null for an unknown building. */
export function buildBuildingFloors(snapshot: Snapshot, buildingId: number): BuildingFloors | null {
  const building = snapshot.buildings.get(buildingId)
  if (!building) return null
  const flats = flatsByFloor(snapshot, buildingId)
  const sections = sectionsOf(snapshot, buildingId).map((s) => sectionSummary(snapshot, s, flats.get(s.id)))
  const all = [...flats.values()].flatMap((floors) => [...floors.values()].flat())
  return { building: buildingRef(building), ...availability(snapshot, all), sections }
}

const STATUS_TEXT = (status: string) => labelOf(PROPERTY_STATUSES, status).toLowerCase()

/**
 * Which items pass the catalogue filters, for marking flats on a plate: the building and section are the
 * plate's own, and without a status filter every status passes (a sold flat is shown as sold, not dimmed).
 */
export function filterMarks(snapshot: Snapshot, filter: PropertyFilter): Uint16Array {
  const compiled = compileFilter(snapshot, {
    ...filter,
    building: undefined,
    section: undefined,
    status: filter.status?.length ? filter.status : ['available', 'booked', 'sold'],
  })
  return failures(snapshot, compiled)
}

/**
 * One section's floor with its plate and every flat on it (GET /api/genplan/building/{id}/floors/{floor}/);
 * null when the building, the section (in this building) or the floor (with flats in it) does not exist.
 * `sectionId` undefined: the building's first section that has this floor.
 */
export function buildFloorPlan(
  snapshot: Snapshot,
  buildingId: number,
  floor: number,
  sectionId: number | undefined,
  filter: PropertyFilter,
): FloorPlan | null {
  const building = snapshot.buildings.get(buildingId)
  if (!building) return null
  const flats = flatsByFloor(snapshot, buildingId)
  const section = sectionsOf(snapshot, buildingId).find((s) => (sectionId === undefined ? flats.get(s.id)?.has(floor) : s.id === sectionId))
  const floors = section ? flats.get(section.id) : undefined
  const indexes = floors?.get(floor)
  if (!section || !floors || !indexes) return null
  const fail = filterMarks(snapshot, filter)
  const outlines = new Map(section.floor_plan_flats.map((row) => [row.riser, toGeometry(row.outline)]))
  const plateFlats: PlateFlat[] = indexes.map((i) => {
    const r = snapshot.items[i]!
    const status = statusAt(snapshot, i)
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
      matches: fail[i] === 0,
    }
  })
  const { floors: _floors, ...summary } = sectionSummary(snapshot, section, floors)
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
