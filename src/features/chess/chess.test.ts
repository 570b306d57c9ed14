// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { effectiveStatus, type PropertyFilter } from '@/features/properties'
import { catalogPlacesIn, demoSnapshot, propertiesMatchingIn, propertiesWhereIn } from '@/features/properties/testing'

import { buildChess as buildFrom, chessBuildingId as buildingFrom, chessRoomsMark, type ChessSource } from './chess'
import { packCell, packRows, unpackCell } from './chess-cells'

const NOW = Date.UTC(2026, 10, 25, 12)
const snapshot = demoSnapshot(1, NOW)
const flats = snapshot.items.filter((r) => r.type === 'flat')
const first = flats[0]!

/** The source the page assembles from the catalogue's queries, here over the demo snapshot. */
function source(filter: PropertyFilter = {}): ChessSource {
  return {
    places: catalogPlacesIn(snapshot),
    flats: propertiesWhereIn(snapshot, { type: 'flat' }),
    matching: propertiesMatchingIn(snapshot, { ...filter, building: undefined, section: undefined }),
  }
}
const buildChess = (building: number, section: number | undefined, filter: PropertyFilter) => buildFrom(source(filter), building, section)
const chessBuildingId = (building: number | undefined, section: number | undefined) => buildingFrom(source(), building, section)

describe('the шахматка grid', () => {
  it('puts floors top first and risers in order, every flat of the building in its cell', () => {
    const chess = buildChess(first.building, undefined, {})!
    const own = flats.filter((r) => r.building === first.building)
    expect(chess.total).toBe(own.length)
    expect(chess.grids.map((g) => g.id)).toEqual(
      [...new Set(own.map((r) => r.section))].sort((a, b) => snapshot.sections.get(a)!.number - snapshot.sections.get(b)!.number),
    )
    for (const grid of chess.grids) {
      const floors = grid.rows.map((r) => r.floor)
      expect(floors).toEqual([...new Set(own.filter((r) => r.section === grid.id).map((r) => r.floor))].sort((a, b) => b - a))
      expect(grid.risers).toEqual([...grid.risers].sort((a, b) => a! - b!))
      for (const row of grid.rows) {
        expect(row.cells).toHaveLength(grid.risers.length)
        row.cells.forEach((cell, column) => {
          const record = own.find((r) => r.section === grid.id && r.floor === row.floor && r.riser === grid.risers[column])
          expect(cell?.id).toBe(record?.id)
        })
      }
    }
  })

  it('gives each cell its rooms mark, area, price and the catalogue status in words (holds that ran out are on sale)', () => {
    const expired = flats.find((r) => r.status === 'booked' && r.hold_until !== null && r.hold_until <= NOW)!
    const chess = buildChess(expired.building, expired.section, {})!
    const cells = chess.grids.flatMap((g) => g.rows.flatMap((r) => r.cells)).filter((c) => c !== null)
    const cell = cells.find((c) => c.id === expired.id)!
    expect(cell).toMatchObject({
      number: expired.number,
      area: expired.area,
      price: expired.price,
      status: 'available',
      status_label: 'в продаже',
    })
    const sold = cells.find((c) => c.status === 'sold')
    if (sold) expect(sold.status_label).toBe('продана')
    expect(chess.available).toBe(
      flats.filter((r) => r.section === expired.section && effectiveStatus(r.status, r.hold_until, NOW) === 'available').length,
    )
  })

  it('dims by the filter without hiding: counts match the filter, building and section of the filter do not dim', () => {
    const all = buildChess(first.building, undefined, {})!
    const twoRooms = buildChess(first.building, undefined, { rooms: [2] })!
    const cells = twoRooms.grids.flatMap((g) => g.rows.flatMap((r) => r.cells)).filter((c) => c !== null)
    expect(cells).toHaveLength(all.total)
    for (const c of cells) expect(c.matches).toBe(flats.find((r) => r.id === c.id)!.rooms === 2)
    expect(twoRooms.matched).toBe(cells.filter((c) => c.matches).length)
    expect(twoRooms.matched).toBeGreaterThan(0)
    expect(twoRooms.matched).toBeLessThan(twoRooms.total)
    for (const g of twoRooms.grids) expect(g.matched).toBe(g.rows.flatMap((r) => r.cells).filter((c) => c?.matches).length)
    expect(buildChess(first.building, undefined, { building: [999], section: [999] })!.matched).toBe(all.total)
  })

  it('shows one section when asked, all of them for a section of another building', () => {
    const one = buildChess(first.building, first.section, {})!
    expect(one.section).toBe(first.section)
    expect(one.grids.map((g) => g.id)).toEqual([first.section])
    expect(one.sections.length).toBeGreaterThan(1)
    const other = [...snapshot.sections.values()].find((s) => s.building !== first.building)!
    const all = buildChess(first.building, other.id, {})!
    expect(all.section).toBeNull()
    expect(all.grids).toHaveLength(all.sections.length)
  })

  it('chooses the building asked for, else the building of the section, else the first; null for an unknown one', () => {
    const buildings = [...snapshot.buildings.values()].sort((a, b) => a.number - b.number)
    const second = buildings[1]!
    const sectionOfSecond = [...snapshot.sections.values()].find((s) => s.building === second.id)!
    expect(chessBuildingId(second.id, undefined)).toBe(second.id)
    expect(chessBuildingId(undefined, sectionOfSecond.id)).toBe(second.id)
    expect(chessBuildingId(undefined, undefined)).toBe(buildings[0]!.id)
    expect(chessBuildingId(1, undefined)).toBeNull()
    expect(buildChess(1, undefined, {})).toBeNull()
  })

  it('marks rooms the way the grid prints them', () => {
    expect(chessRoomsMark(0, false)).toBe('С')
    expect(chessRoomsMark(1, false)).toBe('1')
    expect(chessRoomsMark(2, true)).toBe('2Е')
    expect(chessRoomsMark(3, false)).toBe('3')
  })
})

describe('packed cells', () => {
  it('carry every field of a cell through the page payload', () => {
    const chess = buildChess(first.building, undefined, { rooms: [2] })!
    const cells = chess.grids.flatMap((g) => g.rows.flatMap((r) => r.cells)).filter((c) => c !== null)
    for (const cell of cells) expect(unpackCell(packCell(cell))).toEqual(cell)
    const rows = packRows(chess.grids[0]!.rows)
    expect(rows.map((r) => r.floor)).toEqual(chess.grids[0]!.rows.map((r) => r.floor))
  })
})
