// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { generateCatalog } from '../catalog'
import { floorPlateSvg, orientationOf, PLATE_HEIGHT, PLATE_WIDTH, plateGeometry } from './floor-plate'
import { planModel } from './plan-model'

const catalog = generateCatalog(1)
const specByCode = new Map(catalog.layouts.map((l) => [l.code, l]))
const plates = catalog.sections.map((s) => ({ section: s, specs: s.floorPlan.map((code) => specByCode.get(code)!) }))

type Box = { x0: number; y0: number; x1: number; y1: number }
const boxOf = (outline: [number, number][]): Box => ({
  x0: Math.min(...outline.map((p) => p[0])),
  y0: Math.min(...outline.map((p) => p[1])),
  x1: Math.max(...outline.map((p) => p[0])),
  y1: Math.max(...outline.map((p) => p[1])),
})
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))

describe('floor plate geometry', () => {
  it.each(plates.map((p) => [p.section.key, p] as const))(
    'section %s: one outline per riser, inside the picture, none overlapping',
    (_key, { specs }) => {
      const g = plateGeometry(specs)
      expect(g.flats.map((f) => f.riser)).toEqual(specs.map((_, i) => i + 1))
      const boxes = g.flats.map((f) => boxOf(f.outline))
      for (const b of boxes) {
        expect(b.x0).toBeGreaterThanOrEqual(0)
        expect(b.y0).toBeGreaterThanOrEqual(0)
        expect(b.x1).toBeLessThanOrEqual(PLATE_WIDTH)
        expect(b.y1).toBeLessThanOrEqual(PLATE_HEIGHT)
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBeLessThan(1)
      // The core sits clear of every flat.
      const core = { x0: g.core.x, y0: g.core.y, x1: g.core.x + g.core.width, y1: g.core.y + g.core.depth }
      for (const f of g.flats) expect(overlap(core, { x0: f.x, y0: f.y, x1: f.x + f.width, y1: f.y + f.depth })).toBeLessThan(1e-6)
    },
  )

  it("keeps each flat's drawn proportions and puts it against the corridor, windows out", () => {
    for (const { specs } of plates) {
      const g = plateGeometry(specs)
      for (const f of g.flats) {
        const m = planModel(specs[f.position]!)
        const b = boxOf(f.outline)
        expect((b.x1 - b.x0) / g.scale).toBeCloseTo(m.width, 0)
        expect((b.y1 - b.y0) / g.scale).toBeCloseTo(m.depth, 0)
        // North flats end at the corridor's top edge, south flats start at its bottom edge.
        if (f.facade === 'north') expect(f.y + f.depth).toBeCloseTo(g.corridor.y, 6)
        else expect(f.y).toBeCloseTo(g.corridor.y + g.corridor.depth, 6)
        // A model drawn with its facade on the other side is turned half a turn.
        expect(f.turned).toBe(f.facade === 'north' ? m.facadeSide === 'bottom' : m.facadeSide === 'top')
      }
    }
  })

  it('orients the south row south and the north row north, corners turned', () => {
    expect(Array.from({ length: 7 }, (_, i) => orientationOf(i, 7))).toEqual(['sw', 's', 's', 'se', 'ne', 'n', 'nw'])
    expect(Array.from({ length: 6 }, (_, i) => orientationOf(i, 6))).toEqual(['sw', 's', 'se', 'ne', 'n', 'nw'])
  })

  it('draws a plan with a corridor, lifts, a stair and a compass', () => {
    const svg = floorPlateSvg(plates[0]!.specs, 'Корпус 1, секция 1')
    expect(svg).toContain('КОРИДОР')
    expect(svg).toContain('Лифты')
    expect(svg).toContain('Лестница')
    expect(svg).toContain('>С</text>')
    expect(svg).toContain(`viewBox="0 0 ${PLATE_WIDTH} ${PLATE_HEIGHT}"`)
  })
})

describe('the catalogue on the plate', () => {
  it("gives every flat its riser, and the riser's orientation", () => {
    const sections = new Map(catalog.sections.map((s) => [s.key, s]))
    for (const p of catalog.properties) {
      if (p.type !== 'flat') {
        expect(p.riser).toBeNull()
        continue
      }
      const s = sections.get(p.section)!
      expect(p.riser).toBeGreaterThanOrEqual(1)
      expect(p.layout).toBe(s.floorPlan[p.riser! - 1])
      expect(p.orientation).toBe(orientationOf(p.riser! - 1, s.floorPlan.length))
    }
  })
})
