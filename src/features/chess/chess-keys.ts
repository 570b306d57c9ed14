/**
 * The keyboard rules of the шахматка, the WAI-ARIA APG grid pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/grid/): one cell of a grid is in the tab order, and keys move focus
 * between cells. Pure, so the rules are tested apart from the DOM; chess-grid.tsx applies them.
 */

export interface CellPosition {
  row: number
  column: number
}

export interface GridSize {
  rows: number
  columns: number
}

export interface GridKey {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  shiftKey?: boolean
}

/** What a key does: move focus to a cell, open the cell's flat, or nothing (the browser keeps the key). */
export type GridAction = { kind: 'move'; to: CellPosition } | { kind: 'open' } | null

/** Rows PageUp and PageDown move by (APG: an author-chosen number of rows). */
export const PAGE_ROWS = 5

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

/**
 * The action of a key pressed on the cell `at`. Arrows stop at the edges (APG: focus does not wrap); Home and
 * End go to the row's first and last cell, with Ctrl (⌘ on a Mac) to the grid's first and last cell; PageUp
 * and PageDown move PAGE_ROWS rows; Enter opens. Keys with Alt, or arrows with Shift (selection), stay the
 * browser's.
 */
export function gridAction(size: GridSize, at: CellPosition, event: GridKey): GridAction {
  if (size.rows <= 0 || size.columns <= 0 || event.altKey) return null
  const lastRow = size.rows - 1
  const lastColumn = size.columns - 1
  const ctrl = Boolean(event.ctrlKey || event.metaKey)
  const move = (row: number, column: number): GridAction => ({
    kind: 'move',
    to: { row: clamp(row, lastRow), column: clamp(column, lastColumn) },
  })
  if (event.shiftKey && event.key !== 'Enter') return null
  switch (event.key) {
    case 'ArrowRight':
      return ctrl ? null : move(at.row, at.column + 1)
    case 'ArrowLeft':
      return ctrl ? null : move(at.row, at.column - 1)
    case 'ArrowDown':
      return ctrl ? null : move(at.row + 1, at.column)
    case 'ArrowUp':
      return ctrl ? null : move(at.row - 1, at.column)
    case 'Home':
      return ctrl ? move(0, 0) : move(at.row, 0)
    case 'End':
      return ctrl ? move(lastRow, lastColumn) : move(at.row, lastColumn)
    case 'PageDown':
      return ctrl ? null : move(at.row + PAGE_ROWS, at.column)
    case 'PageUp':
      return ctrl ? null : move(at.row - PAGE_ROWS, at.column)
    case 'Enter':
      return ctrl || event.shiftKey ? null : { kind: 'open' }
    default:
      return null
  }
}
