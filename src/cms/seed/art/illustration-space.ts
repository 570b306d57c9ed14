/**
 * A tiny perspective renderer for interiors and close-up architecture: a level camera (verticals stay
 * vertical, like an architectural photograph), near-plane clipping, shaded boxes with back-face culling,
 * painter's sorting, wall planes with window openings, and sun patches cast through those openings.
 * Units are metres; x right, y up, z away from the viewer.
 */
import type { Canvas } from './svg'
import { mix, num } from './svg'
import { type Attrs, path, type Pt } from './illustration-kit'

/** A point or direction in world space (metres). */
export type V3 = readonly [number, number, number]

/** A level camera: position, heading (yaw, radians, positive turns right), focal length and image centre in px. */
export interface Camera {
  pos: V3
  yaw: number
  focal: number
  cx: number
  cy: number
}

const NEAR = 0.05

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale3 = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const norm = (a: V3): V3 => scale3(a, 1 / Math.hypot(a[0], a[1], a[2]))

/** Light of an interior: direction toward the light (window/sun), tints for lit and shaded faces. */
export interface RoomLight {
  toLight: V3
  warm: string
  cool: string
  strength: number
}

/** Perspective projection helpers bound to one camera. */
export class View {
  private readonly cos: number
  private readonly sin: number
  private items: { depth: number; svg: string }[] = []

  constructor(
    readonly cam: Camera,
    readonly light: RoomLight,
  ) {
    this.cos = Math.cos(cam.yaw)
    this.sin = Math.sin(cam.yaw)
  }

  /** World → camera space (z = distance along the view axis). */
  toCam(p: V3): V3 {
    const [x, y, z] = sub(p, this.cam.pos)
    return [x * this.cos - z * this.sin, y, x * this.sin + z * this.cos]
  }

  /** Camera space → screen. */
  private screen([x, y, z]: V3): Pt {
    return [this.cam.cx + (this.cam.focal * x) / z, this.cam.cy - (this.cam.focal * y) / z]
  }

  /** A world point on screen, or null when behind the camera. */
  point(p: V3): Pt | null {
    const q = this.toCam(p)
    return q[2] > NEAR ? this.screen(q) : null
  }

  /** Pixels per metre at a world point (for billboards: plants, people, lamps). */
  scaleAt(p: V3): number {
    const z = this.toCam(p)[2]
    return z > NEAR ? this.cam.focal / z : 0
  }

  /** Distance along the view axis. */
  depth(p: V3): number {
    return this.toCam(p)[2]
  }

