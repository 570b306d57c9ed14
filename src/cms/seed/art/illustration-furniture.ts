/**
 * Furniture for the perspective interiors, built from shaded boxes in a local frame
 * (x across the front, z from the front to the back, y up) and placed in the room by `Place`.
 * Soft things (plants, lamps, people) are billboards drawn in screen space at their projected size.
 */
import type { Canvas, Random } from './svg'
import { mix, num } from './svg'
import { blob, circle, glowFill, line, path, range, TONE } from './illustration-kit'
import type { Foliage } from './illustration-nature'
import { person, type PersonOpts, seated } from './illustration-people'
import type { BoxOpts, Part, V3, View } from './illustration-space'

/** Where a piece stands: its front-left corner on the floor and which way its front faces. */
export interface Place {
  x: number
  z: number
  /** The direction the front faces: toward the camera (−z), away (+z), left (−x) or right (+x). */
  facing: 'toward' | 'away' | 'left' | 'right'
  /** Height of the floor it stands on (for things on tables). */
  y?: number
}

/** Maps a local box to a world box. */
function toWorld(p: Place, [lx0, ly0, lz0]: V3, [lx1, ly1, lz1]: V3): [V3, V3] {
  const map = (lx: number, lz: number): [number, number] => {
    switch (p.facing) {
      case 'toward':
        return [p.x + lx, p.z + lz]
      case 'away':
        return [p.x - lx, p.z - lz]
      case 'right':
        return [p.x - lz, p.z + lx]
      case 'left':
        return [p.x + lz, p.z - lx]
    }
  }
  const [ax, az] = map(lx0, lz0)
  const [bx, bz] = map(lx1, lz1)
  const y = p.y ?? 0
  return [
    [Math.min(ax, bx), y + ly0, Math.min(az, bz)],
    [Math.max(ax, bx), y + ly1, Math.max(az, bz)],
  ]
}

/** Builds an assembly from local boxes. */
class Kit {
  readonly parts: Part[] = []
  constructor(private readonly p: Place) {}
  add(min: V3, max: V3, color: string, opts?: BoxOpts): this {
    const [a, b] = toWorld(this.p, min, max)
    this.parts.push([a, b, color, opts])
    return this
  }
}

const build = (v: View, p: Place, fill: (k: Kit) => void, bias = 0) => {
  const k = new Kit(p)
  fill(k)
  v.assembly(k.parts, bias)
}

/** A deep sofa with seat and back cushions; `w` wide, `d` deep. */
export function sofa(v: View, p: Place, color: string, w = 2.3, d = 0.98): void {
  build(v, p, (k) => {
    const soft = mix(color, '#ffffff', 0.12)
    k.add([0.05, 0, 0.06], [w - 0.05, 0.1, d - 0.06], mix(color, TONE.navy, 0.55), { edge: false })
    k.add([0, 0.1, 0], [w, 0.4, d], color)
    k.add([0, 0.4, d - 0.24], [w, 0.8, d], color)
    k.add([0, 0.4, 0], [0.2, 0.62, d - 0.24], color)
    k.add([w - 0.2, 0.4, 0], [w, 0.62, d - 0.24], color)
    const n = w > 1.5 ? 2 : 1
    const cw = (w - 0.4) / n
    for (const i of range(n)) {
      k.add([0.2 + i * cw + 0.01, 0.4, 0.02], [0.2 + (i + 1) * cw - 0.01, 0.5, d - 0.24], soft, { top: mix(soft, '#ffffff', 0.08) })
      k.add([0.2 + i * cw + 0.02, 0.5, d - 0.42], [0.2 + (i + 1) * cw - 0.02, 0.86, d - 0.24], soft)
    }
  })
}

/** A lounge armchair. */
export function armchair(v: View, p: Place, color: string): void {
  sofa(v, p, color, 0.9, 0.86)
}

/** A low coffee table (oak top on a dark plinth). */
export function coffeeTable(v: View, p: Place, w = 1.1, d = 0.6, top: string = TONE.oak): void {
  build(v, p, (k) => {
    k.add([0.1, 0, 0.1], [w - 0.1, 0.34, d - 0.1], TONE.navy3)
    k.add([0, 0.34, 0], [w, 0.4, d], top)
  })
}

