// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { toRecord } from './catalog-source'
import { buildSnapshot, mergeRecords } from './snapshot'
import { demoSource } from './testing'

describe('catalogue snapshot', () => {
  const source = demoSource(1)

  it('patches changed records in and keeps id order', () => {
    const [a, b, c] = source.properties
    const changed = [
      { ...b!, price: 1 },
      { ...a!, id: 999_999 },
    ]
    const merged = mergeRecords([a!, b!, c!], changed)
    expect(merged.map((r) => r.id)).toEqual([a!.id, b!.id, c!.id, 999_999])
    expect(merged[1]!.price).toBe(1)
    expect(mergeRecords([a!], [])).toEqual([a])
  })

  it('indexes by id whatever order the records come in', () => {
    const shuffled = { ...source, properties: [...source.properties].reverse() }
    const snapshot = buildSnapshot(shuffled, 0)
    expect(snapshot.items.map((r) => r.id)).toEqual(source.properties.map((r) => r.id))
    for (const [id, i] of snapshot.indexOf) expect(snapshot.items[i]!.id).toBe(id)
  })

  it('normalises driver values: numeric strings, booleans, timestamps, empty enums', () => {
    // A PostgreSQL text line: every field a string, '' for null.
    const record = toRecord([
      '12',
      'NZ-1',
      'flat',
      '5',
      'booked',
      '2026-11-21 23:44:03.057+00',
      '2',
      'true',
      '54.3',
      '7',
      '1',
      '2',
      '',
      '',
      '9870000',
      '',
      '181768',
      '',
      'n',
      '',
      '3',
      'terrace,water_view',
    ])
    expect(record).toMatchObject({
      id: 12,
      rooms: 2,
      is_euro: true,
      area: 54.3,
      floor: 7,
      layout: null,
      plan: null,
      price: 9_870_000,
      old_price: null,
      finishing_kind: null,
      orientation: 'n',
      ceiling_height: null,
      riser: 3,
    })
    expect(record.hold_until).toBe(Date.parse('2026-11-21T23:44:03.057Z'))
    expect(record.features).toEqual(['terrace', 'water_view'])
    // A SQLite JSON tuple: numbers, 0/1 booleans, null tags.
    const sqlite = toRecord([
      3,
      'NZ-2',
      'parking',
      'М-1',
      'available',
      null,
      null,
      0,
      13.2,
      -1,
      1,
      2,
      null,
      null,
      2_000_000,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(sqlite).toMatchObject({ rooms: null, riser: null, is_euro: false, price_per_m2: Math.round(2_000_000 / 13.2), features: [] })
  })
})
