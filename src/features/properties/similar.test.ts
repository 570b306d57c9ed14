// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { compileFilter, page } from './engine'
import { distance, findSimilar, orderSimilar, SIMILAR_ENOUGH, similarParams } from './similar'
import { statusAt } from './snapshot'
import { demoSnapshot } from './testing'

const snapshot = demoSnapshot(1)

describe('similar properties', () => {
  const samples = [0, 17, 333, 1200, 1750].map((k) => snapshot.items.findIndex((r, i) => i >= k && r.type === 'flat'))

  it.each(samples)('are the catalogue filter of their params, itself excluded (item %i)', (i) => {
    const params = similarParams(snapshot, i)
    const self = snapshot.items[i]!
    const filter = {
      type: [params.type as 'flat'],
      rooms: params.rooms ?? undefined,
      area_min: params.area_min,
      area_max: params.area_max,
      price_min: params.price_min,
      price_max: params.price_max,
      status: ['available' as const],
    }
    const viaCatalogue = page(snapshot, compileFilter(snapshot, filter), snapshot.sorted.price, 0, 100_000).indexes.filter((k) => k !== i)
    const { indexes } = findSimilar(snapshot, i)
    expect(new Set(indexes)).toEqual(new Set(viaCatalogue))
    expect(params.count).toBe(indexes.length)
    expect(params.rooms).toEqual([self.rooms])
    for (const k of indexes) {
      expect(snapshot.items[k]!.type).toBe(self.type)
      expect(snapshot.items[k]!.rooms).toBe(self.rooms)
      expect(statusAt(snapshot, k)).toBe('available')
    }
    expect(params.area_min).toBeLessThanOrEqual(self.area)
    expect(params.price_max).toBeGreaterThanOrEqual(self.price)
    expect(String(params.area_min)).toMatch(/^\d+(\.\d)?$/)
    expect(params.price_min % 10_000).toBe(0)
  })

  it('widen the tolerance until there are enough', () => {
    const counts = samples.map((i) => findSimilar(snapshot, i).indexes.length)
    expect(counts.every((n) => n >= SIMILAR_ENOUGH)).toBe(true)
  })

  it('come most similar first, ties by id', () => {
    const i = samples[1]!
    const ordered = orderSimilar(snapshot, i, findSimilar(snapshot, i).indexes, 'similarity')
    for (let k = 1; k < ordered.length; k++) {
      const a = distance(snapshot, i, ordered[k - 1]!)
      const b = distance(snapshot, i, ordered[k]!)
      expect(a < b || (a === b && snapshot.items[ordered[k - 1]!]!.id < snapshot.items[ordered[k]!]!.id)).toBe(true)
    }
  })

  it('follow a catalogue order when asked', () => {
    const i = samples[2]!
    const ordered = orderSimilar(snapshot, i, findSimilar(snapshot, i).indexes, '-price')
    const prices = ordered.map((k) => snapshot.items[k]!.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })
})
