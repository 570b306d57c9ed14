/**
 * Trees, shrubs and planting in a layered flat style: every crown has a shadow tone, a body tone and
 * highlights on the sun side, so a whole scene reads as lit from one direction.
 */
import type { Random } from './svg'
import { mix, num } from './svg'
import { blob, box, line, oval, path, range, TONE } from './illustration-kit'

/** Dark, mid and light foliage tones. */
export type Foliage = readonly [dark: string, mid: string, light: string]

export type TreeKind = 'round' | 'tall' | 'conifer' | 'birch' | 'young' | 'bare'

export interface TreeOpts {
  /** −1: sun from the left, 1: from the right. */
  sunX?: number
  trunk?: string
  /** Root ball and stakes of a freshly planted tree. */
  planted?: boolean
}

/** Layered crown of overlapping blobs: shadow, body and sunlit highlights. */
function crown(r: Random, cx: number, cy: number, rad: number, fol: Foliage, sunX: number, lobes = 6): string {
  let dark = ''
  let mid = ''
  let lightD = ''
  for (const i of range(lobes)) {
    const a = (i / lobes) * Math.PI * 2 + r.range(-0.3, 0.3)
    const rr = rad * r.range(0.45, 0.62)
    dark += blob(cx + Math.cos(a) * rad * 0.45, cy + Math.sin(a) * rad * 0.4 + rad * 0.08, rr)
  }
  dark += blob(cx, cy, rad * 0.62)
  for (const i of range(4)) {
    const a = -Math.PI / 2 + sunX * (0.3 + i * 0.45) + r.range(-0.2, 0.2)
    mid += blob(cx + Math.cos(a) * rad * 0.3 + sunX * rad * 0.06, cy + Math.sin(a) * rad * 0.3 - rad * 0.05, rad * r.range(0.38, 0.5))
  }
  for (const i of range(3)) {
    const a = -Math.PI / 2 + sunX * (0.5 + i * 0.35)
    lightD += blob(cx + Math.cos(a) * rad * 0.5, cy + Math.sin(a) * rad * 0.45, rad * r.range(0.16, 0.24))
  }
  return path(dark, fol[0]) + path(mid, fol[1]) + path(lightD, fol[2], { opacity: 0.9 })
}

/** A tapered trunk from the ground up to `topY`. */
function trunk(x: number, y: number, topY: number, w: number, color: string): string {
  return path(`M${num(x - w / 2)} ${num(y)}L${num(x - w * 0.2)} ${num(topY)}h${num(w * 0.4)}L${num(x + w / 2)} ${num(y)}Z`, color)
}

/** Root ball and two stakes of a newly planted tree. */
function planting(x: number, y: number, h: number): string {
  const stakes = line(`M${num(x - h * 0.12)} ${num(y)}L${num(x - h * 0.03)} ${num(y - h * 0.5)}M${num(x + h * 0.12)} ${num(y)}L${num(x + h * 0.03)} ${num(y - h * 0.5)}`, TONE.oakDark, Math.max(1, h * 0.018))
  return path(oval(x, y - h * 0.02, h * 0.1, h * 0.045), '#8a6e55') + stakes
}

