// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { effectiveStatus } from '@/features/properties'
import { catalogPlacesIn, demoSnapshot, propertiesMatchingIn, propertiesWhereIn } from '@/features/properties/testing'
import type { PropertyFilter } from '@/features/properties'

import { buildBuildingFloors, buildFloorPlan as buildPlan, type FloorSource } from './floors'

const NOW = Date.UTC(2026, 10, 25, 12)
const snapshot = demoSnapshot(1, NOW)
const flats = snapshot.items.filter((r) => r.type === 'flat')
/** What the queries hand the builders for a building (genplan/queries.ts floorSource). */
const source = (building: number): FloorSource => ({
  places: catalogPlacesIn(snapshot),
  flats: propertiesWhereIn(snapshot, { type: 'flat', building }),
})
/** A floor plan as GET …/floors/{floor}/ builds it: marks by the filters, the plate's own building and section left out. */
const buildFloorPlan = (building: number, floor: number, section: number | undefined, filter: PropertyFilter) =>
  buildPlan(
    source(building),
    building,
    floor,
    section,
    propertiesMatchingIn(snapshot, { ...filter, building: undefined, section: undefined }),
  )

describe('building floors', () => {
  it('counts available flats and the min price per floor with the catalogue status (expired holds are available)', () => {
    // The demo source has bookings whose hold ran out: stored 'booked', available to visitors.
    const expired = flats.find((r) => r.status === 'booked' && r.hold_until !== null && r.hold_until <= NOW)!
    expect(expired).toBeDefined()
    const floors = buildBuildingFloors(source(expired.building), expired.building)!
    for (const section of floors.sections) {
      for (const row of section.floors) {
        const onFloor = flats.filter((r) => r.section === section.id && r.floor === row.floor)
        const available = onFloor.filter((r) => effectiveStatus(r.status, r.hold_until, NOW) === 'available')
        expect(row).toEqual({
          floor: row.floor,
          flats: onFloor.length,
          count: available.length,
          min_price: available.length ? Math.min(...available.map((r) => r.price)) : null,
        })
      }
      // Top floor first.
      expect(section.floors.map((f) => f.floor)).toEqual([...section.floors.map((f) => f.floor)].sort((a, b) => b - a))
    }
    const row = floors.sections.find((s) => s.id === expired.section)!.floors.find((f) => f.floor === expired.floor)!
    expect(row.count).toBe(
      flats.filter(
        (r) => r.section === expired.section && r.floor === expired.floor && effectiveStatus(r.status, r.hold_until, NOW) === 'available',
      ).length,
    )
    expect(buildBuildingFloors(source(1), 1)).toBeNull()
  })
})

describe('floor plan', () => {
  const first = flats[0]!

  it('lists the flats of one floor by riser, each with its riser outline, all matching without filters', () => {
    const plan = buildFloorPlan(first.building, 6, first.section, {})!
    const own = flats.filter((r) => r.section === first.section && r.floor === 6)
    expect(plan.flats.map((f) => f.riser)).toEqual(own.map((_, i) => i + 1))
    const section = snapshot.sections.get(first.section)!
    for (const f of plan.flats) expect(f.outline).toEqual(section.floor_plan_flats.find((r) => r.riser === f.riser)!.outline)
    expect(plan.flats.every((f) => f.matches)).toBe(true)
    // The floor pages mark nothing (null): the same plate, every flat matching.
    expect(buildPlan(source(first.building), first.building, 6, first.section, null)).toEqual(plan)
    expect(plan.floors[0]).toBe(2)
    expect(plan.plate).toMatchObject({ width: 1600, height: 1000 })
  })

  it('marks flats against the catalogue filters without removing any; a sold flat is not dimmed for its status', () => {
    const all = buildFloorPlan(first.building, 6, first.section, {})!
    const studios = buildFloorPlan(first.building, 6, first.section, { rooms: [0] })!
    expect(studios.flats.map((f) => f.id)).toEqual(all.flats.map((f) => f.id))
    for (const f of studios.flats) expect(f.matches).toBe(f.rooms === 0)
    expect(studios.matched).toBe(studios.flats.filter((f) => f.rooms === 0).length)
    // Another building's or section's filter does not dim the plate's own flats.
    const elsewhere = buildFloorPlan(first.building, 6, first.section, { building: [999], section: [999] })!
    expect(elsewhere.matched).toBe(all.flats.length)
  })

  it('answers null for a floor without flats, a section of another building, an unknown building', () => {
    const other = [...snapshot.sections.values()].find((s) => s.building !== first.building)!
    expect(buildFloorPlan(first.building, 1, first.section, {})).toBeNull()
    expect(buildFloorPlan(first.building, 5, other.id, {})).toBeNull()
    expect(buildFloorPlan(1, 5, undefined, {})).toBeNull()
  })
})
