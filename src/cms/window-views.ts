/**
 * «Вид из окна»: a section keeps photos of the view by floor band and the side of the world the windows face
 * (Sections.window_views); a flat shows the one of its floor and orientation. Pure, shared by the flat card's
 * DTO and the seed's check, so both agree on which flat sees which picture.
 */
import type { ORIENTATIONS } from './options'

export type ViewOrientation = (typeof ORIENTATIONS)[number]['value']

export interface WindowViewRow {
  floor_from: number
  floor_to: number
  orientation: ViewOrientation
}

/**
 * The sides a flat's windows may borrow a view from, best first. A corner flat turned to the south-east looks
 * mostly south: the plates put their long facades to the north and south, so a diagonal falls back to its
 * north/south neighbour before its east/west one, and a flat square to a side takes either diagonal next to it.
 */
export const VIEW_FALLBACK: Record<ViewOrientation, readonly ViewOrientation[]> = {
  n: ['n', 'nw', 'ne'],
  ne: ['ne', 'n', 'e'],
  e: ['e', 'ne', 'se'],
  se: ['se', 's', 'e'],
  s: ['s', 'se', 'sw'],
  sw: ['sw', 's', 'w'],
  w: ['w', 'sw', 'nw'],
  nw: ['nw', 'n', 'w'],
}

const isOrientation = (value: string): value is ViewOrientation => Object.hasOwn(VIEW_FALLBACK, value)

/**
 * The view a flat on `floor` facing `orientation` sees: a row whose floors hold the flat's, of its own side or
 * else the nearest (VIEW_FALLBACK); among rows of one side the narrowest band wins, so a marketer can give one
 * floor its own photo over a wide band. Null when the flat has no orientation or no row fits.
 */
export function windowViewFor<T extends WindowViewRow>(views: readonly T[], floor: number, orientation: string | null): T | null {
  if (orientation === null || !isOrientation(orientation)) return null
  const onFloor = views.filter((v) => v.floor_from <= floor && floor <= v.floor_to)
  for (const side of VIEW_FALLBACK[orientation]) {
    const rows = onFloor.filter((v) => v.orientation === side)
    if (rows.length > 0) return rows.reduce((best, v) => (v.floor_to - v.floor_from < best.floor_to - best.floor_from ? v : best))
  }
  return null
}
