import {
  COMPLETED,
  completionStatusText,
  quarterLabel,
  type AvailableCount,
  type BuildingRecord,
  type CatalogPlaces,
  type SectionRecord,
} from '@/features/properties'

import type { GenplanBuilding, GenplanSection, Geometry, PropertiesInfo } from './genplan.schema'

type Tally = Map<number, { count: number; min_price: number }>

/** Only a list of numeric [x, y] pairs leaves the API: the JSON field takes anything an editor types. */
export function toGeometry(value: unknown): Geometry {
  if (!Array.isArray(value)) return null
  const points = value.filter(
    (p): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)),
  )
  return points.length === value.length && points.length > 0 ? points.map(([x, y]) => [x, y]) : null
}

/** The counts the master plan is built from: available flats by section and room count (availableCounts). */
export type FlatTally = readonly AvailableCount<'section' | 'rooms'>[]

/** Available flats per section and room count (SPEC §2.3 tooltip: rows per room type, none with count 0). */
export function tallyBySection(counts: FlatTally): Map<number, Tally> {
  const bySection = new Map<number, Tally>()
  for (const row of counts) {
    if (row.rooms === null) continue
    const tally = bySection.get(row.section) ?? new Map()
    tally.set(row.rooms, { count: row.count, min_price: row.min_price })
    bySection.set(row.section, tally)
  }
  return bySection
}

function merge(tallies: (Tally | undefined)[]): Tally {
  const out: Tally = new Map()
  for (const tally of tallies) {
    for (const [rooms, row] of tally ?? []) {
      const have = out.get(rooms)
      if (have) {
        have.count += row.count
        have.min_price = Math.min(have.min_price, row.min_price)
      } else out.set(rooms, { ...row })
    }
  }
  return out
}

function summary(tally: Tally | undefined): { properties_info: PropertiesInfo[]; count: number; min_price: number | null } {
  const properties_info = [...(tally ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([rooms, row]) => ({ rooms, count: row.count, min_price: row.min_price }))
  return {
    properties_info,
    count: properties_info.reduce((sum, row) => sum + row.count, 0),
    min_price: properties_info.length ? Math.min(...properties_info.map((row) => row.min_price)) : null,
  }
}

function toSection(section: SectionRecord, building: BuildingRecord | undefined, tally: Tally | undefined): GenplanSection {
  return {
    id: section.id,
    building: building?.number ?? null,
    building_id: section.building,
    number: section.number,
    title: section.title,
    completion_status: completionStatusText(section.completion_status),
    total_floors: section.total_floors,
    ...summary(tally),
    geometry: toGeometry(section.geometry),
  }
}

/** The master plan: every building (by number) with its sections (by number) and available flats. */
export function buildGenplan({ buildings, sections }: CatalogPlaces, counts: FlatTally): GenplanBuilding[] {
  const tallies = tallyBySection(counts)
  return buildings.map((b) => {
    const own = sections.filter((s) => s.building === b.id)
    const completion = b.completion_status === 'completed' ? COMPLETED : `${b.ready_year}-${b.ready_quarter}`
    return {
      id: b.id,
      number: b.number,
      name: b.name,
      address: b.address,
      completion_status: completionStatusText(b.completion_status),
      completion: {
        value: completion,
        label: completion === COMPLETED ? completionStatusText('completed') : quarterLabel(b.ready_year, b.ready_quarter),
      },
      ready_year: b.ready_year,
      ready_quarter: b.ready_quarter,
      total_floors: b.total_floors,
      ...summary(merge(own.map((s) => tallies.get(s.id)))),
      geometry: toGeometry(b.geometry),
      sections: own.map((s) => toSection(s, b, tallies.get(s.id))),
    }
  })
}