/** A table on four legs (dining, desk, long courtyard table). */
export function table(v: View, p: Place, w: number, d: number, h: number, top: string = TONE.oak, legs: string = TONE.navy3): void {
  build(v, p, (k) => {
    for (const [lx, lz] of [
      [0.06, 0.06],
      [w - 0.1, 0.06],
      [0.06, d - 0.1],
      [w - 0.1, d - 0.1],
    ] as const)
      k.add([lx, 0, lz], [lx + 0.04, h - 0.04, lz + 0.04], legs, { edge: false })
    k.add([0, h - 0.04, 0], [w, h, d], top)
  })
}

/** A simple chair facing its front. */
export function chair(v: View, p: Place, color: string, wood: string = TONE.navy3): void {
  build(v, p, (k) => {
    for (const [lx, lz] of [
      [0.03, 0.03],
      [0.4, 0.03],
      [0.03, 0.4],
      [0.4, 0.4],
    ] as const)
      k.add([lx, 0, lz], [lx + 0.03, 0.44, lz + 0.03], wood, { edge: false })
    k.add([0, 0.44, 0], [0.46, 0.5, 0.46], color)
    k.add([0.02, 0.5, 0.4], [0.44, 0.9, 0.46], color)
  })
}

/** A kitchen run: base units with a stone worktop, wall cabinets and a tall column; `len` long. */
export function kitchenRun(
  v: View,
  p: Place,
  len: number,
  fronts: string,
  worktop: string,
  opts: { uppers?: boolean; column?: boolean } = {},
): void {
  build(v, p, (k) => {
    const n = Math.max(1, Math.round(len / 0.6))
    const mw = len / n
    const colN = opts.column ? 1 : 0
    k.add([0, 0, 0.05], [len, 0.1, 0.6], mix(fronts, TONE.navy, 0.5), { edge: false })
    for (const i of range(n - colN)) k.add([i * mw + 0.005, 0.1, 0], [(i + 1) * mw - 0.005, 0.86, 0.6], fronts)
    k.add([0, 0.86, -0.02], [(n - colN) * mw, 0.9, 0.6], worktop, { top: mix(worktop, '#ffffff', 0.1) })
    if (opts.column) k.add([(n - 1) * mw, 0, 0], [len, 2.3, 0.6], fronts)
    if (opts.uppers ?? true)
      for (const i of range(n - colN)) k.add([i * mw + 0.005, 1.5, 0.25], [(i + 1) * mw - 0.005, 2.2, 0.6], mix(fronts, '#ffffff', 0.1))
  })
}

/** A kitchen island with an overhanging worktop. */
export function island(v: View, p: Place, w: number, d: number, fronts: string, worktop: string): void {
  build(v, p, (k) => {
    k.add([0.05, 0, 0.25], [w - 0.05, 0.88, d], fronts)
    k.add([0, 0.88, 0], [w, 0.92, d], worktop, { top: mix(worktop, '#ffffff', 0.12) })
  })
}

/** A bar stool. */
export function stool(v: View, p: Place, seat: string): void {
  build(v, p, (k) => {
    k.add([0.16, 0, 0.16], [0.22, 0.66, 0.22], TONE.navy3, { edge: false })
    k.add([0, 0.66, 0], [0.38, 0.72, 0.38], seat)
  })
}

/** A double bed with headboard, mattress, duvet and pillows; head against the back of its frame. */
export function bed(v: View, p: Place, linen: string, frame: string, w = 1.8, l = 2.1, throwColor?: string): void {
  build(v, p, (k) => {
    k.add([0, 0, 0], [w, 0.3, l], frame)
    k.add([0.03, 0.3, 0.02], [w - 0.03, 0.5, l - 0.08], TONE.cream)
    k.add([-0.02, 0.46, -0.02], [w + 0.02, 0.56, l * 0.66], linen, { top: mix(linen, '#ffffff', 0.1) })
    if (throwColor) k.add([-0.03, 0.5, 0.05], [w + 0.03, 0.58, 0.45], throwColor)
    for (const i of range(2))
      k.add([0.12 + i * (w / 2), 0.5, l - 0.5], [w / 2 - 0.06 + i * (w / 2), 0.66, l - 0.2], mix(TONE.cream, linen, 0.3))
    k.add([-0.06, 0, l - 0.08], [w + 0.06, 1.15, l], mix(frame, '#ffffff', 0.15))
  })
}

