// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { availableCountsIn, catalogPlacesIn, demoSnapshot, statusAt } from '@/features/properties/testing'

import { buildGenplan, toGeometry } from './genplan'
import { genplanBuildingSchema } from './genplan.schema'

const snapshot = demoSnapshot(1)
const genplan = buildGenplan(catalogPlacesIn(snapshot), availableCountsIn(snapshot, ['section', 'rooms'], { type: 'flat' }))

describe('master plan', () => {
  it('lists buildings by number with their sections', () => {
    expect(genplan.map((b) => b.number)).toEqual([1, 2, 3, 4, 5])
    expect(genplan.flatMap((b) => b.sections)).toHaveLength(16)
    for (const b of genplan) expect(genplanBuildingSchema.parse(b)).toEqual(b)
  })

  it('writes completion_status as SPEC §2.3 texts', () => {
    expect(genplan.map((b) => b.completion_status)).toEqual(['дом сдан', 'дом сдан', 'стройка', 'стройка', 'стройка'])
    expect(genplan[2]!.sections.every((s) => s.completion_status === 'стройка')).toBe(true)
    expect(genplan[4]!.completion).toEqual({ value: '2028-2', label: '2 кв. 2028' })
  })

  it('counts available flats per room type like a brute-force count, without empty rows', () => {
    for (const section of genplan.flatMap((b) => b.sections)) {
      const flats = snapshot.items.flatMap((r, i) =>
        r.section === section.id && r.type === 'flat' && statusAt(snapshot, i) === 'available' ? [r] : [],
      )
      const rooms = [...new Set(flats.map((r) => r.rooms!))].sort((a, b) => a - b)
      expect(section.properties_info).toEqual(
        rooms.map((n) => ({
          rooms: n,
          count: flats.filter((r) => r.rooms === n).length,
          min_price: Math.min(...flats.filter((r) => r.rooms === n).map((r) => r.price)),
        })),
      )
      expect(section.properties_info.every((row) => row.count > 0)).toBe(true)
      expect(section.count).toBe(flats.length)
      expect(section.min_price).toBe(flats.length ? Math.min(...flats.map((r) => r.price)) : null)
      expect(section.geometry).toHaveLength(4)
    }
  })

  it('sums a building’s sections', () => {
    for (const b of genplan) expect(b.count).toBe(b.sections.reduce((n, s) => n + s.count, 0))
  })

  it('publishes only [x, y] outlines', () => {
    expect(
      toGeometry([
        [1, 2],
        [3, 4],
      ]),
    ).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(
      toGeometry([
        [1, 2],
        [3, 'x'],
      ]),
    ).toBeNull()
    expect(toGeometry({ evil: '<script>' })).toBeNull()
    expect(toGeometry([])).toBeNull()
  })
})
