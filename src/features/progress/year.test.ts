import { describe, expect, it } from 'vitest'

import { formatReportDay, formatReportMonth } from './format-date'
import { currentYearAt, resolveYear } from './year'

describe('resolveYear', () => {
  const years = [2026, 2025, 2024]

  it('takes the ?year= of the URL when that year has reports', () => {
    expect(resolveYear('2025', years, 2026)).toBe(2025)
    expect(resolveYear(['2024', '2025'], years, 2026)).toBe(2024)
  })

  it('falls back to the current year, then to the newest one, for a missing or unknown year', () => {
    expect(resolveYear(undefined, years, 2026)).toBe(2026)
    expect(resolveYear('1999', years, 2026)).toBe(2026)
    expect(resolveYear('abc', years, 2026)).toBe(2026)
    expect(resolveYear('', [2025, 2024], 2027)).toBe(2025)
    expect(resolveYear(undefined, [], 2027)).toBe(2027)
  })
})

describe('currentYearAt', () => {
  it('counts the year in Saint Petersburg time', () => {
    // 22:30 UTC on 31 December is already 01:30 on 1 January in Moscow.
    expect(currentYearAt(new Date('2026-12-31T22:30:00Z'))).toBe(2027)
    expect(currentYearAt(new Date('2026-12-31T20:00:00Z'))).toBe(2026)
  })
})

describe('Russian report dates', () => {
  it('formats a day with the month in the genitive and no " г."', () => {
    expect(formatReportDay('2026-11-25')).toBe('25 ноября 2026')
  })

  it('formats a month in the nominative', () => {
    expect(formatReportMonth('2026-10-25')).toBe('октябрь 2026')
  })

  it('spells every day and month as Intl.DateTimeFormat ru-RU does', () => {
    const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' })
    const month = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' })
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2025, 0, 1); at += 86_400_000) {
      const date = new Date(at)
      const day = date.toISOString().slice(0, 10)
      expect(formatReportDay(day)).toBe(`${dayMonth.format(date)} 2024`)
      expect(formatReportMonth(day)).toBe(`${month.format(date)} 2024`)
    }
  })

  it('answers an empty string for a malformed day', () => {
    expect(formatReportDay('soon')).toBe('')
  })
})
