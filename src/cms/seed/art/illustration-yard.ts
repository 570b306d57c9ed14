/**
 * Outdoor perspective scenes (courtyards, playgrounds, park, construction site at ground level):
 * a level camera over a ground plane, the complex's towers standing around as backdrops, ground
 * shapes (lawns, paths, paving) projected flat, and trees, people and furniture as depth-sorted billboards.
 */
import type { Canvas, Random } from './svg'
import { mix, rng } from './svg'
import { type Light, LIGHTS, line, type Mood, oval, path, range, rect, TONE, vgrad } from './illustration-kit'
import { cloudStreaks, puffyClouds, sky, sun } from './illustration-landscape'
import { type Foliage, shrubs, type TreeKind, type TreeOpts, treeStamp } from './illustration-nature'
import { bench, lampPost, person, type PersonOpts, seated } from './illustration-people'
import { tower, type TowerSpec } from './illustration-towers'
import { type V3, View } from './illustration-space'

/** A point on the ground plane: x across, z into the distance (metres). */
export type G = readonly [number, number]

/** An outdoor scene under construction. */
export interface Yard {
  c: Canvas
  v: View
  r: Random
  light: Light
  horizon: number
  /** Sun side for trees and towers: −1 from the left, 1 from the right. */
  sunX: number
}

export interface YardSpec {
  seed: string
  mood: Mood
  eye: V3
  yaw?: number
  focal: number
  horizon?: number
  sunX?: number
  /** Sun position as shares of width/height (omit for no disc). */
  sunAt?: readonly [number, number]
  clouds?: 'streaks' | 'puffy' | 'none'
}

/** Sets up sky, camera and light for an outdoor perspective scene. */
export function yard(c: Canvas, s: YardSpec): Yard {
  const light = LIGHTS[s.mood]
  const r = rng(s.seed)
  const horizon = c.height * (s.horizon ?? 0.46)
  const sunX = s.sunX ?? -1
  const v = new View(
    { pos: s.eye, yaw: s.yaw ?? 0, focal: s.focal * c.width, cx: c.width / 2, cy: horizon },
    { toLight: [-sunX, 0.6, -0.3], warm: light.lit, cool: light.shade, strength: 0.3 },
  )
  c.add(sky(c, light, 0, horizon + c.height * 0.05))
  if (s.sunAt && light.sun) c.add(sun(c, light, c.width * s.sunAt[0], c.height * s.sunAt[1], c.width * 0.014))
  if ((s.clouds ?? 'puffy') === 'puffy')
    c.add(puffyClouds(r, { x0: 0, x1: c.width, y0: horizon * 0.15, y1: horizon * 0.55 }, 4, TONE.cream, 0.45))
  else if (s.clouds === 'streaks') c.add(cloudStreaks(light, r, { x0: 0, x1: c.width, y0: horizon * 0.1, y1: horizon * 0.7 }, 8))
  return { c, v, r, light, horizon, sunX }
}

const at3 = ([x, z]: G, y = 0): V3 => [x, y, z]

/** A flat ground polygon (lawn, paving, sand) drawn immediately. */
export function ground(y: Yard, pts: readonly G[], fill: string, attrs: Record<string, string | number> = {}): string {
  return path(y.v.ring(pts.map((p) => at3(p, 0.001))), fill, attrs)
}

/** A path of constant width along ground points, as a polygon. */
export function ribbon(y: Yard, pts: readonly G[], width: number, fill: string): string {
  const left: G[] = []
  const right: G[] = []
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)]!
    const b = pts[Math.min(pts.length - 1, i + 1)]!
    const dx = b[0] - a[0]
    const dz = b[1] - a[1]
    const len = Math.hypot(dx, dz) || 1
    const nx = (-dz / len) * (width / 2)
    const nz = (dx / len) * (width / 2)
    left.push([p[0] + nx, p[1] + nz])
    right.push([p[0] - nx, p[1] - nz])
  })
  return ground(y, [...left, ...right.reverse()], fill)
}

/** A smooth curve of ground points (quadratic through control points), for winding paths. */
export function curve(pts: readonly G[], steps = 10): G[] {
  const out: G[] = []
  for (let i = 0; i < pts.length - 2; i++) {
    const [p0, ctrl, p2] = [pts[i]!, pts[i + 1]!, pts[i + 2]!]
    const a: G = i === 0 ? p0 : [(p0[0] + ctrl[0]) / 2, (p0[1] + ctrl[1]) / 2]
    const b: G = i === pts.length - 3 ? p2 : [(ctrl[0] + p2[0]) / 2, (ctrl[1] + p2[1]) / 2]
    for (let s = 0; s < steps; s++) {
      const t = s / steps
      out.push([
        (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0],
        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1],
      ])
    }
  }
  const last = pts.at(-1)
  if (last) out.push(last)
  return out
}

/** Queues a tree billboard at a ground point (`h` metres tall). */
export function yardTree(y: Yard, p: G, h: number, kind: TreeKind, fol: Foliage, opts: TreeOpts = {}): void {
  const s = y.v.point(at3(p))
  const k = y.v.scaleAt(at3(p))
  if (!s || k <= 0) return
  const shadow = path(oval(s[0] - y.sunX * h * k * 0.15, s[1], h * k * 0.3, h * k * 0.05), TONE.navy, { opacity: 0.12 })
  y.v.queue(y.v.depth(at3(p)), shadow + treeStamp(y.c, y.r, kind, s[0], s[1], h * k, fol, { sunX: -y.sunX, ...opts }))
}

