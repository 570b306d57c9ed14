/**
 * Tiny, dependency-free SVG toolkit for the seed's generated art.
 * Everything here is deterministic: the same inputs always give byte-identical SVG,
 * so re-running the seed never churns the media library.
 */

/** The project palette (DESIGN.md): deep ink, dawn accent, soft neutrals, river and park tones. */
export const PALETTE = {
  ink: '#0b1326',
  ink2: '#141d36',
  ink3: '#1f2a4a',
  ink4: '#2a3759',
  slate: '#4a5573',
  mist: '#8a93a8',
  amber: '#f7b267',
  orange: '#f28a45',
  coral: '#e8603c',
  paper: '#f6f5f2',
  cloud: '#eceef3',
  white: '#ffffff',
  sand: '#e9e1d3',
  stone: '#cfc6b8',
  granite: '#6e6a6a',
  river: '#5d7489',
  riverLight: '#9fb2c2',
  riverDark: '#34495c',
  leaf: '#6f8f6a',
  leafDark: '#476548',
  leafLight: '#a3b98e',
  moss: '#8ca07a',
} as const

/** Escapes text for XML content and attribute values. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** A compact number for SVG attributes: at most one decimal, no trailing zeros (keeps files small). */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** Russian decimal formatting: 18.4 → '18,4'. */
export function ruNumber(value: number, digits = 1): string {
  return value.toFixed(digits).replace('.', ',')
}

/** '18,4 м²' with a non-breaking space, as Russian typography wants. */
export function ruArea(value: number): string {
  return `${ruNumber(value)}\u00a0м²`
}

type AttrValue = string | number | undefined | null | false

/** Serialises one element; attributes with undefined/null/false values are dropped. */
export function el(tag: string, attrs: Record<string, AttrValue> = {}, children?: string): string {
  let out = `<${tag}`
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue
    out += ` ${name}="${typeof value === 'number' ? num(value) : esc(value)}"`
  }
  return children === undefined || children === '' ? `${out}/>` : `${out}>${children}</${tag}>`
}

/** A polyline/polygon points attribute from [x, y] pairs. */
export function points(pts: readonly (readonly [number, number])[]): string {
  return pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')
}

/** Many same-coloured rectangles as one path (far smaller than separate <rect>s). */
export function rectsPath(rects: readonly (readonly [x: number, y: number, w: number, h: number])[]): string {
  return rects.map(([x, y, w, h]) => `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`).join('')
}

/** FNV-1a: a stable 32-bit hash for seeding from codes and keys. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A seeded random source (mulberry32) so art varies between keys but never between runs. */
export interface Random {
  next(): number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

export function rng(seed: string | number): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hash(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  }
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

/**
 * A document under construction: drawing helpers append to `body` and register gradients
 * in `defs` with ids unique within this document.
 */
export class Canvas {
  private defs: string[] = []
  private parts: string[] = []
  private ids = 0

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...fragments: string[]): this {
    this.parts.push(...fragments)
    return this
  }

  /** Registers a definition built from a fresh id and returns that id. */
  define(prefix: string, build: (id: string) => string): string {
    const id = `${prefix}${++this.ids}`
    this.defs.push(build(id))
    return id
  }

  linear(stops: readonly Stop[], direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction
    return this.define('lg', (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stopsOf(stops)))
  }

  radial(stops: readonly Stop[], at: { cx?: number; cy?: number; r?: number } = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5 } = at
    return this.define('rg', (id) => el('radialGradient', { id, cx, cy, r }, stopsOf(stops)))
  }

  /** A clip path from raw shape markup. */
  clip(shape: string): string {
    return this.define('cp', (id) => el('clipPath', { id }, shape))
  }

  toString(): string {
    const defs = this.defs.length ? el('defs', {}, this.defs.join('')) : ''
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"` +
      ` font-family="Manrope, Arial, sans-serif">${defs}${this.parts.join('')}</svg>`
    )
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
    )
    .join('')
}

/** Shorthand for url(#id). */
export const url = (id: string) => `url(#${id})`
