/**
 * The шахматка of a building: for each section a grid of floors (rows, top floor first) by risers
 * (columns), each cell one flat with its rooms, area, price and status, marked by the list's filters. Pure: it
 * reads what the catalogue's queries answer (ChessSource), so the page and its tests build the same grid.
 */
import { labelOf, PROPERTY_STATUSES } from '@/cms/options'
import { flatsByFloor, sectionsOf } from '@/features/genplan'
import { roomsLabel, type CatalogPlaces, type CatalogProperty, type PropertyStatus } from '@/features/properties'

/** What a шахматка is built from: the catalogue's places, its flats and the ids the list's filters pass. */
export interface ChessSource {
  places: CatalogPlaces
  /** Every flat, any status (propertiesWhere({ type: 'flat' })); `status` is the effective one. */
  flats: readonly CatalogProperty[]
  /** Flats that pass the list's filters without their building and section (propertiesMatching). */
  matching: ReadonlySet<number>
}

export interface ChessCell {
  id: number
  number: string
  /** The grid's short rooms mark: 'С' for a studio, '2' for two rooms, '2Е' for a euro layout. */
  rooms_short: string
  /** The rooms as the cards name them: 'студия', '2-комн.', '2Е'. */
  rooms_label: string
  area: number
  price: number
  status: PropertyStatus
  /** 'в продаже', 'забронирована', 'продана'. */
  status_label: string
  /** Whether the flat passes the list's filters (the others are dimmed, never hidden). */
  matches: boolean
}

export interface ChessRow {
  floor: number
  /** One entry per column of the section; null where this floor has no flat on that riser. */
  cells: (ChessCell | null)[]
}

export interface ChessSection {
  id: number
  number: number
  title: string
  /** The column headings: a riser number, or null for a column of flats without a riser. */
  risers: (number | null)[]
  rows: ChessRow[]
  total: number
  matched: number
  /** Flats in sale (holds that ran out count). */
  available: number
}

export interface ChessBuildingRef {
  id: number
  number: number
  name: string
}

export interface ChessGrid {
  building: ChessBuildingRef & { address: string | null; total_floors: number | null }
  /** Every building with flats, by number: the building switcher. */
  buildings: ChessBuildingRef[]
  /** Every section of the building with flats: the section switcher. */
  sections: { id: number; number: number }[]
  /** The one section shown, or null for all of them. */
  section: number | null
  grids: ChessSection[]
  total: number
  matched: number
  available: number
}

/** The grid's short rooms mark: 'С', '1', '2Е'. */
export function chessRoomsMark(rooms: number | null, isEuro: boolean): string {
  if (rooms === null) return '—'
  if (rooms === 0) return 'С'
  return isEuro ? `${rooms}Е` : String(rooms)
}

/** The buildings that have flats, by number. */
export function chessBuildings({ places, flats }: ChessSource): ChessBuildingRef[] {
  const withFlats = new Set(flats.map((r) => r.building))
  return places.buildings.filter((b) => withFlats.has(b.id)).map((b) => ({ id: b.id, number: b.number, name: b.name }))
}

/**
 * The building a шахматка shows: the one asked for; without one, the building of the section asked for, or
 * else the first building. null when the building asked for has no flats (the page answers 404).
 */
export function chessBuildingId(source: ChessSource, building: number | undefined, section: number | undefined): number | null {
  const buildings = chessBuildings(source)
  if (building !== undefined) return buildings.some((b) => b.id === building) ? building : null
  const ofSection = section === undefined ? undefined : source.places.sections.find((s) => s.id === section)?.building
  if (ofSection !== undefined && buildings.some((b) => b.id === ofSection)) return ofSection
  return buildings[0]?.id ?? null
}

/** Columns of one section: its risers in order, then as many riser-less columns as its fullest floor needs. */
function sectionGrid(floors: Map<number, CatalogProperty[]>, matching: ReadonlySet<number>): Omit<ChessSection, 'id' | 'number' | 'title'> {
  const risers = [...new Set([...floors.values()].flat().map((r) => r.riser))].filter((r): r is number => r !== null).sort((a, b) => a - b)
  const column = new Map(risers.map((r, at) => [r, at]))
  let spare = 0
  const placed = new Map<number, Map<number, CatalogProperty>>()
  for (const [floor, list] of floors) {
    const row = new Map<number, CatalogProperty>()
    let extra = 0
    for (const flat of list) {
      const at = flat.riser === null ? undefined : column.get(flat.riser)
      // A flat without a riser, or a second flat on a riser (bad data), still shows: in a column of its own.
      if (at !== undefined && !row.has(at)) row.set(at, flat)
      else row.set(risers.length + extra++, flat)
    }
    spare = Math.max(spare, extra)
    placed.set(floor, row)
  }
  const width = risers.length + spare
  let total = 0
  let matched = 0
  let available = 0
  const rows: ChessRow[] = [...placed]
    .sort(([a], [b]) => b - a)
    .map(([floor, row]) => ({
      floor,
      cells: Array.from({ length: width }, (_, at) => {
        const r = row.get(at)
        if (r === undefined) return null
        const status = r.status
        const matches = matching.has(r.id)
        total++
        if (matches) matched++
        if (status === 'available') available++
        return {
          id: r.id,
          number: r.number,
          rooms_short: chessRoomsMark(r.rooms, r.is_euro),
          rooms_label: roomsLabel(r.rooms, r.is_euro),
          area: r.area,
          price: r.price,
          status,
          status_label: labelOf(PROPERTY_STATUSES, status).toLowerCase(),
          matches,
        }
      }),
    }))
  return { risers: [...risers, ...Array.from({ length: spare }, () => null)], rows, total, matched, available }
}

/**
 * The шахматка of one building: every section with flats (or only `sectionId`, when it is one of them), its
 * cells marked by `filter` (the building and section of the filter are the grid's own and do not dim). null
 * for a building without flats.
 */
export function buildChess(source: ChessSource, buildingId: number, sectionId: number | undefined): ChessGrid | null {
  const building = source.places.buildings.find((b) => b.id === buildingId)
  const flats = flatsByFloor(source.flats.filter((r) => r.building === buildingId))
  if (!building || flats.size === 0) return null
  const sections = sectionsOf(source.places, buildingId).filter((s) => flats.has(s.id))
  const chosen = sections.some((s) => s.id === sectionId) ? sectionId! : null
  const grids = sections
    .filter((s) => chosen === null || s.id === chosen)
    .map((s) => ({ id: s.id, number: s.number, title: s.title, ...sectionGrid(flats.get(s.id)!, source.matching) }))
  return {
    building: {
      id: building.id,
      number: building.number,
      name: building.name,
      address: building.address,
      total_floors: building.total_floors,
    },
    buildings: chessBuildings(source),
    sections: sections.map((s) => ({ id: s.id, number: s.number })),
    section: chosen,
    grids,
    total: grids.reduce((sum, g) => sum + g.total, 0),
    matched: grids.reduce((sum, g) => sum + g.matched, 0),
    available: grids.reduce((sum, g) => sum + g.available, 0),
  }
}
