/**
 * Trees, shrubs and planting in a layered flat style: every crown has a shadow tone, a body tone and
 * highlights on the sun side, so a whole scene reads as lit from one direction.
 */
import type { Canvas, Random } from './svg'
import { mix, num, rng } from './svg'
import { blob, box, line, n1, oval, path, range, symbol, TONE, use } from './illustration-kit'

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
function crown(r: Random, cx: number, cy: number, rad: number, fol: Foliage, sunX: number, lobes = 9): string {
  const small = rad < 30
  lobes = Math.min(lobes, small ? 5 : 7)
  let dark = ''
  let mid = ''
  let lightD = ''
  for (const i of range(lobes)) {
    const a = (i / lobes) * Math.PI * 2 + r.range(-0.25, 0.25)
    const rr = rad * r.range(0.34, 0.48)
    dark += blob(cx + Math.cos(a) * rad * 0.58, cy + Math.sin(a) * rad * 0.5 + rad * 0.06, rr)
  }
  dark += blob(cx, cy + rad * 0.05, rad * 0.66)
  for (const i of range(small ? 3 : 5)) {
    const a = -Math.PI / 2 + sunX * (0.2 + i * (small ? 0.7 : 0.45)) + r.range(-0.2, 0.2)
    mid += blob(cx + Math.cos(a) * rad * 0.42 + sunX * rad * 0.06, cy + Math.sin(a) * rad * 0.36 - rad * 0.06, rad * r.range(0.26, 0.36))
  }
  for (const i of range(small ? 2 : 4)) {
    const a = -Math.PI / 2 + sunX * (0.3 + i * (small ? 0.6 : 0.38)) + r.range(-0.15, 0.15)
    lightD += blob(cx + Math.cos(a) * rad * 0.62, cy + Math.sin(a) * rad * 0.55, rad * r.range(0.09, 0.15))
  }
  return path(dark, fol[0]) + path(mid, fol[1]) + path(lightD, fol[2], { opacity: 0.75 })
}

/** A tapered trunk from the ground up to `topY`. */
function trunk(x: number, y: number, topY: number, w: number, color: string): string {
  return path(`M${num(x - w / 2)} ${num(y)}L${num(x - w * 0.2)} ${num(topY)}h${num(w * 0.4)}L${num(x + w / 2)} ${num(y)}Z`, color)
}

/** Root ball and two stakes of a newly planted tree. */
function planting(x: number, y: number, h: number): string {
  const stakes = line(
    `M${num(x - h * 0.12)} ${num(y)}L${num(x - h * 0.03)} ${num(y - h * 0.5)}M${num(x + h * 0.12)} ${num(y)}L${num(x + h * 0.03)} ${num(y - h * 0.5)}`,
    TONE.oakDark,
    Math.max(1, h * 0.018),
  )
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
      return (
        base +
        trunk(x, y, y - h * 0.9, h * 0.035, '#f1efe9') +
        path(marks, TONE.navy3, { opacity: 0.7 }) +
        path(leaves, fol[1], { opacity: 0.85 }) +
        path(lightLeaves, fol[2])
      )
    }
    case 'young':
      return base + trunk(x, y, y - h * 0.62, h * 0.03, bark) + crown(r, x, y - h * 0.7, h * 0.2, fol, sunX, 7)
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

const stamps = new WeakMap<Canvas, Map<string, string>>()

/**
 * A tree drawn by reference: each (kind, foliage, light side, variant) is drawn once per document at 100 px
 * and placed with `use`, so scenes can hold many trees in a few kilobytes.
 */
export function treeStamp(
  c: Canvas,
  r: Random,
  kind: TreeKind,
  x: number,
  y: number,
  h: number,
  fol: Foliage,
  opts: TreeOpts = {},
): string {
  const variant = r.int(0, 2)
  const key = `${kind}|${fol.join()}|${opts.sunX ?? -1}|${opts.planted ? 1 : 0}|${variant}`
  const cache = stamps.get(c) ?? new Map<string, string>()
  stamps.set(c, cache)
  let id = cache.get(key)
  if (!id) {
    id = symbol(c, tree(rng(key), kind, 0, 0, 100, fol, opts))
    cache.set(key, id)
  }
  return use(id, { transform: `translate(${num(x)} ${num(y)}) scale(${Math.round((h / 100) * 1000) / 1000})` })
}

/** A row of trees between x0 and x1 at `y`, heights around `h`, with seeded jitter. */
export function treeRow(
  c: Canvas,
  r: Random,
  kinds: readonly TreeKind[],
  x0: number,
  x1: number,
  y: number,
  h: number,
  count: number,
  fol: Foliage,
  opts: TreeOpts = {},
): string {
  let out = ''
  for (const i of range(count)) {
    const x = x0 + ((x1 - x0) * (i + 0.5 + r.range(-0.25, 0.25))) / count
    out += treeStamp(c, r, r.pick(kinds), x, y + r.range(-h * 0.03, h * 0.03), h * r.range(0.8, 1.15), fol, opts)
  }
  return out
}

/** A low hedge or shrub border: a dark body with a bumpy top and a lighter sunlit crest (two compact paths). */
export function shrubs(r: Random, x0: number, x1: number, y: number, h: number, fol: Foliage, sunX = -1): string {
  const step = Math.max(6, h * 0.9)
  let top = `M${num(x0 - h * 0.4)} ${num(y)}V${num(y - h * 0.6)}`
  let crest = ''
  for (let x = x0 - h * 0.4; x < x1 + h * 0.4; x += step) {
    const bump = h * r.range(0.75, 1.05)
    top += `q${num(step / 2)} ${num(-bump * 0.7)} ${num(step)} 0`
    crest += `M${num(x + step * 0.15 + sunX * step * 0.05)} ${num(y - h * 0.62)}q${num(step * 0.35)} ${num(-bump * 0.55)} ${num(step * 0.7)} 0Z`
  }
  top += `V${num(y)}Z`
  return path(top, fol[0]) + path(crest, fol[1])
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
    for (const k of [-1, 0, 1])
      d += `M${n1(x)} ${n1(y)}q${n1(k * hh * 0.1)} ${n1(-hh * 0.5)} ${n1(k * hh * 0.35 + r.range(-2, 2))} ${n1(-hh)}`
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