  /** A polygon clipped to the near plane and projected; empty when fully behind. */
  polygon(pts: readonly V3[]): Pt[] {
    const cam = pts.map((p) => this.toCam(p))
    const out: V3[] = []
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i]!
      const b = cam[(i + 1) % cam.length]!
      const ina = a[2] > NEAR
      const inb = b[2] > NEAR
      if (ina) out.push(a)
      if (ina !== inb) {
        const t = (NEAR - a[2]) / (b[2] - a[2])
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR])
      }
    }
    return out.map((p) => this.screen(p))
  }

  /** Path data of a projected polygon ('' when invisible). */
  ring(pts: readonly V3[]): string {
    const s = this.polygon(pts)
    return s.length < 3 ? '' : `M${s.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`
  }

  /** A projected polyline segment list (each pair is a segment), clipped to the near plane. */
  segments(pairs: readonly (readonly [V3, V3])[]): string {
    let d = ''
    for (const [a, b] of pairs) {
      const [from, to] = this.polygon([a, b, b])
      if (from && to) d += `M${num(from[0])} ${num(from[1])}L${num(to[0])} ${num(to[1])}`
    }
    return d
  }

  /** Shades a colour for a face normal under the room light. */
  shade(color: string, normal: V3): string {
    const k = dot(normal, this.light.toLight)
    const up = normal[1] > 0.5 ? 0.1 : 0
    return k >= 0
      ? mix(mix(color, '#ffffff', up), this.light.warm, k * this.light.strength)
      : mix(color, this.light.cool, -k * this.light.strength * 0.9 + 0.04)
  }

  /** Queues markup at a depth for painter's sorting. */
  queue(depth: number, svg: string): void {
    if (svg) this.items.push({ depth, svg })
  }

  /** Emits queued markup far to near and clears the queue. */
  flush(): string {
    const out = this.items
      .sort((a, b) => b.depth - a.depth)
      .map((i) => i.svg)
      .join('')
    this.items = []
    return out
  }

  /** Markup of an axis-aligned box: visible faces shaded by orientation. */
  box(min: V3, max: V3, color: string, opts: BoxOpts = {}): string {
    const [x0, y0, z0] = min
    const [x1, y1, z1] = max
    const faces: [V3, [V3, V3, V3, V3]][] = [
      [
        [0, 1, 0],
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
      ],
      [
        [0, -1, 0],
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y0, z0],
        ],
      ],
      [
        [0, 0, -1],
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
      ],
      [
        [0, 0, 1],
        [
          [x0, y0, z1],
          [x0, y1, z1],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
      ],
      [
        [-1, 0, 0],
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
      ],
      [
        [1, 0, 0],
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
      ],
    ]
    const eye = this.cam.pos
    let out = ''
    for (const [n, pts] of faces) {
      const centre: V3 = [(pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2, (pts[0][2] + pts[2][2]) / 2]
      if (dot(n, sub(eye, centre)) <= 1e-9) continue
      const fill = opts.top && n[1] > 0.5 ? this.shade(opts.top, n) : this.shade(color, n)
      const edge =
        opts.edge === false ? {} : { stroke: mix(fill, '#000000', 0.14), 'stroke-width': opts.edge ?? 0.8, 'stroke-linejoin': 'round' }
      out += path(this.ring(pts), fill, { ...edge, ...opts.attrs })
    }
    return out
  }

  /** Queues several boxes as one item (sorted among themselves), at the depth of their joint centre. */
  assembly(parts: readonly Part[], bias = 0): void {
    if (!parts.length) return
    const centre = (p: Part): V3 => [(p[0][0] + p[1][0]) / 2, (p[0][1] + p[1][1]) / 2, (p[0][2] + p[1][2]) / 2]
    const sorted = parts.map((p) => ({ p, d: this.depth(centre(p)) + (p[3]?.bias ?? 0) })).sort((a, b) => b.d - a.d)
    const mean = sorted.reduce((s, { d }) => s + d, 0) / sorted.length
    this.queue(mean + bias, sorted.map(({ p }) => this.box(p[0], p[1], p[2], p[3])).join(''))
  }

  /** Queues a box for painter's sorting by its centre depth. */
  solid(min: V3, max: V3, color: string, opts: BoxOpts = {}): void {
    const centre: V3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2]
    this.queue(this.depth(centre) + (opts.bias ?? 0), this.box(min, max, color, opts))
  }
}

export interface BoxOpts {
  /** Separate colour for the top face (worktops, cushions). */
  top?: string
  /** Edge stroke width in px, or false for none. */
  edge?: number | false
  attrs?: Attrs
  /** Added to the sort depth (push small items in front of what they stand on). */
  bias?: number
}

/** One box of an assembly: min corner, max corner, colour, options. */
export type Part = readonly [min: V3, max: V3, color: string, opts?: BoxOpts]

/** A rectangular opening in a wall, in metres along the wall (u) and up from the floor (v). */
export interface Opening {
  u0: number
  u1: number
  v0: number
  v1: number
}

export type WallName = 'back' | 'left' | 'right'

/** A box-shaped room: x ∈ [0, w], z ∈ [0, d], y ∈ [0, h]; the front wall is behind the camera. */
export interface Room {
  w: number
  d: number
  h: number
}

/** 3D corner of a point on a wall: u runs left→right as seen from inside looking at that wall. */
export function onWall(room: Room, wall: WallName, u: number, v: number, inset = 0): V3 {
  switch (wall) {
    case 'back':
      return [u, v, room.d - inset]
    case 'left':
      return [inset, v, u]
    case 'right':
      return [room.w - inset, v, room.d - u]
  }
}

/** Wall length in metres. */
export const wallLength = (room: Room, wall: WallName) => (wall === 'back' ? room.w : room.d)

/** The 3D corners of an opening on a wall. */
export function openingCorners(room: Room, wall: WallName, o: Opening, inset = 0): V3[] {
  return [
    onWall(room, wall, o.u0, o.v0, inset),
    onWall(room, wall, o.u1, o.v0, inset),
    onWall(room, wall, o.u1, o.v1, inset),
    onWall(room, wall, o.u0, o.v1, inset),
  ]
}

/** Wall normal pointing into the room. */
export const wallNormal = (wall: WallName): V3 => (wall === 'back' ? [0, 0, -1] : wall === 'left' ? [1, 0, 0] : [-1, 0, 0])

