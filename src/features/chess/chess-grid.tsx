'use client'

import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react'

import { flatSummaryText } from '@/features/genplan/client'
import { canonicalPropertyPath } from '@/features/navigation'
import { formatArea, formatMillions } from '@/lib/money'

import { type PackedRow, unpackCell } from './chess-cells'
import { gridAction } from './chess-keys'
import styles from './chess.module.css'

export interface ChessGridProps {
  /** The id of the section's heading, which names the grid. */
  labelledBy: string
  /** The column headings: riser numbers, null for a column of flats without one. */
  risers: (number | null)[]
  rows: PackedRow[]
  /** Whether the list's filters are set: cells off them are dimmed and named so. */
  filtered: boolean
}

/** The cells of a grid: each carries its position (data-row, data-col); a flat's cell is its link. */
const CELL = '[data-row][data-col]'

function makeTabStop(grid: HTMLElement, cell: HTMLElement): void {
  for (const other of grid.querySelectorAll<HTMLElement>(CELL)) other.tabIndex = other === cell ? 0 : -1
}

/**
 * One section's grid as the APG grid pattern, rendered on the server like any component (every flat a plain
 * link, so it works before and without this script) and hydrated for the keys of chess-keys.ts: one cell in the
 * tab order (roving tabindex), arrows, Home/End, Ctrl+Home/End, PageUp/PageDown, Enter. Cells are styled by
 * element and come as packed tuples (chess-cells.ts): a building has hundreds of them.
 */
export function ChessGrid({ labelledBy, risers, rows, filtered }: ChessGridProps) {
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
    const action = gridAction(
      { rows: rows.length, columns: risers.length },
      { row: Number(cell.dataset.row), column: Number(cell.dataset.col) },
      event,
    )
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
    <table ref={ref} role="grid" aria-labelledby={labelledBy} className={styles.grid} onKeyDown={onKeyDown} onFocus={onFocus}>
      <thead>
        <tr role="row">
          <th role="columnheader" scope="col" className={styles.corner}>
            Этаж
          </th>
          {risers.map((riser, column) => (
            <th key={column} role="columnheader" scope="col" className={styles.riser}>
              <span className="visually-hidden">{riser === null ? 'без стояка' : 'стояк '}</span>
              {riser === null ? <span aria-hidden="true">—</span> : riser}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={row.floor} role="row">
            <th role="rowheader" scope="row" className={styles.floor}>
              {row.floor}
              <span className="visually-hidden">&nbsp;этаж</span>
            </th>
            {row.cells.map((packed, column) => {
              if (!packed) {
                return (
                  <td key={column} data-row={rowIndex} data-col={column}>
                    <span className="visually-hidden">нет квартиры</span>
                  </td>
                )
              }
              const cell = unpackCell(packed)
              const dimmed = filtered && !cell.matches
              return (
                <td key={column}>
                  <a
                    href={canonicalPropertyPath('flat', cell.id)}
                    data-row={rowIndex}
                    data-col={column}
                    data-status={cell.status}
                    data-match={filtered ? String(cell.matches) : undefined}
                    aria-label={`${flatSummaryText(cell)}${dimmed ? ', не подходит под фильтр' : ''}`}
                  >
                    <b>{cell.rooms_short}</b>
                    <span>{formatArea(cell.area)}</span>
                    {/* A sold flat's price is history, not an offer. */}
                    {cell.status === 'sold' ? null : <strong>{formatMillions(cell.price, { ruble: false })}</strong>}
                    <small>{cell.status_label}</small>
                  </a>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
