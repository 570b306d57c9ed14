/**
 * Shared vocabulary of the seed illustrations: the extended palette, the light of each time of day,
 * and tiny shape helpers on top of svg.ts. Everything returns SVG markup strings.
 */
import { Canvas, el, mix, PALETTE, points, type Stop, url } from './svg'

/** A 2D point in canvas pixels. */
export type Pt = readonly [number, number]

/** Attributes accepted by the shape helpers (falsy values are dropped by `el`). */
export type Attrs = Record<string, string | number | undefined | null | false>

/** The brief's palette on top of the shared PALETTE: inks, dawn, neutrals, river, park and bronze accents. */
export const TONE = {
  ...PALETTE,
  navy: '#0b1326',
  navy2: '#141d36',
  navy3: '#1f2a4a',
  navy4: '#2a3759',
  cream: '#fffdf9',
  riverMist: '#8fa3b8',
  riverBlue: '#5f7891',
  park: '#7d9b76',
  parkDark: '#4f6f52',
  bronze: '#a97c50',
  bronzeLight: '#d2a673',
  oak: '#d9b98f',
  oakDark: '#b8956a',
  linen: '#efe8dc',
  vest: '#f28a45',
  mauve: '#8e7f9c',
  rose: '#f0b6a0',
  gold: '#e6b35a',
  rust: '#c9703c',
} as const

/** Times of day; each one fixes the light of a whole scene so every layer agrees. */
export type Mood = 'dawn' | 'morning' | 'day' | 'overcast' | 'winter' | 'autumn' | 'evening' | 'dusk' | 'night'

/** The light of a scene: sky, haze for distance, tints for sunlit and shaded faces, water and glass. */
export interface Light {
  mood: Mood
  sky: readonly Stop[]
  haze: string
  sun: string | null
  glow: string
  lit: string
  shade: string
  water: readonly [string, string]
  glassLit: readonly [string, string]
  glassShade: readonly [string, string]
  windows: number
  ground: string
  foliage: readonly [string, string, string]
}

const SUMMER: Light['foliage'] = [TONE.parkDark, TONE.park, '#a9bf94']

