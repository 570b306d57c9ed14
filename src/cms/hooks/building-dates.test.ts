import { describe, expect, it } from 'vitest'

import { moscowDay } from '@/lib/moscow-day'

import { dateMoves, readyQuarterOf } from './building-dates'

const now = new Date('2026-06-03T10:00:00Z')

describe('building dates', () => {
  it('records a move when a promised day changes, not when a date is first set, cleared or only re-timed', () => {
    const before = { delivery_date: '2027-09-30T09:00:00.000Z', keys_date: null }
    expect(dateMoves(before, { delivery_date: '2027-11-30T09:00:00.000Z', keys_date: '2028-02-28T09:00:00.000Z' }, now)).toEqual([
      { kind: 'delivery', from: '2027-09-30T09:00:00.000Z', to: '2027-11-30T09:00:00.000Z', moved_at: now.toISOString() },
    ])
    expect(dateMoves(before, { delivery_date: null }, now)).toEqual([])
    expect(dateMoves(before, { delivery_date: '2027-09-30T12:00:00.000Z' }, now)).toEqual([])
  })

  it('reads days and quarters in Moscow time', () => {
    expect(moscowDay('2027-12-31T22:00:00.000Z')).toBe('2028-01-01')
    expect(readyQuarterOf('2027-11-30T09:00:00.000Z')).toEqual({ ready_year: 2027, ready_quarter: 4 })
    expect(readyQuarterOf('2027-12-31T22:00:00.000Z')).toEqual({ ready_year: 2028, ready_quarter: 1 })
    expect(readyQuarterOf(null)).toBeNull()
  })
})
