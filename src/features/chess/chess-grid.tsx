'use client'

import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

import { gridAction } from './chess-keys'

export interface ChessGridProps {
  /** The id of the section's heading, which names the grid. */
  labelledBy: string
  rows: number
  columns: number
  className?: string
  children: ReactNode
}

/** The cells of a grid: each carries its position (data-row, data-col); a flat's cell is its link. */
const CELL = '[data-row][data-col]'

function makeTabStop(grid: HTMLElement, cell: HTMLElement): void {
  for (const other of grid.querySelectorAll<HTMLElement>(CELL)) other.tabIndex = other === cell ? 0 : -1
}

/**
 * A section's grid as the APG grid pattern: one cell in the tab order (roving tabindex), keys from chess-keys.ts.
 * The table and its cells are rendered on the server; without this script every flat is a plain link in the tab
 * order, and the grid's keys take over once it runs.
 */
export function ChessGrid({ labelledBy, rows, columns, className, children }: ChessGridProps) {
  const ref = useRef<HTMLTableElement>(null)

  useEffect(() => {
    const grid = ref.current
    const first = grid?.querySelector<HTMLElement>(CELL)
    if (grid && first) makeTabStop(grid, first)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const grid = ref.current
    const cell = (event.target as HTMLElement).closest<HTMLElement>(CELL)
    if (!grid || !cell || !grid.contains(cell)) return
    const action = gridAction({ rows, columns }, { row: Number(cell.dataset.row), column: Number(cell.dataset.col) }, event)
    if (!action) return
    event.preventDefault()
    // A flat's cell is its link: Enter follows it as a click would (an empty cell has nothing to open).
    if (action.kind === 'open') {
      if (cell instanceof HTMLAnchorElement) cell.click()
      return
    }
    const target = grid.querySelector<HTMLElement>(`[data-row="${action.to.row}"][data-col="${action.to.column}"]`)
    if (!target) return
    makeTabStop(grid, target)
    target.focus()
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  // A click or Tab into the grid makes that cell the one Tab comes back to.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>(CELL)
    if (ref.current && cell && cell.tabIndex !== 0) makeTabStop(ref.current, cell)
  }

  return (
    <table ref={ref} role="grid" aria-labelledby={labelledBy} className={className} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </table>
  )
}
