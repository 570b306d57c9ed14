// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { availableCountsIn, catalogPlacesIn, priceStatsIn, propertiesMatchingIn, propertiesWhereIn, propertyByRefIn } from './domain'
import { effectiveStatus } from './status'
import { demoSnapshot } from './testing'

const NOW = Date.UTC(2026, 10, 25, 12)
const snapshot = demoSnapshot(1, NOW)
/** The rule of status.ts applied by hand: what visitors see as for sale. */
const forSale = snapshot.items.filter((r) => effectiveStatus(r.status, r.hold_until, NOW) === 'available')
const expiredHold = snapshot.items.find((r) => r.type === 'flat' && r.status === 'booked' && r.hold_until !== null && r.hold_until <= NOW)!
const runningHold = snapshot.items.find((r) => r.type === 'flat' && r.status === 'booked' && r.hold_until !== null && r.hold_until > NOW)!

describe('what is for sale: one rule for every count', () => {
  it('the demo catalogue has a hold that ran out and one still running (the cases the rule is about)', () => {
    expect(expiredHold).toBeDefined()
    expect(runningHold).toBeDefined()
  })

  it('propertiesWhere lists exactly the properties whose effective status is available, an expired hold included', () => {
    const available = propertiesWhereIn(snapshot, { status: 'available' })
    expect(available.map((p) => p.id)).toEqual(forSale.map((r) => r.id))
    expect(available.find((p) => p.id === expiredHold.id)?.status).toBe('available')
    expect(available.some((p) => p.id === runningHold.id)).toBe(false)
    const flatsOfBuilding = propertiesWhereIn(snapshot, { type: 'flat', building: expiredHold.building })
    expect(flatsOfBuilding.map((p) => p.id)).toEqual(
      snapshot.items.filter((r) => r.type === 'flat' && r.building === expiredHold.building).map((r) => r.id),
    )
  })

  it('availableCounts counts the same properties, whole or grouped, with the lowest price of each group', () => {
    const flats = forSale.filter((r) => r.type === 'flat')
    expect(availableCountsIn(snapshot, [], { type: 'flat' })).toEqual([
      { count: flats.length, min_price: Math.min(...flats.map((r) => r.price)) },
    ])
    const byType = availableCountsIn(snapshot, ['type'])
    expect(byType.reduce((sum, row) => sum + row.count, 0)).toBe(forSale.length)
    const bySectionAndRooms = availableCountsIn(snapshot, ['section', 'rooms'], { type: 'flat' })
    for (const row of bySectionAndRooms) {
      const group = flats.filter((r) => r.section === row.section && r.rooms === row.rooms)
      expect(row).toEqual({
        section: row.section,
        rooms: row.rooms,
        count: group.length,
        min_price: Math.min(...group.map((r) => r.price)),
      })
    }
    expect(bySectionAndRooms.reduce((sum, row) => sum + row.count, 0)).toBe(flats.length)
    const ofExpired = bySectionAndRooms.find((row) => row.section === expiredHold.section && row.rooms === expiredHold.rooms)!
    expect(ofExpired.count).toBe(flats.filter((r) => r.section === expiredHold.section && r.rooms === expiredHold.rooms).length)
  })

  it('priceStats of the flats for sale: min, max and the lower middle price, null when nothing matches', () => {
    const prices = forSale
      .filter((r) => r.type === 'flat')
      .map((r) => r.price)
      .sort((a, b) => a - b)
    expect(priceStatsIn(snapshot, { type: 'flat', status: 'available' })).toEqual({
      count: prices.length,
      min: prices[0],
      max: prices.at(-1),
      median: prices[Math.ceil(prices.length / 2) - 1],
    })
    expect(priceStatsIn(snapshot, { type: 'flat', building: -1 })).toBeNull()
  })

  it('an answer is the same object until the catalogue changes, so callers can key their own caches on it', () => {
    expect(propertiesWhereIn(snapshot, { status: 'available' })).toBe(propertiesWhereIn(snapshot, { status: 'available' }))
    expect(availableCountsIn(snapshot, ['type'])).toBe(availableCountsIn(snapshot, ['type']))
    expect(propertiesWhereIn(demoSnapshot(1, NOW), { status: 'available' })).not.toBe(propertiesWhereIn(snapshot, { status: 'available' }))
  })
})

describe('propertyByRef', () => {
  it('finds a property by ref_id, by id or its digits, with its effective status; null for an unknown reference', () => {
    expect(propertyByRefIn(snapshot, expiredHold.ref_id)).toMatchObject({ id: expiredHold.id, status: 'available' })
    expect(propertyByRefIn(snapshot, expiredHold.id)?.ref_id).toBe(expiredHold.ref_id)
    expect(propertyByRefIn(snapshot, String(runningHold.id))).toMatchObject({ ref_id: runningHold.ref_id, status: 'booked' })
    expect(propertyByRefIn(snapshot, 'NO-SUCH-REF')).toBeNull()
    expect(propertyByRefIn(snapshot, 99_999_999)).toBeNull()
    expect(propertyByRefIn(snapshot, expiredHold.ref_id)).not.toHaveProperty('hold_until')
  })
})

describe('plans', () => {
  it('catalogPlaces lists buildings and sections by number', () => {
    const { buildings, sections } = catalogPlacesIn(snapshot)
    expect(buildings.map((b) => b.number)).toEqual([...snapshot.buildings.values()].map((b) => b.number).sort((a, b) => a - b))
    expect(sections).toHaveLength(snapshot.sections.size)
    expect(sections.map((s) => s.number)).toEqual([...sections.map((s) => s.number)].sort((a, b) => a - b))
  })

  it('propertiesMatching gives the ids that pass the filters, every status when the filter names none', () => {
    const studios = propertiesMatchingIn(snapshot, { rooms: [0] })
    expect([...studios].sort((a, b) => a - b)).toEqual(snapshot.items.filter((r) => r.rooms === 0).map((r) => r.id))
    const soldStudios = propertiesMatchingIn(snapshot, { rooms: [0], status: ['sold'] })
    expect([...soldStudios].sort((a, b) => a - b)).toEqual(
      snapshot.items.filter((r) => r.rooms === 0 && r.status === 'sold').map((r) => r.id),
    )
  })
})
