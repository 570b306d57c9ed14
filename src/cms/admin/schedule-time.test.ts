import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moscowDateTime } from './moscow-time'
import { instantOf, nextWholeHour, wallClock } from './schedule-time'

// The manager's laptop is set to Yekaterinburg (UTC+5) while the publication is planned in Moscow (UTC+3):
// the calendar must read and write Moscow's clock whatever the browser's own zone.
const browserZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Asia/Yekaterinburg'
})
afterAll(() => {
  process.env.TZ = browserZone
})

const pad = (n: number) => String(n).padStart(2, '0')
/** What the calendar shows: the browser-local fields of a Date, дд.мм.гггг чч:мм. */
const shown = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`

describe('the scheduling dialog clock', () => {
  it('shows a moment as Moscow reads it, and 15:00 picked means 15:00 in Moscow', () => {
    expect(new Date(2026, 10, 28, 15, 0).getTimezoneOffset()).toBe(-300)
    expect(shown(wallClock(new Date('2026-11-28T12:00:00Z'), 'Europe/Moscow'))).toBe('28.11.2026 15:00')
    const picked = new Date(2026, 10, 28, 15, 0)
    expect(instantOf(picked, 'Europe/Moscow').toISOString()).toBe('2026-11-28T12:00:00.000Z')
    expect(moscowDateTime(instantOf(picked, 'Europe/Moscow').toISOString())).toBe('28.11.2026 15:00')
  })

  it('round-trips across midnight and in a zone with summer time', () => {
    const lateEvening = new Date('2026-11-28T21:30:00Z') // 00:30 in Moscow on the 29th
    expect(shown(wallClock(lateEvening, 'Europe/Moscow'))).toBe('29.11.2026 00:30')
    expect(instantOf(wallClock(lateEvening, 'Europe/Moscow'), 'Europe/Moscow').toISOString()).toBe(lateEvening.toISOString())
    const summer = new Date('2026-07-01T10:15:00Z') // 12:15 in Berlin (UTC+2 in July)
    expect(shown(wallClock(summer, 'Europe/Berlin'))).toBe('01.07.2026 12:15')
    expect(instantOf(wallClock(summer, 'Europe/Berlin'), 'Europe/Berlin').toISOString()).toBe(summer.toISOString())
  })

  it('opens at the next whole hour on the office clock, never in the past and never at midnight of today', () => {
    expect(shown(nextWholeHour(new Date('2026-11-28T07:10:00Z'), 'Europe/Moscow'))).toBe('28.11.2026 11:00')
    expect(shown(nextWholeHour(new Date('2026-11-28T07:00:00Z'), 'Europe/Moscow'))).toBe('28.11.2026 11:00')
    expect(shown(nextWholeHour(new Date('2026-11-28T20:59:00Z'), 'Europe/Moscow'))).toBe('29.11.2026 00:00')
  })
})