/** Light presets. Skies run from the zenith (offset 0) to the horizon (offset 1). */
export const LIGHTS: Record<Mood, Light> = {
  dawn: {
    mood: 'dawn',
    sky: [
      [0, '#1f2a4a'],
      [0.34, '#4c5478'],
      [0.62, '#b98a94'],
      [0.82, '#f0a27a'],
      [1, '#f8cf98'],
    ],
    haze: '#e9b596',
    sun: '#fff1d6',
    glow: '#f7b267',
    lit: '#f6b98a',
    shade: '#4a5478',
    water: ['#d8a48e', '#34405f'],
    glassLit: ['#f7c58a', '#e8603c'],
    glassShade: ['#6f6c8c', '#2a3354'],
    windows: 0.1,
    ground: '#3a4466',
    foliage: ['#34465a', '#4f6158', '#8a8a6c'],
  },
  morning: {
    mood: 'morning',
    sky: [
      [0, '#a9bccd'],
      [0.55, '#dfe3e6'],
      [1, '#fbe9d2'],
    ],
    haze: '#eef0ee',
    sun: '#fffaf0',
    glow: '#fbe2b8',
    lit: '#fbe7cc',
    shade: '#8b9ab0',
    water: ['#dfe5e8', '#7f97ab'],
    glassLit: ['#f4e6d2', '#9fb2c2'],
    glassShade: ['#a3b1c2', '#5a6b84'],
    windows: 0,
    ground: '#c9cfc0',
    foliage: SUMMER,
  },
  day: {
    mood: 'day',
    sky: [
      [0, '#9fb4c9'],
      [0.6, '#d9e2ea'],
      [1, '#f2f1ec'],
    ],
    haze: '#eef1f2',
    sun: null,
    glow: '#ffffff',
    lit: '#fffaf0',
    shade: '#8a9bb0',
    water: ['#d7e0e6', '#6f879c'],
    glassLit: ['#dfe8ef', '#8fa3b8'],
    glassShade: ['#a2b2c4', '#56677f'],
    windows: 0,
    ground: '#cdd3c4',
    foliage: SUMMER,
  },
  overcast: {
    mood: 'overcast',
    sky: [
      [0, '#aab3c0'],
      [1, '#e4e6e8'],
    ],
    haze: '#dfe2e5',
    sun: null,
    glow: '#ffffff',
    lit: '#eef0f2',
    shade: '#8f99a8',
    water: ['#cfd6dc', '#6b7d8f'],
    glassLit: ['#c9d2db', '#7e8fa2'],
    glassShade: ['#7a889a', '#3b4960'],
    windows: 0.02,
    ground: '#b8bcb6',
    foliage: ['#4f6452', '#6f846c', '#95a38c'],
  },
  winter: {
    mood: 'winter',
    sky: [
      [0, '#9aa6b8'],
      [0.7, '#d5d9e0'],
      [1, '#ece4dc'],
    ],
    haze: '#e1e2e6',
    sun: '#fdf3e4',
    glow: '#f4d9bd',
    lit: '#f3e7da',
    shade: '#8a95aa',
    water: ['#c9d1da', '#6d7f93'],
    glassLit: ['#d8dde4', '#8a9ab0'],
    glassShade: ['#7b889d', '#384660'],
    windows: 0.06,
    ground: '#dfe1e4',
    foliage: ['#4c5a57', '#6b7a72', '#9aa39c'],
  },
  autumn: {
    mood: 'autumn',
    sky: [
      [0, '#9fb0c2'],
      [0.6, '#e3dfd8'],
      [1, '#f7dcb6'],
    ],
    haze: '#efe3d2',
    sun: '#fff4e0',
    glow: '#f7c27a',
    lit: '#fbe0b8',
    shade: '#8c8fa5',
    water: ['#e2d8c8', '#6f8496'],
    glassLit: ['#f3dcb8', '#a3a9b4'],
    glassShade: ['#a4acbb', '#56607a'],
    windows: 0.04,
    ground: '#c9bfa6',
    foliage: ['#b4622f', '#e09a45', '#f1c36a'],
  },
  evening: {
    mood: 'evening',
    sky: [
      [0, '#5a6f93'],
      [0.5, '#c9b2b0'],
      [0.85, '#f4bf8c'],
      [1, '#f9d8a8'],
    ],
    haze: '#efc9a8',
    sun: '#fff0d0',
    glow: '#f7b267',
    lit: '#f8c99a',
    shade: '#6a7091',
    water: ['#e6c0a0', '#4b5a78'],
    glassLit: ['#f8cf98', '#e8803c'],
    glassShade: ['#8d8aa3', '#3e4668'],
    windows: 0.18,
    ground: '#8b8f7e',
    foliage: ['#3f5547', '#667a5c', '#a9a875'],
  },
  dusk: {
    mood: 'dusk',
    sky: [
      [0, '#0b1326'],
      [0.45, '#2a3759'],
      [0.78, '#7b5f7a'],
      [0.93, '#e0825a'],
      [1, '#f4aa6c'],
    ],
    haze: '#6f5c73',
    sun: null,
    glow: '#f28a45',
    lit: '#d98d6e',
    shade: '#2a3759',
    water: ['#9a6a6c', '#141d36'],
    glassLit: ['#f2a06a', '#5a3f5c'],
    glassShade: ['#3a466a', '#141d36'],
    windows: 0.42,
    ground: '#1f2a4a',
    foliage: ['#1a2538', '#2c3b46', '#4a5a58'],
  },
  night: {
    mood: 'night',
    sky: [
      [0, '#070d1c'],
      [0.6, '#141d36'],
      [1, '#2a3759'],
    ],
    haze: '#2a3759',
    sun: null,
    glow: '#f7b267',
    lit: '#3a4670',
    shade: '#141d36',
    water: ['#2a3759', '#070d1c'],
    glassLit: ['#3a466a', '#141d36'],
    glassShade: ['#2a3450', '#0b1326'],
    windows: 0.5,
    ground: '#0b1326',
    foliage: ['#0f1828', '#1a2636', '#2b3a46'],
  },
}

/** Warm colour of a lit window at night. */
export const WINDOW_GLOW = '#f7c27a'