/** A single bed / bunk with a ladder for the kids' room. */
export function bunkBed(v: View, p: Place, frame: string, linen: string, linen2: string): void {
  build(v, p, (k) => {
    const w = 0.95
    const l = 2.0
    for (const [lx, lz] of [
      [0, 0],
      [w - 0.06, 0],
      [0, l - 0.06],
      [w - 0.06, l - 0.06],
    ] as const)
      k.add([lx, 0, lz], [lx + 0.06, 1.75, lz + 0.06], frame)
    k.add([0.02, 0.25, 0.02], [w - 0.02, 0.32, l - 0.02], frame)
    k.add([0.04, 0.32, 0.04], [w - 0.04, 0.48, l - 0.04], linen, { top: mix(linen, '#ffffff', 0.15) })
    k.add([0.02, 1.1, 0.02], [w - 0.02, 1.17, l - 0.02], frame)
    k.add([0.04, 1.17, 0.04], [w - 0.04, 1.32, l - 0.04], linen2, { top: mix(linen2, '#ffffff', 0.15) })
    k.add([0, 1.45, 0], [w, 1.5, l * 0.7], frame)
  })
}

/** A wardrobe or closet block; with `ajar` the near door stands open onto a warm-lit inside. */
export function wardrobe(v: View, p: Place, w: number, d: number, h: number, color: string, ajar = false): void {
  build(v, p, (k) => {
    k.add([0, 0, 0], [w, h, d], color)
    if (ajar) {
      k.add([0.02, 0.02, -0.01], [w / 2 - 0.02, h - 0.02, 0], TONE.navy3)
      k.add([0.02, 0.02, -0.45], [0.05, h - 0.02, -0.01], mix(color, '#ffffff', 0.1))
    }
  })
}

/** A low media/storage console. */
export function console_(v: View, p: Place, w: number, color: string, h = 0.5, d = 0.42): void {
  build(v, p, (k) => {
    k.add([0, 0.06, 0], [w, h, d], color, { top: mix(color, '#ffffff', 0.1) })
    k.add([0.05, 0, 0.05], [w - 0.05, 0.06, d - 0.05], TONE.navy3, { edge: false })
  })
}

/** An open bookshelf with a few coloured volumes. */
export function shelf(v: View, r: Random, p: Place, w: number, h: number, color: string): void {
  build(v, p, (k) => {
    const rows = Math.max(2, Math.round(h / 0.4))
    const d = 0.32
    k.add([0, 0, d - 0.02], [w, h, d], mix(color, '#000000', 0.05))
    for (const i of range(rows + 1)) k.add([0, (i * h) / rows, 0], [w, (i * h) / rows + 0.03, d], color)
    k.add([0, 0, 0], [0.03, h, d], color)
    k.add([w - 0.03, 0, 0], [w, h, d], color)
    const books = [TONE.coral, TONE.navy4, TONE.amber, TONE.riverBlue, TONE.cream, TONE.park]
    for (const i of range(rows)) {
      let x = 0.06
      while (x < w - 0.25) {
        const bw = r.range(0.03, 0.06)
        if (r.chance(0.75))
          k.add([x, (i * h) / rows + 0.03, 0.06], [x + bw, (i * h) / rows + r.range(0.2, 0.3), 0.28], r.pick(books), { edge: false })
        x += bw + (r.chance(0.15) ? 0.15 : 0.004)
      }
    }
  })
}

/** A freestanding bath (box with a darker inner basin on top). */
export function bath(v: View, p: Place, color: string = TONE.cream, w = 1.7, d = 0.8): void {
  build(v, p, (k) => {
    k.add([0, 0, 0], [w, 0.58, d], color)
    k.add([0.08, 0.5, 0.08], [w - 0.08, 0.585, d - 0.08], mix(color, TONE.riverMist, 0.35), { edge: false })
  })
}

