/** The card's price history in words and figures: the latest change, the table rows and the chart's geometry. */
import type { PriceHistory } from '@/features/properties'
import { formatNumber, formatRub } from '@/lib/money'

const NBSP = '\u00a0'
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' })
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })
const yearOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Moscow' })

/** '12 ноября' within the current Moscow year, '12 ноября 2025' otherwise (never the «г.» Intl adds). */
export function dayText(iso: string, now: number): string {
  const date = new Date(iso)
  const sameYear = yearOf.format(date) === yearOf.format(new Date(now))
  return (sameYear ? dayMonth : dayMonthYear)
    .format(date)
    .replace(/\s?г\.$/, '')
    .replace(' ', NBSP)
}

/** A change as a percent of the price before it: whole from 1 %, one decimal below, never '0 %'. */
export function changePercent(before: number, after: number): string {
  const percent = (Math.abs(after - before) / before) * 100
  const shown = percent >= 1 ? Math.round(percent) : Math.max(0.1, Math.round(percent * 10) / 10)
  return `${formatNumber(shown, { maxFractionDigits: 1 })}${NBSP}%`
}

/** «Цена снижена на 3 % 12 ноября» / «Цена повышена на 2 % 5 октября»: the latest change; null without one. */
export function latestChangeText(history: PriceHistory, now: number): string | null {
  const last = history.changes.at(-1)
  if (!last) return null
  const verb = last.price < last.price_before ? 'снижена' : 'повышена'
  return `Цена ${verb} на ${changePercent(last.price_before, last.price)} ${dayText(last.at, now)}`
}

export interface HistoryRow {
  key: string
  date: string
  price: string
  /** '−360 000 ₽ (−3 %)' or '+250 000 ₽ (+2 %)'. */
  change: string
  fell: boolean
}

/** The table: each change, newest first, with the price it set and by how much; the first known price last. */
export function historyRows(history: PriceHistory, now: number): HistoryRow[] {
  const first = history.changes[0]
  // A history that came with the flat (an import, the demo) starts before it was listed here: no date is known.
  const known = history.start && first && Date.parse(history.start.at) < Date.parse(first.at)
  const since = history.start ? (known ? dayText(history.start.at, now) : `до ${dayText(first?.at ?? history.start.at, now)}`) : ''
  const start: HistoryRow[] = history.start
    ? [{ key: 'start', date: since, price: formatRub(history.start.price), change: 'начальная цена', fell: false }]
    : []
  return history.changes
    .map((c, index) => {
      const fell = c.price < c.price_before
      const sign = fell ? '\u2212' : '+'
      return {
        key: `${c.at}-${index}`,
        date: dayText(c.at, now),
        price: formatRub(c.price),
        change: `${sign}${formatRub(Math.abs(c.price - c.price_before))} (${sign}${changePercent(c.price_before, c.price)})`,
        fell,
      }
    })
    .reverse()
    .concat(start)
}

/** The chart's drawing: a step line from the first known price to today, with a dot at each change. */
export interface ChartGeometry {
  path: string
  dots: { x: number; y: number; fell: boolean }[]
  /** The price axis' two labels: the highest and the lowest price, with their heights. */
  top: { y: number; label: string }
  bottom: { y: number; label: string }
}

/** Lays the history out in a width × height box (padding inside), time left to right, price bottom to top. */
export function chartGeometry(history: PriceHistory, now: number, width: number, height: number, pad = 8): ChartGeometry | null {
  if (!history.start || history.changes.length === 0) return null
  const points = [
    { t: Date.parse(history.start.at), price: history.start.price },
    ...history.changes.map((c) => ({ t: Date.parse(c.at), price: c.price })),
  ]
  const t1 = Math.max(now, points.at(-1)!.t)
  // Without a known start, the first price is drawn over a short lead (a tenth of the span, a week at least).
  const t0 = points[0]!.t < points[1]!.t ? points[0]!.t : points[1]!.t - Math.max(7 * 86_400_000, (t1 - points[1]!.t) / 10)
  points[0]!.t = t0
  const prices = points.map((p) => p.price)
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)]
  const x = (t: number) => pad + ((t - t0) / Math.max(1, t1 - t0)) * (width - 2 * pad)
  const y = (price: number) => (hi === lo ? height / 2 : pad + ((hi - price) / (hi - lo)) * (height - 2 * pad))
  const round = (v: number) => Math.round(v * 10) / 10
  let path = `M${round(x(points[0]!.t))} ${round(y(points[0]!.price))}`
  for (let k = 1; k < points.length; k++) path += ` H${round(x(points[k]!.t))} V${round(y(points[k]!.price))}`
  path += ` H${round(x(t1))}`
  return {
    path,
    dots: history.changes.map((c) => ({ x: round(x(Date.parse(c.at))), y: round(y(c.price)), fell: c.price < c.price_before })),
    top: { y: round(y(hi)), label: formatRub(hi) },
    bottom: { y: round(y(lo)), label: formatRub(lo) },
  }
}

/** The chart's text alternative: where the price started, where it is, how many changes between. */
export function chartSummary(history: PriceHistory, now: number): string {
  const first = history.start
  const last = history.changes.at(-1)
  if (!first || !last) return ''
  const count = history.changes.length
  const times = count === 1 ? 'раз' : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? 'раза' : 'раз'
  const since =
    Date.parse(first.at) < Date.parse(history.changes[0]!.at)
      ? `на ${dayText(first.at, now)}`
      : `до ${dayText(history.changes[0]!.at, now)}`
  return `График цены: ${formatRub(first.price)} ${since}, ${formatRub(last.price)} с ${dayText(last.at, now)}; цена менялась ${count}${NBSP}${times}.`
}
