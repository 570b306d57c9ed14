/**
 * Furniture hints for the sales plans: thin-line glyphs drawn in a canonical frame
 * (centred on the origin, the item's back against the wall at the top, y = -depth / 2)
 * and rotated onto whichever wall the placer chooses. Sizes are in pixels.
 */
import { el, num } from './svg'

const LINE = '#7d8598'
const FILL = '#ffffff'
const SOFT = '#f1ede6'

const stroke = { fill: 'none', stroke: LINE, 'stroke-width': 1.1 }
const solid = { fill: FILL, stroke: LINE, 'stroke-width': 1.1 }

const rect = (x: number, y: number, w: number, h: number, attrs: Record<string, string | number> = solid, rx = 0) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, ...attrs })
const line = (x1: number, y1: number, x2: number, y2: number, attrs: Record<string, string | number> = stroke) =>
  el('line', { x1, y1, x2, y2, ...attrs })
const circle = (cx: number, cy: number, r: number, attrs: Record<string, string | number> = solid) => el('circle', { cx, cy, r, ...attrs })

/** A glyph: width along the wall, depth into the room, all in px. */
export type Glyph = (w: number, d: number, m: number) => string

/** m is the plan scale (px per metre) so details keep real-world proportions. */
export const glyphs = {
  bed: ((w, d, m) => {
    const x = -w / 2
    const y = -d / 2
    const pillowW = (w - 0.3 * m) / 2
    return (
      rect(x, y, w, d, solid, 3) +
      rect(x, y, w, 0.09 * m, { fill: SOFT, stroke: LINE, 'stroke-width': 1.1 }) +
      rect(x + 0.1 * m, y + 0.18 * m, pillowW, 0.36 * m, solid, 5) +
      rect(x + 0.2 * m + pillowW, y + 0.18 * m, pillowW, 0.36 * m, solid, 5) +
      rect(x + 0.04 * m, y + 0.68 * m, w - 0.08 * m, d - 0.72 * m, { fill: SOFT, stroke: LINE, 'stroke-width': 1 }, 3) +
      el('path', { d: `M${num(x + 0.04 * m)} ${num(y + 0.95 * m)}h${num(w - 0.08 * m)}`, ...stroke })
    )
  }) as Glyph,
  nightstand: ((w, d) => rect(-w / 2, -d / 2, w, d, solid, 2) + circle(0, 0, Math.min(w, d) * 0.22, stroke)) as Glyph,
  sofa: ((w, d, m) => {
    const arm = 0.2 * m
    const back = 0.22 * m
    const x = -w / 2
    const y = -d / 2
    const seatW = (w - 2 * arm) / 2
    return (
      rect(x, y, w, d, solid, 6) +
      rect(x, y, w, back, { fill: SOFT, stroke: LINE, 'stroke-width': 1.1 }, 4) +
      rect(x + arm, y + back, seatW, d - back - 0.04 * m, solid, 3) +
      rect(x + arm + seatW, y + back, seatW, d - back - 0.04 * m, solid, 3)
    )
  }) as Glyph,
  coffeeTable: ((w, d) => rect(-w / 2, -d / 2, w, d, { fill: SOFT, stroke: LINE, 'stroke-width': 1.1 }, Math.min(w, d) / 2)) as Glyph,
  tvUnit: ((w, d) =>
    rect(-w / 2, -d / 2, w, d, solid, 1) + line(-w / 2 + 4, d / 2 - 3, w / 2 - 4, d / 2 - 3, { ...stroke, 'stroke-width': 2.2 })) as Glyph,
  armchair: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, d, solid, 6) + rect(-w / 2 + 0.15 * m, -d / 2 + 0.2 * m, w - 0.3 * m, d - 0.25 * m, solid, 4)) as Glyph,
  counter: ((w, d, m) => {
    const x = -w / 2
    const y = -d / 2
    let out = rect(x, y, w, d, solid)
    const sinkX = x + w * 0.3
    out += rect(sinkX - 0.25 * m, y + 0.1 * m, 0.5 * m, 0.38 * m, { fill: SOFT, stroke: LINE, 'stroke-width': 1 }, 6)
    out += circle(sinkX, y + 0.16 * m, 0.03 * m, stroke)
    const hobX = x + w * 0.72
    for (const [dx, dy] of [
      [-0.13, 0.18],
      [0.13, 0.18],
      [-0.13, 0.42],
      [0.13, 0.42],
    ] as const)
      out += circle(hobX + dx * m, y + dy * m, 0.08 * m, stroke)
    return out
  }) as Glyph,
  island: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, d, solid, 2) +
    line(-w / 2 + 0.1 * m, 0, w / 2 - 0.1 * m, 0, { ...stroke, 'stroke-dasharray': '3 3' })) as Glyph,
  diningRound: ((w, _d, m) => {
    const r = w / 2 - 0.32 * m
    let out = ''
    for (const a of [0, 90, 180, 270]) {
      const rad = (a * Math.PI) / 180
      out += rect(Math.cos(rad) * (r + 0.14 * m) - 0.2 * m, Math.sin(rad) * (r + 0.14 * m) - 0.2 * m, 0.4 * m, 0.4 * m, solid, 5)
    }
    return out + circle(0, 0, r, solid)
  }) as Glyph,
  diningTable: ((w, d, m) => {
    const tw = w - 0.1 * m
    const td = d - 0.9 * m
    let out = ''
    const chairs = Math.max(2, Math.floor(tw / (0.62 * m)))
    for (let i = 0; i < chairs; i++) {
      const cx = -tw / 2 + (tw / chairs) * (i + 0.5)
      out += rect(cx - 0.2 * m, -td / 2 - 0.42 * m, 0.4 * m, 0.38 * m, solid, 5)
      out += rect(cx - 0.2 * m, td / 2 + 0.04 * m, 0.4 * m, 0.38 * m, solid, 5)
    }
    return out + rect(-tw / 2, -td / 2, tw, td, solid, 3)
  }) as Glyph,
  bathtub: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, d, solid, 4) +
    rect(-w / 2 + 0.08 * m, -d / 2 + 0.08 * m, w - 0.16 * m, d - 0.16 * m, { fill: SOFT, stroke: LINE, 'stroke-width': 1 }, d * 0.35) +
    circle(w / 2 - 0.22 * m, 0, 0.035 * m, stroke)) as Glyph,
  shower: ((w, d) =>
    rect(-w / 2, -d / 2, w, d, solid, 2) +
    line(-w / 2, -d / 2, w / 2, d / 2) +
    line(w / 2, -d / 2, -w / 2, d / 2) +
    circle(0, 0, Math.min(w, d) * 0.08, solid)) as Glyph,
  sink: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, d, solid, 3) + el('ellipse', { cx: 0, cy: 0.02 * m, rx: w * 0.34, ry: d * 0.3, ...stroke })) as Glyph,
  wc: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, 0.18 * m, solid, 2) +
    el('ellipse', { cx: 0, cy: -d / 2 + 0.18 * m + (d - 0.18 * m) / 2, rx: w / 2 - 0.02 * m, ry: (d - 0.18 * m) / 2, ...solid })) as Glyph,
  washer: ((w, d) => rect(-w / 2, -d / 2, w, d, solid, 2) + circle(0, 0.02 * d, Math.min(w, d) * 0.3, stroke)) as Glyph,
  rail: ((w, d, m) => {
    let out = rect(-w / 2, -d / 2, w, d, { fill: SOFT, stroke: LINE, 'stroke-width': 1 }) + line(-w / 2 + 3, 0, w / 2 - 3, 0)
    for (let x = -w / 2 + 0.12 * m; x < w / 2 - 0.05 * m; x += 0.14 * m)
      out += line(x, -d / 2 + 0.08 * m, x + 0.04 * m, d / 2 - 0.08 * m, { ...stroke, 'stroke-width': 0.8 })
    return out
  }) as Glyph,
  closet: ((w, d) =>
    rect(-w / 2, -d / 2, w, d, solid) +
    line(-w / 2, d / 2, w / 2, -d / 2, { ...stroke, 'stroke-width': 0.8 }) +
    line(-w / 2 + 3, 0, w / 2 - 3, 0, { ...stroke, 'stroke-dasharray': '4 3' })) as Glyph,
  shelves: ((w, d) => rect(-w / 2, -d / 2, w, d, solid) + line(-w / 2, 0, w / 2, 0, stroke)) as Glyph,
  lounger: ((w, d, m) =>
    rect(-w / 2, -d / 2, w, d, solid, 6) +
    rect(-w / 2 + 0.06 * m, -d / 2 + 0.06 * m, w - 0.12 * m, 0.45 * m, { fill: SOFT, stroke: LINE, 'stroke-width': 1 }, 5)) as Glyph,
  planter: ((w) =>
    circle(0, 0, w / 2, { fill: '#dfe6d6', stroke: '#8ca07a', 'stroke-width': 1.1 }) +
    circle(0, 0, w / 4, { fill: 'none', stroke: '#8ca07a', 'stroke-width': 1 })) as Glyph,
  bistro: ((w, _d, m) =>
    circle(0, 0, w * 0.22, solid) + circle(-w * 0.36, 0, 0.2 * m, solid) + circle(w * 0.36, 0, 0.2 * m, solid)) as Glyph,
}

export type GlyphName = keyof typeof glyphs
