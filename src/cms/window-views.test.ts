import { describe, expect, it } from 'vitest'

import { windowViewFor, type WindowViewRow } from './window-views'

type Row = WindowViewRow & { image: string }
const row = (floor_from: number, floor_to: number, orientation: Row['orientation'], image: string): Row => ({
  floor_from,
  floor_to,
  orientation,
  image,
})

// A 16-floor section as the seed fills it: three bands, north and south sides.
const views: Row[] = [
  row(2, 6, 's', 'low-s'),
  row(7, 14, 's', 'mid-s'),
  row(15, 16, 's', 'high-s'),
  row(2, 6, 'n', 'low-n'),
  row(7, 14, 'n', 'mid-n'),
  row(15, 16, 'n', 'high-n'),
]
const pick = (rows: Row[], floor: number, orientation: string | null) => windowViewFor(rows, floor, orientation)?.image ?? null

describe('windowViewFor: the view of a flat by its floor band and orientation', () => {
  it('takes the band that holds the floor, its bounds included', () => {
    expect(pick(views, 2, 's')).toBe('low-s')
    expect(pick(views, 6, 's')).toBe('low-s')
    expect(pick(views, 7, 's')).toBe('mid-s')
    expect(pick(views, 14, 'n')).toBe('mid-n')
    expect(pick(views, 16, 'n')).toBe('high-n')
  })

  it('takes the side the windows face', () => {
    expect(pick(views, 10, 's')).toBe('mid-s')
    expect(pick(views, 10, 'n')).toBe('mid-n')
  })

  it('gives a corner flat the view of its north or south facade when its diagonal has none', () => {
    expect(pick(views, 3, 'se')).toBe('low-s')
    expect(pick(views, 3, 'sw')).toBe('low-s')
    expect(pick(views, 15, 'ne')).toBe('high-n')
    expect(pick(views, 15, 'nw')).toBe('high-n')
  })

  it("prefers the diagonal's own view, then north/south over east/west", () => {
    const rows = [...views, row(2, 16, 'e', 'east'), row(2, 16, 'se', 'south-east')]
    expect(pick(rows, 5, 'se')).toBe('south-east')
    expect(pick(rows, 5, 'ne')).toBe('low-n')
    expect(
      pick(
        rows.filter((r) => r.orientation !== 'n'),
        5,
        'ne',
      ),
    ).toBe('east')
  })

  it('lets a narrower band override a wide one on the same side', () => {
    const rows = [row(2, 25, 's', 'all'), row(12, 12, 's', 'twelfth')]
    expect(pick(rows, 12, 's')).toBe('twelfth')
    expect(pick(rows, 11, 's')).toBe('all')
  })

  it('has no view for a flat without orientation, an unknown side, a floor outside every band or a side with no neighbour', () => {
    expect(pick(views, 5, null)).toBeNull()
    expect(pick(views, 5, 'up')).toBeNull()
    expect(pick(views, 1, 's')).toBeNull()
    expect(pick(views, 17, 's')).toBeNull()
    expect(pick(views, 5, 'e')).toBeNull()
    expect(pick([], 5, 's')).toBeNull()
  })
})
