import { describe, expect, it } from 'vitest'

import { spreadApart } from './map-model'

const bounds = { width: 1000, height: 680 }
/** The least gap between two markers' squares, as the farther of the two axes (negative: they overlap). */
const closest = (points: { x: number; y: number }[]) => {
  let least = Infinity
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      least = Math.min(least, Math.max(Math.abs(points[i]!.x - points[j]!.x), Math.abs(points[i]!.y - points[j]!.y)))
  return least
}

describe('spreadApart', () => {
  it('leaves points that are already far enough apart where they are', () => {
    const points = [
      { x: 100, y: 100, id: 'a' },
      { x: 300, y: 100, id: 'b' },
      { x: 200, y: 400, id: 'c' },
    ]
    expect(spreadApart(points, 56, bounds)).toEqual(points)
  })

  it('parts crowded markers until no two squares overlap, moving each only a little', () => {
    // The seeded location page's tightest spots: a cluster of four and a pair, a few metres apart.
    const points = [
      { x: 500, y: 300 },
      { x: 520, y: 310 },
      { x: 505, y: 330 },
      { x: 530, y: 290 },
      { x: 150, y: 420 },
      { x: 170, y: 440 },
      { x: 800, y: 100 },
    ]
    const spread = spreadApart(points, 56, bounds)
    expect(closest(points)).toBeLessThan(56)
    expect(closest(spread)).toBeGreaterThanOrEqual(55.9)
    for (const [i, point] of spread.entries()) expect(Math.hypot(point.x - points[i]!.x, point.y - points[i]!.y)).toBeLessThan(80)
    expect(spread[6]).toEqual(points[6])
  })

  it('parts two markers on the same spot and keeps every marker inside the drawing', () => {
    const spread = spreadApart(
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
        { x: 995, y: 675 },
        { x: 990, y: 670 },
      ],
      56,
      bounds,
    )
    expect(closest(spread)).toBeGreaterThanOrEqual(55.9)
    for (const point of spread) {
      expect(point.x).toBeGreaterThanOrEqual(28)
      expect(point.x).toBeLessThanOrEqual(972)
      expect(point.y).toBeGreaterThanOrEqual(28)
      expect(point.y).toBeLessThanOrEqual(652)
    }
  })
})
