import { describe, expect, it } from 'vitest'

import { anchorOf, boundsOf, gapsBetween, jitter, layoutPlan, PLAN_MARGIN, planFrame, toPoints } from './plan-geometry'

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]

describe('plan geometry', () => {
  it('crops the drawing to the outlines plus the context margins', () => {
    const site = boundsOf([rect(90, 560, 230, 300), null, rect(1250, 560, 230, 300)])!
    expect(site).toEqual({ x: 90, y: 560, width: 1390, height: 300 })
    expect(planFrame(site)).toEqual({
      x: 90 - PLAN_MARGIN.side,
      y: 560 - PLAN_MARGIN.top,
      width: 1390 + 2 * PLAN_MARGIN.side,
      height: 300 + PLAN_MARGIN.top + PLAN_MARGIN.bottom,
    })
    expect(boundsOf([null])).toBeNull()
  })

  it('points a tooltip at the middle of the side facing the wider part of the plan', () => {
    const frame = { x: 0, y: 0, width: 1000, height: 500 }
    expect(anchorOf(rect(100, 100, 50, 200), frame)).toEqual({ x: 15, y: 40, side: 'right' })
    expect(anchorOf(rect(800, 100, 50, 200), frame)).toEqual({ x: 80, y: 40, side: 'left' })
  })

  it('finds the courtyards between houses', () => {
    const boxes = [boundsOf([rect(380, 0, 230, 10)])!, boundsOf([rect(90, 0, 230, 10)])!, boundsOf([rect(620, 0, 10, 10)])!]
    expect(gapsBetween(boxes)).toEqual([{ x: 320, width: 60 }])
  })

  it('draws a house without an outline as the box of its sections and leaves sections without one off the plan', () => {
    const layout = layoutPlan([
      {
        id: 1,
        geometry: null,
        sections: [
          { id: 11, geometry: rect(10, 20, 30, 40) },
          { id: 12, geometry: null },
        ],
      },
      { id: 2, geometry: null, sections: [{ id: 21, geometry: null }] },
    ])!
    expect(layout.buildings).toHaveLength(1)
    expect(toPoints(layout.buildings[0]!.outline)).toBe('10,20 40,20 40,60 10,60')
    expect(layout.buildings[0]!.sections.map((s) => s.section.id)).toEqual([11])
    expect(layoutPlan([{ geometry: null, sections: [{ geometry: null }] }])).toBeNull()
  })

  it('scatters trees the same way every time', () => {
    const values = Array.from({ length: 50 }, (_, i) => jitter(i))
    expect(values).toEqual(Array.from({ length: 50 }, (_, i) => jitter(i)))
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    expect(new Set(values.map((v) => Math.floor(v * 10))).size).toBeGreaterThan(5)
  })
})
