/** The card's price history (server-rendered): the latest change in words, a small chart and the table of changes. */
import type { PriceHistory } from '@/features/properties'

import { chartGeometry, chartSummary, historyRows, latestChangeText } from './price-history-model'
import styles from './price-history.module.css'

const WIDTH = 640
const HEIGHT = 160

/** «Цена снижена на 3 % 12 ноября» beside the price; nothing when the price never changed. */
export function LatestPriceChange({ history, now }: { history: PriceHistory; now: number }) {
  const text = latestChangeText(history, now)
  if (!text) return null
  const fell = (history.changes.at(-1)?.price ?? 0) < (history.changes.at(-1)?.price_before ?? 0)
  return (
    <p className={styles.latest} data-fell={fell || undefined} data-testid="flat-price-change">
      <a href="#flat-price-history">{text}</a>
    </p>
  )
}

/**
 * «История цены»: prices and dates only (never who changed them). The chart is an image with its words beside it
 * (role img, named by the summary); the table below holds every figure for screen readers and for copying.
 */
export function FlatPriceHistory({ history, now }: { history: PriceHistory; now: number }) {
  const chart = chartGeometry(history, now, WIDTH, HEIGHT, 12)
  if (!chart) return null
  const rows = historyRows(history, now)
  return (
    <section className={styles.section} aria-labelledby="flat-price-history">
      <h2 id="flat-price-history" className={styles.title}>
        История цены
      </h2>
      <p id="flat-price-chart-summary" className={styles.summary}>
        {chartSummary(history, now)}
      </p>
      <div className={styles.chartBox}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="flat-price-chart-summary"
          preserveAspectRatio="none"
        >
          <line className={styles.grid} x1="0" x2={WIDTH} y1={chart.top.y} y2={chart.top.y} />
          <line className={styles.grid} x1="0" x2={WIDTH} y1={chart.bottom.y} y2={chart.bottom.y} />
          <path className={styles.line} d={chart.path} vectorEffect="non-scaling-stroke" />
        </svg>
        {chart.dots.map((dot, index) => (
          <span
            key={index}
            className={styles.dot}
            data-fell={dot.fell || undefined}
            style={{ left: `${(dot.x / WIDTH) * 100}%`, top: `${(dot.y / HEIGHT) * 100}%` }}
            aria-hidden="true"
          />
        ))}
        <span className={styles.axis} style={{ top: `${(chart.top.y / HEIGHT) * 100}%` }} aria-hidden="true">
          {chart.top.label}
        </span>
        <span className={styles.axis} style={{ top: `${(chart.bottom.y / HEIGHT) * 100}%` }} aria-hidden="true">
          {chart.bottom.label}
        </span>
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">Изменения цены, сначала последние</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Цена</th>
            <th scope="col">Изменение</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.date}</td>
              <td>{row.price}</td>
              <td data-fell={row.fell || undefined}>{row.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
