/**
 * Geometry of the drawn master plan. Outlines come from the CMS in plan units ([[x, y], …]; the demo
 * complex stands in a row along the embankment of a 1600×1000 plan), so the drawing crops to what the
 * data occupies and lays the decorative context (street, park, courtyards, embankment, river) around it.
 */
import type { Geometry } from './genplan.schema'

export type Point = readonly [number, number]

/** An axis-aligned box in plan units. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Room left around the buildings for the context, in plan units. */
export const PLAN_MARGIN = { side: 70, top: 210, bottom: 200 } as const

/** The bounding box of the given outlines, or null when none has points. */
export function boundsOf(outlines: readonly (readonly Point[] | null)[]): Box | null {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const outline of outlines) {
    for (const [x, y] of outline ?? []) {
      minX = Math.min(minX, x)
      minY = Math.min(minY, y)
      maxX = Math.max(maxX, x)
      maxY = Math.max(maxY, y)
    }
  }
  return Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null
}

/** The drawn area: the buildings' box with the context margins around it. */
export function planFrame(buildings: Box): Box {
  return {
    x: buildings.x - PLAN_MARGIN.side,
    y: buildings.y - PLAN_MARGIN.top,
    width: buildings.width + 2 * PLAN_MARGIN.side,
    height: buildings.height + PLAN_MARGIN.top + PLAN_MARGIN.bottom,
  }
}

/** The `points` attribute of an SVG polygon. */
export function toPoints(outline: readonly Point[]): string {
  return outline.map(([x, y]) => `${x},${y}`).join(' ')
}

/** Where a section's tooltip points, in percent of the frame, and on which side of the section it sits. */
export interface Anchor {
  x: number
  y: number
  side: 'left' | 'right'
}

/**
 * The tooltip's anchor: the middle of the outline's right edge (the bubble opens to the right) for sections
 * in the left half of the plan, of its left edge for the others, so the bubble stays over the plan.
 */
export function anchorOf(outline: readonly Point[], frame: Box): Anchor {
  const box = boundsOf([outline])!
  const round = (n: number) => Math.round(n * 100) / 100
  const side = box.x + box.width / 2 - frame.x < frame.width / 2 ? 'right' : 'left'
  return {
    x: round((((side === 'right' ? box.x + box.width : box.x) - frame.x) / frame.width) * 100),
    y: round(((box.y + box.height / 2 - frame.y) / frame.height) * 100),
    side,
  }
}

/** The horizontal gaps between neighbouring buildings (the courtyards), left to right. */
export function gapsBetween(buildings: readonly Box[], minWidth = 24): { x: number; width: number }[] {
  const sorted = [...buildings].sort((a, b) => a.x - b.x)
  const gaps: { x: number; width: number }[] = []
  for (let i = 1; i < sorted.length; i++) {
    const left = sorted[i - 1]!
    const right = sorted[i]!
    const start = left.x + left.width
    if (right.x - start >= minWidth) gaps.push({ x: start, width: right.x - start })
  }
  return gaps
}

/**
 * A deterministic pseudo-random number in [0, 1) for a seed, so the trees look scattered yet the server
 * and every browser draw the same ones (integer hashing: Math.sin may differ between engines).
 */
export function jitter(seed: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** A section as drawn: its outline and where its tooltip points. */
export interface PlacedSection<S> {
  section: S
  outline: readonly Point[]
  anchor: Anchor
}

/** A building as drawn: its outline, box, label position and drawn sections. */
export interface PlacedBuilding<B, S> {
  building: B
  outline: readonly Point[]
  box: Box
  label: { x: number; y: number }
  sections: PlacedSection<S>[]
}

/** Everything the map draws, or null when no building has an outline (the list alone is shown then). */
export interface PlanLayout<B, S> {
  frame: Box
  site: Box
  buildings: PlacedBuilding<B, S>[]
}

const rectangle = (box: Box): Point[] => [
  [box.x, box.y],
  [box.x + box.width, box.y],
  [box.x + box.width, box.y + box.height],
  [box.x, box.y + box.height],
]

/**
 * Places the buildings and their sections. A building without its own outline is drawn as the box of its
 * sections; a section without an outline is left off the plan (the list alternative still offers it).
 */
export function layoutPlan<B extends { geometry: Geometry; sections: readonly { geometry: Geometry }[] }>(
  buildings: readonly B[],
): PlanLayout<B, B['sections'][number]> | null {
  const drawn = buildings.flatMap((building) => {
    const box = boundsOf(building.geometry ? [building.geometry] : building.sections.map((s) => s.geometry))
    if (!box) return []
    return [{ building, outline: building.geometry ?? rectangle(box), box }]
  })
  const site = boundsOf(drawn.flatMap((b) => [b.outline, ...b.building.sections.map((s) => s.geometry)]))
  if (!site) return null
  const frame = planFrame(site)
  return {
    frame,
    site,
    buildings: drawn.map((b) => ({
      ...b,
      label: { x: b.box.x + b.box.width / 2, y: b.box.y - 44 },
      sections: b.building.sections.flatMap((section) =>
        section.geometry ? [{ section, outline: section.geometry, anchor: anchorOf(section.geometry, frame) }] : [],
      ),
    })),
  }
}