/** Queues a person billboard at a ground point. */
export function yardPerson(y: Yard, p: G, h: number, opts: PersonOpts = {}): void {
  const s = y.v.point(at3(p))
  const k = y.v.scaleAt(at3(p))
  if (s && k > 0) y.v.queue(y.v.depth(at3(p)) - 0.05, person(y.r, s[0], s[1], h * k, opts))
}

/** Queues a seated person (feet on the ground, seat `seat` metres up). */
export function yardSeated(y: Yard, p: G, seat: number, h: number, opts: PersonOpts = {}): void {
  const s = y.v.point(at3(p))
  const top = y.v.point(at3(p, seat))
  const k = y.v.scaleAt(at3(p))
  if (s && top && k > 0) y.v.queue(y.v.depth(at3(p)) - 0.08, seated(y.r, s[0], s[1], top[1], h * k, opts))
}

/** Queues a bench billboard (side view, `w` metres long). */
export function yardBench(y: Yard, p: G, w: number): void {
  const s = y.v.point(at3(p))
  const k = y.v.scaleAt(at3(p))
  if (s && k > 0) y.v.queue(y.v.depth(at3(p)), bench(s[0] - (w * k) / 2, s[1], w * k))
}

/** Queues a lamp post. */
export function yardLamp(y: Yard, p: G, h: number): void {
  const s = y.v.point(at3(p))
  const k = y.v.scaleAt(at3(p))
  if (s && k > 0) y.v.queue(y.v.depth(at3(p)), lampPost(y.c, s[0], s[1], h * k, y.light.windows > 0.15))
}

/** Queues a low hedge between two ground points. */
export function yardHedge(y: Yard, a: G, b: G, h: number, fol: Foliage): void {
  const pa = y.v.point(at3(a))
  const pb = y.v.point(at3(b))
  const mid: G = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  const k = y.v.scaleAt(at3(mid))
  if (pa && pb && k > 0)
    y.v.queue(y.v.depth(at3(mid)), shrubs(y.r, Math.min(pa[0], pb[0]), Math.max(pa[0], pb[0]), (pa[1] + pb[1]) / 2, h * k, fol, y.sunX))
}

/**
 * One of the complex's towers as a backdrop: its corner stands at ground point `p`; faces `left`/`right`
 * metres wide, `floors` storeys. Drawn in elevation at the scale of its distance.
 */
export function yardTower(y: Yard, p: G, floors: number, left: number, right: number, opts: Partial<TowerSpec> = {}): string {
  const s = y.v.point(at3(p))
  const k = y.v.scaleAt(at3(p))
  if (!s) return ''
  return tower(y.c, y.light, y.r, {
    x: s[0],
    base: s[1],
    floors,
    floorH: 3.1 * k,
    left: left * k,
    right: right * k,
    sunLeft: y.sunX < 0,
    seed: `yt${p[0]}`,
    ...opts,
  })
}

/** The whole ground as a lawn with a soft darkening toward the viewer. */
export function lawn(y: Yard, fill: string): string {
  const { c, horizon } = y
  return rect(
    0,
    horizon,
    c.width,
    c.height - horizon,
    vgrad(c, [
      [0, mix(fill, y.light.haze, 0.35)],
      [1, mix(fill, TONE.navy, 0.12)],
    ]),
  )
}

/** Stroked segments on the ground (court markings, paving joints). */
export function groundLines(y: Yard, pairs: readonly (readonly [G, G])[], color: string, width = 1.5, opacity = 0.8): string {
  return line(y.v.segments(pairs.map(([a, b]) => [at3(a, 0.002), at3(b, 0.002)] as const)), color, width, { opacity })
}

/** A belt of trees and shrubs across the far edge of the ground (hides tower bases, adds depth). */
export function treeBelt(y: Yard, z: number, x0: number, x1: number, fol: Foliage, count = 16): void {
  for (const i of range(count)) {
    const x = x0 + ((x1 - x0) * (i + 0.5 + y.r.range(-0.3, 0.3))) / count
    const zz = z + y.r.range(-6, 6)
    yardTree(y, [x, zz], y.r.range(7, 11), y.r.chance(0.3) ? 'tall' : 'round', fol)
  }
  yardHedge(y, [x0, z - 8], [x1, z - 8], 1.4, fol)
}

/** Soft mown patches of a slightly different green over the lawn. */
export function lawnPatches(y: Yard, color: string, count = 10): string {
  let d = ''
  for (const _ of range(count)) {
    const cx = y.r.range(-40, 40)
    const cz = y.r.range(4, 70)
    const rad = y.r.range(3, 9)
    d += y.v.ring(
      range(16).map((i): V3 => [cx + Math.cos((i / 16) * Math.PI * 2) * rad * 1.6, 0.001, cz + Math.sin((i / 16) * Math.PI * 2) * rad]),
    )
  }
  return path(d, color, { opacity: 0.35 })
}
