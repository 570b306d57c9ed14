import { describe, expect, it } from 'vitest'

import { chartGeometry, chartSummary, dayText, historyRows, latestChangeText } from './price-history-model'

const now = Date.parse('2026-11-28T12:00:00Z')
const history = {
  start: { at: '2026-03-02T09:00:00.000Z', price: 12_000_000 },
  changes: [
    { at: '2026-05-14T09:00:00.000Z', price_before: 12_000_000, price: 12_360_000 },
    { at: '2026-11-12T09:00:00.000Z', price_before: 12_360_000, price: 11_990_000 },
  ],
}
const NBSP = '\u00a0'

describe('the card’s price history', () => {
  it('says the latest change in words: «Цена снижена на 3 % 12 ноября»', () => {
    expect(latestChangeText(history, now)).toBe(`Цена снижена на 3${NBSP}% 12${NBSP}ноября`)
    const rise = { ...history, changes: history.changes.slice(0, 1) }
    expect(latestChangeText(rise, now)).toBe(`Цена повышена на 3${NBSP}% 14${NBSP}мая`)
    expect(latestChangeText({ start: null, changes: [] }, now)).toBeNull()
  })

  it('writes the year only for another year, in Moscow time', () => {
    expect(dayText('2025-12-31T22:30:00.000Z', now)).toBe(`1${NBSP}января`)
    expect(dayText('2025-06-01T09:00:00.000Z', now)).toBe(`1${NBSP}июня 2025`)
  })

  it('lists the changes newest first, then the starting price; prices only', () => {
    expect(historyRows(history, now).map((r) => [r.date, r.price, r.change])).toEqual([
      [`12${NBSP}ноября`, `11${NBSP}990${NBSP}000${NBSP}₽`, `−370${NBSP}000${NBSP}₽ (−3${NBSP}%)`],
      [`14${NBSP}мая`, `12${NBSP}360${NBSP}000${NBSP}₽`, `+360${NBSP}000${NBSP}₽ (+3${NBSP}%)`],
      [`2${NBSP}марта`, `12${NBSP}000${NBSP}000${NBSP}₽`, 'начальная цена'],
    ])
  })

  it('says «до» the first change when the history began before the flat was listed here (an import)', () => {
    const imported = { ...history, start: { at: history.changes[0]!.at, price: 12_000_000 } }
    expect(historyRows(imported, now).at(-1)?.date).toBe(`до 14${NBSP}мая`)
    expect(chartSummary(imported, now)).toContain(`12${NBSP}000${NBSP}000${NBSP}₽ до 14${NBSP}мая`)
    expect(chartGeometry(imported, now, 600, 100, 10)!.path.startsWith('M10 ')).toBe(true)
  })

  it('draws a step line from the first price to today, the highest price at the top', () => {
    const chart = chartGeometry(history, now, 600, 100, 10)!
    expect(chart.path.startsWith('M10 ')).toBe(true)
    expect(chart.path.endsWith('H590')).toBe(true)
    expect(chart.top).toEqual({ y: 10, label: `12${NBSP}360${NBSP}000${NBSP}₽` })
    expect(chart.bottom).toEqual({ y: 90, label: `11${NBSP}990${NBSP}000${NBSP}₽` })
    expect(chart.dots.map((d) => d.fell)).toEqual([false, true])
    expect(chartSummary(history, now)).toBe(
      `График цены: 12${NBSP}000${NBSP}000${NBSP}₽ на 2${NBSP}марта, 11${NBSP}990${NBSP}000${NBSP}₽ с 12${NBSP}ноября; цена менялась 2${NBSP}раза.`,
    )
  })
})