/** Markup of one wall with its openings cut out (even-odd fill). */
export function wall(v: View, room: Room, name: WallName, color: string, openings: readonly Opening[] = []): string {
  const len = wallLength(room, name)
  const outer = v.ring([
    onWall(room, name, 0, 0),
    onWall(room, name, len, 0),
    onWall(room, name, len, room.h),
    onWall(room, name, 0, room.h),
  ])
  const holes = openings.map((o) => v.ring(openingCorners(room, name, o))).join('')
  return path(outer + holes, v.shade(color, wallNormal(name)), { 'fill-rule': 'evenodd' })
}

/** Floor and ceiling of a room. */
export function floorAndCeiling(v: View, room: Room, floor: string, ceiling: string): string {
  const { w, d, h } = room
  const back = -4
  return (
    path(
      v.ring([
        [0, 0, back],
        [w, 0, back],
        [w, 0, d],
        [0, 0, d],
      ]),
      floor,
    ) +
    path(
      v.ring([
        [0, h, back],
        [0, h, d],
        [w, h, d],
        [w, h, back],
      ]),
      v.shade(ceiling, [0, -1, 0]),
    )
  )
}

/** Plank joints running into the depth of the room. */
export function planks(v: View, room: Room, spacing: number, color: string, opacity = 0.25): string {
  const pairs: [V3, V3][] = []
  for (let x = spacing; x < room.w; x += spacing)
    pairs.push([
      [x, 0.001, -4],
      [x, 0.001, room.d],
    ])
  return path(v.segments(pairs), 'none', { stroke: color, 'stroke-width': 1, opacity })
}

/** Mullions, sill and head of an opening: thin frame bars. */
export function frame(v: View, room: Room, name: WallName, o: Opening, color: string, bars: number[] = [], sill = 0.04): string {
  const pairs: [V3, V3][] = [
    [onWall(room, name, o.u0, o.v0, 0.02), onWall(room, name, o.u1, o.v0, 0.02)],
    [onWall(room, name, o.u0, o.v1, 0.02), onWall(room, name, o.u1, o.v1, 0.02)],
    ...bars.map((u): [V3, V3] => [onWall(room, name, u, o.v0, 0.02), onWall(room, name, u, o.v1, 0.02)]),
  ]
  const sillPoly = v.ring([
    onWall(room, name, o.u0 - 0.03, o.v0, 0),
    onWall(room, name, o.u1 + 0.03, o.v0, 0),
    onWall(room, name, o.u1 + 0.03, o.v0, sill),
    onWall(room, name, o.u0 - 0.03, o.v0, sill),
  ])
  return path(sillPoly, mix(color, '#ffffff', 0.5)) + path(v.segments(pairs), 'none', { stroke: color, 'stroke-width': 3 })
}

/** Sunlight through an opening cast onto the floor along `sunDir` (pointing down into the room). */
export function sunPatch(v: View, room: Room, name: WallName, o: Opening, sunDir: V3, color: string, opacity: number): string {
  const hit = openingCorners(room, name, o).map((p): V3 => {
    const t = -p[1] / sunDir[1]
    return add(p, scale3(sunDir, t))
  })
  return path(v.ring(hit), color, { opacity })
}

/** Sun patch on a wall plane x = const (light falling across onto a side wall). */
export function wallPatch(v: View, corners: readonly V3[], color: string, opacity: number): string {
  return path(v.ring(corners), color, { opacity })
}

/** A clip path from projected polygons (e.g. to keep sun patches on the floor). */
export function clipTo(c: Canvas, v: View, polys: readonly (readonly V3[])[]): string {
  return c.clip(path(polys.map((p) => v.ring(p)).join(''), '#000'))
}

/** Joint lines of large-format tiles (or panels) on a wall: du wide, dv high. */
export function tiles(v: View, room: Room, name: WallName, du: number, dv: number, color: string, opacity = 0.35): string {
  const len = wallLength(room, name)
  const pairs: [V3, V3][] = []
  for (let u = du; u < len; u += du) pairs.push([onWall(room, name, u, 0, 0.001), onWall(room, name, u, room.h, 0.001)])
  for (let h = dv; h < room.h; h += dv) pairs.push([onWall(room, name, 0, h, 0.001), onWall(room, name, len, h, 0.001)])
  return path(v.segments(pairs), 'none', { stroke: color, 'stroke-width': 1, opacity })
}

/** A flat panel on a wall (mirror, artwork, niche) from (u0, v0) to (u1, v1), standing off by `inset`. */
export function wallPanel(v: View, room: Room, name: WallName, o: Opening, fill: string, inset = 0.01, attrs: Attrs = {}): string {
  return path(v.ring(openingCorners(room, name, o, inset)), fill, attrs)
}