/** A tree of the given kind, standing at (x, y), `h` tall. */
export function tree(r: Random, kind: TreeKind, x: number, y: number, h: number, fol: Foliage, opts: TreeOpts = {}): string {
  const sunX = opts.sunX ?? -1
  const bark = opts.trunk ?? mix(fol[0], '#2b2420', 0.55)
  const base = opts.planted ? planting(x, y, h) : ''
  switch (kind) {
    case 'round':
      return base + trunk(x, y, y - h * 0.6, h * 0.07, bark) + crown(r, x, y - h * 0.64, h * 0.34, fol, sunX)
    case 'tall': {
      const body = path(oval(x, y - h * 0.58, h * 0.16, h * 0.4), fol[0])
      const lit = path(oval(x + sunX * h * 0.04, y - h * 0.62, h * 0.11, h * 0.33), fol[1])
      const hi = path(oval(x + sunX * h * 0.08, y - h * 0.7, h * 0.04, h * 0.18), fol[2], { opacity: 0.85 })
      return base + trunk(x, y, y - h * 0.3, h * 0.05, bark) + body + lit + hi
    }
    case 'conifer': {
      let d = ''
      let litD = ''
      for (const i of range(4)) {
        const ty = y - h * (0.22 + i * 0.2)
        const w = h * (0.3 - i * 0.06)
        d += `M${num(x - w)} ${num(ty + h * 0.12)}L${num(x)} ${num(ty - h * 0.22)}L${num(x + w)} ${num(ty + h * 0.12)}Z`
        litD += `M${num(x)} ${num(ty - h * 0.22)}L${num(x + sunX * w)} ${num(ty + h * 0.12)}L${num(x)} ${num(ty + h * 0.08)}Z`
      }
      return base + trunk(x, y, y - h * 0.2, h * 0.05, bark) + path(d, fol[0]) + path(litD, fol[1])
    }
    case 'birch': {
      let marks = ''
      for (const i of range(6)) marks += box(x - h * 0.012 + (i % 2) * h * 0.006, y - h * (0.1 + i * 0.09), h * 0.012, h * 0.012)
      let leaves = ''
      for (const _ of range(14)) leaves += blob(x + r.range(-0.22, 0.22) * h, y - h * r.range(0.42, 0.95), h * r.range(0.05, 0.1))
      const lightLeaves = range(6)
        .map(() => blob(x + sunX * r.range(0.02, 0.2) * h, y - h * r.range(0.5, 0.92), h * r.range(0.04, 0.07)))
        .join('')
      return base + trunk(x, y, y - h * 0.9, h * 0.035, '#f1efe9') + path(marks, TONE.navy3, { opacity: 0.7 }) + path(leaves, fol[1], { opacity: 0.85 }) + path(lightLeaves, fol[2])
    }
    case 'young':
      return base + trunk(x, y, y - h * 0.62, h * 0.03, bark) + crown(r, x, y - h * 0.7, h * 0.2, fol, sunX, 5)
    case 'bare': {
      let d = ''
      const branch = (bx: number, by: number, len: number, angle: number, depth: number) => {
        const ex = bx + Math.cos(angle) * len
        const ey = by - Math.sin(angle) * len
        d += `M${num(bx)} ${num(by)}L${num(ex)} ${num(ey)}`
        if (depth > 0) for (const s of [-1, 1]) branch(ex, ey, len * 0.68, angle + s * r.range(0.3, 0.6), depth - 1)
      }
      branch(x, y, h * 0.38, Math.PI / 2 + r.range(-0.08, 0.08), 4)
      return base + line(d, bark, Math.max(1, h * 0.012))
    }
  }
}

/** A row of trees between x0 and x1 at `y`, heights around `h`, with seeded jitter. */
export function treeRow(r: Random, kinds: readonly TreeKind[], x0: number, x1: number, y: number, h: number, count: number, fol: Foliage, opts: TreeOpts = {}): string {
  let out = ''
  for (const i of range(count)) {
    const x = x0 + ((x1 - x0) * (i + 0.5 + r.range(-0.25, 0.25))) / count
    out += tree(r, r.pick(kinds), x, y + r.range(-h * 0.03, h * 0.03), h * r.range(0.8, 1.15), fol, opts)
  }
  return out
}

/** A low hedge or shrub border: a dark base with lighter tops. */
export function shrubs(r: Random, x0: number, x1: number, y: number, h: number, fol: Foliage, sunX = -1): string {
  let dark = ''
  let lit = ''
  for (let x = x0; x < x1; x += h * r.range(0.7, 1.1)) {
    const s = h * r.range(0.55, 0.8)
    dark += blob(x, y - s * 0.6, s)
    lit += blob(x + sunX * s * 0.25, y - s * 0.95, s * 0.55)
  }
  return path(dark + box(x0 - h * 0.5, y - h * 0.6, x1 - x0 + h, h * 0.6), fol[0]) + path(lit, fol[1])
}

/** Scattered flower dots over an area (herb beds, lawns). */
export function flowers(r: Random, x0: number, x1: number, y0: number, y1: number, count: number, colors: readonly string[]): string {
  return colors
    .map((color) => {
      let d = ''
      for (const _ of range(Math.round(count / colors.length))) d += blob(r.range(x0, x1), r.range(y0, y1), r.range(1.5, 3.5))
      return path(d, color)
    })
    .join('')
}

/** Grass tufts and tall ornamental grasses along a bed. */
export function grasses(r: Random, x0: number, x1: number, y: number, h: number, color: string, count: number): string {
  let d = ''
  for (const _ of range(count)) {
    const x = r.range(x0, x1)
    const hh = h * r.range(0.6, 1.2)
    for (const k of [-1, 0, 1]) d += `M${num(x)} ${num(y)}q${num(k * hh * 0.1)} ${num(-hh * 0.5)} ${num(k * hh * 0.35 + r.range(-2, 2))} ${num(-hh)}`
  }
  return line(d, color, Math.max(1, h * 0.04))
}

/** Seasonal foliage presets. */
export const FOLIAGE = {
  summer: [TONE.parkDark, TONE.park, '#a9bf94'],
  spring: ['#6f8f5e', '#98b27d', '#c8d8a4'],
  autumn: ['#b4622f', '#e09a45', '#f3c66d'],
  autumnLate: ['#8e5a3a', '#c9803f', '#e8b461'],
  dusk: ['#1c2a38', '#2e4046', '#495c57'],
  dawn: ['#34465a', '#566a5e', '#9a8f6c'],
  pine: ['#3d5646', '#587560', '#7f9b80'],
} as const satisfies Record<string, Foliage>
