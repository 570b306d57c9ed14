// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { gridAction, PAGE_ROWS } from './chess-keys'

const size = { rows: 12, columns: 6 }
const at = { row: 4, column: 2 }
const moveTo = (row: number, column: number) => ({ kind: 'move', to: { row, column } })

describe('шахматка keyboard rules (APG grid)', () => {
  it('moves one cell with the arrows', () => {
    expect(gridAction(size, at, { key: 'ArrowRight' })).toEqual(moveTo(4, 3))
    expect(gridAction(size, at, { key: 'ArrowLeft' })).toEqual(moveTo(4, 1))
    expect(gridAction(size, at, { key: 'ArrowDown' })).toEqual(moveTo(5, 2))
    expect(gridAction(size, at, { key: 'ArrowUp' })).toEqual(moveTo(3, 2))
  })

  it('stops at the edges instead of wrapping', () => {
    expect(gridAction(size, { row: 0, column: 0 }, { key: 'ArrowUp' })).toEqual(moveTo(0, 0))
    expect(gridAction(size, { row: 0, column: 0 }, { key: 'ArrowLeft' })).toEqual(moveTo(0, 0))
    expect(gridAction(size, { row: 11, column: 5 }, { key: 'ArrowDown' })).toEqual(moveTo(11, 5))
    expect(gridAction(size, { row: 11, column: 5 }, { key: 'ArrowRight' })).toEqual(moveTo(11, 5))
  })

  it('goes to the row ends with Home and End, to the grid ends with Ctrl or ⌘', () => {
    expect(gridAction(size, at, { key: 'Home' })).toEqual(moveTo(4, 0))
    expect(gridAction(size, at, { key: 'End' })).toEqual(moveTo(4, 5))
    expect(gridAction(size, at, { key: 'Home', ctrlKey: true })).toEqual(moveTo(0, 0))
    expect(gridAction(size, at, { key: 'End', ctrlKey: true })).toEqual(moveTo(11, 5))
    expect(gridAction(size, at, { key: 'End', metaKey: true })).toEqual(moveTo(11, 5))
  })

  it('moves a page of rows with PageUp and PageDown, stopping at the first and last row', () => {
    expect(gridAction(size, at, { key: 'PageDown' })).toEqual(moveTo(4 + PAGE_ROWS, 2))
    expect(gridAction(size, at, { key: 'PageUp' })).toEqual(moveTo(0, 2))
    expect(gridAction(size, { row: 10, column: 1 }, { key: 'PageDown' })).toEqual(moveTo(11, 1))
  })

  it('opens the cell with Enter', () => {
    expect(gridAction(size, at, { key: 'Enter' })).toEqual({ kind: 'open' })
  })

  it("leaves the browser's keys alone: Tab, letters, Alt, Shift-selection, Ctrl+arrows, Ctrl+Enter (new tab)", () => {
    expect(gridAction(size, at, { key: 'Tab' })).toBeNull()
    expect(gridAction(size, at, { key: 'a' })).toBeNull()
    expect(gridAction(size, at, { key: 'ArrowLeft', altKey: true })).toBeNull()
    expect(gridAction(size, at, { key: 'ArrowDown', shiftKey: true })).toBeNull()
    expect(gridAction(size, at, { key: 'ArrowRight', ctrlKey: true })).toBeNull()
    expect(gridAction(size, at, { key: 'Enter', ctrlKey: true })).toBeNull()
  })

  it('does nothing in an empty grid', () => {
    expect(gridAction({ rows: 0, columns: 4 }, { row: 0, column: 0 }, { key: 'ArrowDown' })).toBeNull()
  })
})
