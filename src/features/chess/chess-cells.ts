/**
 * A шахматка cell as the page sends it to its grid component: a tuple, not an object. A building has hundreds of
 * flats and the page carries its grid's props once in its RSC payload, so each cell costs ~50 bytes there instead
 * of its markup a second time. Pure and client-safe.
 */
import type { ChessCell, ChessRow } from './chess'

export const CELL_STATUSES = ['available', 'booked', 'sold'] as const

/** [id, number, rooms mark, rooms label, area, price, status index, matches (1) or not (0)]. */
export type PackedCell = readonly [number, string, string, string, number, number, number, 0 | 1]

export interface PackedRow {
  floor: number
  cells: (PackedCell | null)[]
}

export function packCell(cell: ChessCell): PackedCell {
  return [
    cell.id,
    cell.number,
    cell.rooms_short,
    cell.rooms_label,
    cell.area,
    cell.price,
    CELL_STATUSES.indexOf(cell.status),
    cell.matches ? 1 : 0,
  ]
}

export const packRows = (rows: readonly ChessRow[]): PackedRow[] =>
  rows.map((row) => ({ floor: row.floor, cells: row.cells.map((cell) => (cell ? packCell(cell) : null)) }))

/** A cell's words: status and the name its link is read by. */
export interface CellView {
  id: number
  number: string
  rooms_short: string
  rooms_label: string
  area: number
  price: number
  status: (typeof CELL_STATUSES)[number]
  status_label: string
  matches: boolean
}

const STATUS_LABELS: Record<CellView['status'], string> = { available: 'в продаже', booked: 'забронирована', sold: 'продана' }

export function unpackCell([id, number, rooms_short, rooms_label, area, price, status, matches]: PackedCell): CellView {
  const name = CELL_STATUSES[status] ?? 'sold'
  return { id, number, rooms_short, rooms_label, area, price, status: name, status_label: STATUS_LABELS[name], matches: matches === 1 }
}
