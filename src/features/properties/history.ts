import { cms } from '@/features/cms-runtime'
import { timestampMs } from '@/lib/timestamp'

/** A property's price history as buyers see it: prices and dates only, never who changed them or how. */
export interface PriceHistory {
  /** The price before the first recorded change, and since when the property has been listed (ISO). */
  start: { at: string; price: number } | null
  /** Every change of the price, oldest first (ISO dates). */
  changes: { at: string; price_before: number; price: number }[]
}

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

/**
 * The price history of one property from «История цен и статусов»: the rows that moved its price (an editor's,
 * an import's, a CRM's alike), oldest first. Status-only rows are left out: the card shows prices.
 */
export async function propertyPriceHistory(id: number): Promise<PriceHistory> {
  const payload = await cms()
  const [rows, property] = await Promise.all([
    payload.find({
      collection: 'property-changes',
      where: { property: { equals: id } },
      select: { price_before: true, price: true, createdAt: true },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      // The history collection is the sales team's (it names who changed what); only prices and dates leave here.
      overrideAccess: true,
    }),
    payload.findByID({ collection: 'properties', id, select: { createdAt: true }, depth: 0, disableErrors: true, overrideAccess: true }),
  ])
  const changes = rows.docs.flatMap((row) => {
    const [before, price, at] = [amount(row.price_before), amount(row.price), timestampMs(row.createdAt)]
    return before !== null && price !== null && at !== null && before !== price
      ? [{ at: new Date(at).toISOString(), price_before: before, price }]
      : []
  })
  const first = changes[0]
  const listed = timestampMs(property?.createdAt)
  return {
    start: first ? { at: new Date(Math.min(listed ?? Infinity, Date.parse(first.at))).toISOString(), price: first.price_before } : null,
    changes,
  }
}
