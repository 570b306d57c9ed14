import type { CollectionBeforeChangeHook } from 'payload'

import { moscowDay } from '../../lib/moscow-day'

/** The two promised dates of a building whose every move is kept. */
export const BUILDING_DATES = [
  { value: 'delivery', label: 'Сдача дома' },
  { value: 'keys', label: 'Выдача ключей' },
] as const
export type BuildingDateKind = (typeof BUILDING_DATES)[number]['value']

const DATE_FIELD: Record<BuildingDateKind, 'delivery_date' | 'keys_date'> = { delivery: 'delivery_date', keys: 'keys_date' }

/** One move of a promised date: what it was, what it became, and when the developer moved it. */
export interface DateMove {
  kind: BuildingDateKind
  from: string
  to: string
  moved_at: string
}

/**
 * The moves a save makes: a promised date that had a day and now has another one. A date set for the first
 * time or cleared is not a move (nothing was promised, or nothing is promised any more).
 */
export function dateMoves(previous: Record<string, unknown>, next: Record<string, unknown>, now: Date): DateMove[] {
  const moves: DateMove[] = []
  for (const { value: kind } of BUILDING_DATES) {
    const field = DATE_FIELD[kind]
    const [from, to] = [previous[field], next[field]]
    const [fromDay, toDay] = [moscowDay(from), moscowDay(to)]
    if (fromDay && toDay && fromDay !== toDay) moves.push({ kind, from: String(from), to: String(to), moved_at: now.toISOString() })
  }
  return moves
}

/** The year and quarter (Moscow calendar) of a planned delivery date; null for none. */
export function readyQuarterOf(value: unknown): { ready_year: number; ready_quarter: number } | null {
  const day = moscowDay(value)
  if (!day) return null
  const [year, month] = day.split('-').map(Number)
  return { ready_year: year!, ready_quarter: Math.ceil(month! / 3) }
}

/**
 * Buildings' beforeChange: a moved delivery or keys date is added to the history of moves (buyers see it as it
 * happened, an editor cannot leave it out), and the planned delivery date sets the quarter the catalogue
 * filters and shows by, so the two never disagree.
 */
export const recordBuildingDates: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const merged = { ...originalDoc, ...data }
  const quarter = readyQuarterOf(merged.delivery_date)
  if (quarter) Object.assign(data, quarter)
  if (operation !== 'update' || !originalDoc) return data
  const moves = dateMoves(originalDoc, merged, new Date())
  if (moves.length > 0) {
    const history = Array.isArray(merged.date_moves) ? (merged.date_moves as DateMove[]) : []
    data.date_moves = [...history, ...moves]
  }
  return data
}