/** Fades a colour toward the horizon haze: depth 0 is near, 1 dissolves into the haze. */
export const fade = (color: string, light: Light, depth: number) => mix(color, light.haze, depth)

/** Tints a surface colour for its side: toward the sun it warms up, away from it it cools and darkens. */
export const side = (color: string, light: Light, sunlit: boolean, amount = 0.35) =>
  sunlit ? mix(color, light.lit, amount * 0.7) : mix(color, light.shade, amount)

/** Builds an SVG document of the given size with a painter callback. */
export function svgDoc(width: number, height: number, paint: (c: Canvas) => void): string {
  const c = new Canvas(width, height)
  paint(c)
  return c.toString()
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, attrs: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...attrs })

export const circle = (cx: number, cy: number, r: number, fill: string, attrs: Attrs = {}) => el('circle', { cx, cy, r, fill, ...attrs })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...attrs })

export const poly = (pts: readonly Pt[], fill: string, attrs: Attrs = {}) => el('polygon', { points: points(pts), fill, ...attrs })

export const path = (d: string, fill: string, attrs: Attrs = {}) => (d ? el('path', { d, fill, ...attrs }) : '')

/** A stroked, unfilled path. */
export const line = (d: string, stroke: string, width: number, attrs: Attrs = {}) =>
  d ? el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...attrs }) : ''

export const group = (children: string | readonly string[], attrs: Attrs = {}) =>
  el('g', attrs, typeof children === 'string' ? children : children.join(''))

/** A compact coordinate for path data: one decimal is plenty at illustration scale. */
export const n1 = (v: number): string => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

/** Path data of a closed ring. */
export const ring = (pts: readonly Pt[]) => (pts.length ? `M${pts.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z` : '')

/** Path data of an open polyline. */
export const polyline = (pts: readonly Pt[]) => (pts.length ? `M${pts.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}` : '')

/** Path data of an axis-aligned rectangle (for merging many into one path). */
export const box = (x: number, y: number, w: number, h: number) => `M${n1(x)} ${n1(y)}h${n1(w)}v${n1(h)}h${n1(-w)}Z`

/** Path data of a circle (two arcs), for merging many blobs into one path. */
export const blob = (cx: number, cy: number, r: number) =>
  `M${n1(cx - r)} ${n1(cy)}a${n1(r)} ${n1(r)} 0 1 0 ${n1(2 * r)} 0a${n1(r)} ${n1(r)} 0 1 0 ${n1(-2 * r)} 0Z`

/** Path data of an ellipse (two arcs). */
export const oval = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n1(cx - rx)} ${n1(cy)}a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(2 * rx)} 0a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(-2 * rx)} 0Z`

/** A vertical linear gradient fill (top → bottom) registered on the canvas. */
export const vgrad = (c: Canvas, stops: readonly Stop[]) => url(c.linear(stops))

/** A horizontal linear gradient fill (left → right). */
export const hgrad = (c: Canvas, stops: readonly Stop[]) => url(c.linear(stops, { x2: 1, y2: 0 }))

/** A soft radial glow: colour at the centre fading to transparent. */
export const glowFill = (c: Canvas, color: string, strength = 0.6) =>
  url(
    c.radial([
      [0, color, strength],
      [0.45, color, strength * 0.35],
      [1, color, 0],
    ]),
  )

/** Registers a reusable group in <defs> and returns its id (draw it with `use`). */
export const symbol = (c: Canvas, content: string) => c.define('s', (id) => el('g', { id }, content))

/** Places a registered group, optionally transformed. */
export const use = (id: string, attrs: Attrs = {}) => el('use', { href: `#${id}`, ...attrs })

/** Clips markup to a rectangle. */
export function clipRect(c: Canvas, x: number, y: number, w: number, h: number, content: string): string {
  const id = c.clip(rect(x, y, w, h, '#000'))
  return group(content, { 'clip-path': url(id) })
}

/** Clips markup to arbitrary path data. */
export function clipPath(c: Canvas, d: string, content: string): string {
  const id = c.clip(path(d, '#000'))
  return group(content, { 'clip-path': url(id) })
}

/** Linear interpolation. */
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** Clamps a value to [lo, hi]. */
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** Integers 0..n-1. */
export const range = (n: number) => Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => i)
