import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { GET as detailGet } from '@/app/api/properties/[id]/route'
import { GET as listGet } from '@/app/api/properties/route'
import { cms } from '@/cms/client'

import { getCatalog } from './catalog'
import { propertyPriceHistory } from './history'
import type { PropertyDetail, PropertyList } from './properties.schema'

async function call<T>(route: typeof listGet, path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await route(new Request(`http://localhost${path}`), { params: Promise.resolve(params) })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15))

/**
 * A flat of its own (a copy of a seeded one), repriced three times through the Local API as an editor's saves
 * are: its history, the card's «цена снижена» and the list's order «сначала подешевевшие» follow.
 */
describe(`price history on ${inject('dialect')}`, () => {
  let id = 0
  const start = 10_000_000
  const prices = [10_400_000, 9_800_000, 9_500_000]

  beforeAll(async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'properties', where: { type: { equals: 'flat' } }, limit: 1, depth: 0 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...flat } = docs[0]!
    const copy = await payload.create({
      collection: 'properties',
      data: {
        ...flat,
        ref_id: `HISTORY-${Date.now()}`,
        number: '9001',
        status: 'available',
        hold_until: null,
        price: start,
        old_price: null,
      },
      depth: 0,
    })
    id = copy.id
    // A status change alone is no price change: the card's history leaves it out.
    await payload.update({ collection: 'properties', id, data: { status: 'booked' }, depth: 0 })
    await payload.update({ collection: 'properties', id, data: { status: 'available' }, depth: 0 })
    for (const price of prices) {
      await pause()
      await payload.update({ collection: 'properties', id, data: { price }, depth: 0 })
    }
  })

  afterAll(async () => {
    // Deleting the flat deletes its history too (properties' beforeDelete).
    if (id) await (await cms()).delete({ collection: 'properties', id, depth: 0 })
  })

  it('keeps the three price changes, oldest first, with the price before each and no status-only rows', async () => {
    const history = await propertyPriceHistory(id)
    expect(history.changes.map((c) => [c.price_before, c.price])).toEqual([
      [start, prices[0]],
      [prices[0], prices[1]],
      [prices[1], prices[2]],
    ])
    const times = history.changes.map((c) => Date.parse(c.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(history.start?.price).toBe(start)
    expect(Date.parse(history.start!.at)).toBeLessThanOrEqual(times[0]!)
    // Prices and dates only: nothing says who changed them or how.
    expect(Object.keys(history.changes[0]!).sort()).toEqual(['at', 'price', 'price_before'])
  })

  it('marks the card: 5 % below the price the 30-day window opened with', async () => {
    const detail = await call<PropertyDetail>(detailGet, `/api/properties/${id}/`, { id: String(id) })
    expect(detail.price).toBe(9_500_000)
    expect(detail.price_drop).toEqual({ percent: 5, previous_price: start })
  })

  it('lists it first under «сначала подешевевшие» when its fall is the largest', async () => {
    const snapshot = await getCatalog()
    const largest = Math.max(...snapshot.priceDrop)
    const list = await call<PropertyList>(listGet, '/api/properties/?order=price_drop&type=flat&limit=100')
    const marked = list.results.filter((r) => r.price_drop)
    // The marked flats come first, the largest fall first; the rest follow cheapest first.
    expect(list.results.slice(0, marked.length)).toEqual(marked)
    const falls = marked.map((r) => (r.price_drop!.previous_price - r.price) / r.price_drop!.previous_price)
    expect(falls).toEqual([...falls].sort((a, b) => b - a))
    expect(marked.find((r) => r.id === id)?.price_drop?.percent).toBe(5)
    if (largest <= 0.05) expect(list.results[0]!.id).toBe(id)
  })
})