/** A floating vanity with a stone top and a basin. */
export function vanity(v: View, p: Place, w: number, fronts: string, stone: string): void {
  build(v, p, (k) => {
    k.add([0, 0.35, 0], [w, 0.82, 0.5], fronts)
    k.add([0, 0.82, -0.02], [w, 0.86, 0.5], stone)
    k.add([w / 2 - 0.25, 0.86, 0.08], [w / 2 + 0.25, 0.98, 0.42], TONE.cream)
  })
}

/** A flat rug on the floor. */
export function rug(v: View, x0: number, z0: number, x1: number, z1: number, color: string, border?: string): void {
  const d = v.ring([
    [x0, 0.004, z0],
    [x1, 0.004, z0],
    [x1, 0.004, z1],
    [x0, 0.004, z1],
  ])
  const inner = border
    ? v.ring([
        [x0 + 0.12, 0.005, z0 + 0.12],
        [x1 - 0.12, 0.005, z0 + 0.12],
        [x1 - 0.12, 0.005, z1 - 0.12],
        [x0 + 0.12, 0.005, z1 - 0.12],
      ])
    : ''
  v.queue(1e6, path(d, color) + (border ? path(inner, 'none', { stroke: border, 'stroke-width': 2, opacity: 0.6 }) : ''))
}

