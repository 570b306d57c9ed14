/**
 * The demo's price history: what «История цен и статусов» would hold after months of sales. Prices rose as the
 * buildings went up (every few months), and in the last 30 days the sales team cut some flats' prices — so the
 * card's chart and table, the list's «цена снижена» mark and the order «сначала подешевевшие» have real data.
 * Deterministic: the same rows on every machine for the same day.
 */
import type { PropertySeed } from './catalog'
import { createRandom } from './random'

const DAY = 24 * 60 * 60 * 1000

/** One row of the history: the price before and after, and when (ms). */
export interface SeedPriceChange {
  ref_id: string
  price_before: number
  price: number
  at: number
}

const round = (value: number) => Math.round(value / 10_000) * 10_000

/**
 * The history rows ending at each flat's current price. About one flat for sale in 12 has a history (2–3 rises over
 * the past year); one in 40 was also marked down within the last 25 days, by 2–6 %.
 */
export function seedPriceHistory(properties: readonly PropertySeed[], now: number): SeedPriceChange[] {
  const random = createRandom(20261128)
  const rows: SeedPriceChange[] = []
  properties.forEach((p, index) => {
    if (p.type !== 'flat' || p.status !== 'available') return
    const dropped = index % 40 === 7
    if (!dropped && index % 12 !== 5) return
    const changes: SeedPriceChange[] = []
    let price = p.price
    let at = now
    if (dropped) {
      at = now - random.int(2, 25) * DAY - random.int(9, 17) * 60 * 60 * 1000
      const before = round(price / (1 - random.float(0.02, 0.06)))
      changes.push({ ref_id: p.ref_id, price_before: before, price, at })
      price = before
    }
    const rises = random.int(2, 3)
    for (let k = 0; k < rises; k++) {
      at -= random.int(45, 110) * DAY
      const before = round(price / (1 + random.float(0.015, 0.04)))
      if (before >= price) break
      changes.push({ ref_id: p.ref_id, price_before: before, price, at })
      price = before
    }
    rows.push(...changes.reverse())
  })
  return rows
}