/** A framed picture on a wall given its four corners (bottom-left, bottom-right, top-right, top-left). */
export function picture(
  v: View,
  corners: readonly [V3, V3, V3, V3],
  art: readonly [string, ...string[]],
  frame: string = TONE.navy3,
): string {
  const [a, b, , d] = corners
  const lerp3 = (s: number, t: number): V3 => [
    a[0] + (b[0] - a[0]) * s + (d[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * s + (d[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * s + (d[2] - a[2]) * t,
  ]
  let out = path(v.ring(corners), frame)
  out += path(v.ring([lerp3(0.05, 0.05), lerp3(0.95, 0.05), lerp3(0.95, 0.95), lerp3(0.05, 0.95)]), TONE.paper)
  // Abstract art: a horizon and a sun, in the painting's own colours.
  out += path(v.ring([lerp3(0.05, 0.05), lerp3(0.95, 0.05), lerp3(0.95, 0.4), lerp3(0.05, 0.4)]), art[0])
  if (art[1]) out += path(v.ring([lerp3(0.55, 0.45), lerp3(0.75, 0.45), lerp3(0.75, 0.65), lerp3(0.55, 0.65)]), art[1])
  return out
}

/** A potted plant billboard standing at a floor point, `h` metres tall. */
export function plant(
  v: View,
  r: Random,
  at: V3,
  h: number,
  fol: Foliage,
  pot: string = TONE.stone,
  kind: 'leafy' | 'tall' | 'grass' = 'leafy',
): void {
  const base = v.point(at)
  const k = v.scaleAt(at)
  if (!base || k <= 0) return
  const [x, y] = base
  const ph = h * 0.22 * k
  const pw = h * 0.2 * k
  let out = path(`M${num(x - pw / 2)} ${num(y - ph)}h${num(pw)}l${num(-pw * 0.1)} ${num(ph)}h${num(-pw * 0.8)}Z`, pot)
  const top = y - ph
  if (kind === 'grass') {
    let d = ''
    for (const i of range(14)) {
      const a = -Math.PI / 2 + (i / 13 - 0.5) * 1.4
      d += `M${num(x)} ${num(top)}q${num(Math.cos(a) * h * k * 0.2)} ${num(-h * k * 0.4)} ${num(Math.cos(a) * h * k * 0.5)} ${num(Math.sin(a) * h * k * 0.75 + h * k * 0.1)}`
    }
    out += line(d, fol[1], Math.max(1, k * 0.015))
  } else {
    const stems = kind === 'tall' ? 3 : 1
    let dark = ''
    let lit = ''
    for (const s of range(stems)) {
      const sx = x + (s - (stems - 1) / 2) * pw * 0.25
      const sh = (h - h * 0.22) * k * (kind === 'tall' ? 0.85 + s * 0.08 : 0.8)
      out += line(`M${num(x)} ${num(top)}L${num(sx)} ${num(top - sh * 0.7)}`, mix(fol[0], '#2b2420', 0.5), Math.max(1, k * 0.012))
      for (const _ of range(kind === 'tall' ? 5 : 9)) {
        const lx = sx + r.range(-0.5, 0.5) * h * k * (kind === 'tall' ? 0.3 : 0.45)
        const ly = top - sh * r.range(0.45, 1)
        const lr = h * k * r.range(0.07, 0.13)
        dark += blob(lx, ly, lr)
        if (r.chance(0.55)) lit += blob(lx - lr * 0.25, ly - lr * 0.25, lr * 0.6)
      }
    }
    out += path(dark, fol[0]) + path(lit, fol[1])
  }
  v.queue(v.depth(at) - 0.05, out)
}

/** A pendant lamp hanging from the ceiling at (x, z); glowing when `on`. */
export function pendant(c: Canvas, v: View, x: number, z: number, ceiling: number, drop: number, color: string, on: boolean): void {
  const top = v.point([x, ceiling, z])
  const at: V3 = [x, ceiling - drop, z]
  const p = v.point(at)
  const k = v.scaleAt(at)
  if (!top || !p) return
  const w = 0.36 * k
  let out = line(`M${num(top[0])} ${num(top[1])}L${num(p[0])} ${num(p[1])}`, TONE.navy3, 1)
  if (on) out += circle(p[0], p[1] + w * 0.3, w * 2.4, glowFill(c, TONE.amber, 0.45))
  out += path(`M${num(p[0] - w * 0.12)} ${num(p[1])}h${num(w * 0.24)}L${num(p[0] + w / 2)} ${num(p[1] + w * 0.4)}h${num(-w)}Z`, color)
  if (on) out += path(`M${num(p[0] - w / 2)} ${num(p[1] + w * 0.4)}h${num(w)}a${num(w / 2)} ${num(w * 0.1)} 0 0 1 ${num(-w)} 0Z`, '#ffe7b8')
  v.queue(v.depth(at) - 0.2, out)
}

/** A slim floor lamp with a drum shade. */
export function floorLamp(c: Canvas, v: View, at: V3, on: boolean, shade: string = TONE.linen): void {
  const p = v.point(at)
  const k = v.scaleAt(at)
  if (!p) return
  const [x, y] = p
  const h = 1.55 * k
  let out =
    line(`M${num(x)} ${num(y)}V${num(y - h)}`, TONE.navy3, Math.max(1, k * 0.02)) +
    path(`M${num(x - 0.14 * k)} ${num(y)}h${num(0.28 * k)}v${num(-0.02 * k)}h${num(-0.28 * k)}Z`, TONE.navy3)
  if (on) out += circle(x, y - h, 0.9 * k, glowFill(c, TONE.amber, 0.4))
  out += path(
    `M${num(x - 0.15 * k)} ${num(y - h)}l${num(0.03 * k)} ${num(-0.28 * k)}h${num(0.24 * k)}l${num(0.03 * k)} ${num(0.28 * k)}Z`,
    on ? '#f9e3bd' : shade,
  )
  v.queue(v.depth(at) - 0.05, out)
}

/** A standing person billboard at a floor point (height in metres). */
export function figure(v: View, r: Random, at: V3, h: number, opts: PersonOpts = {}): void {
  const p = v.point(at)
  const k = v.scaleAt(at)
  if (p) v.queue(v.depth(at) - 0.1, person(r, p[0], p[1], h * k, opts))
}

/** A seated person billboard: feet at a floor point, seat at `seat` metres. */
export function sittingFigure(v: View, r: Random, at: V3, seat: number, h: number, opts: PersonOpts = {}): void {
  const p = v.point(at)
  const s = v.point([at[0], seat, at[2]])
  const k = v.scaleAt(at)
  if (p && s) v.queue(v.depth(at) - 0.3, seated(r, p[0], p[1], s[1], h * k, opts))
}
