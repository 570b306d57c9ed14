/**
 * Sales floor plans rendered from a LayoutSpec: thick outer walls, thin partitions, door swings,
 * glazing in the outer walls, warm room fills, furniture hints, Russian labels with areas and a
 * small compass. The geometry comes from plan-model.ts, so the labels always add up to the area.
 */
import type { LayoutSpec } from '../types'
import { glyphs, type GlyphName } from './plan-furniture'
import { planModel, type Opening, type PlanModel, type PlanRoom, type Rect, type RoomKind } from './plan-model'
import { Canvas, el, num, ruArea } from './svg'

export { layoutCopy } from './plan-copy'

export const PLAN_WIDTH = 1200
export const PLAN_HEIGHT = 900

const INK = '#1b2340'
const LABEL = '#4a5573'
const BACKGROUND = '#fbfaf8'
const MARGIN = 54

const FILLS: Record<RoomKind, string> = {
  studio: '#f4ece0',
  kitchen_living: '#f4ece0',
  living: '#f4ece0',
  room: '#f1e8dc',
  kitchen: '#f6efe4',
  bedroom: '#efe6da',
  master: '#efe6da',
  bath: '#e9ecee',
  shower: '#e9ecee',
  ensuite: '#e9ecee',
  wc: '#e9ecee',
  hall: '#f7f3ed',
  wardrobe: '#ede6db',
  laundry: '#eceae6',
  storage: '#ede6db',
  terrace: '#ebe3d5',
  balcony: '#ebe3d5',
}

type Texture = 'wood' | 'tile' | 'deck'
const TEXTURES: Partial<Record<RoomKind, Texture>> = {
  studio: 'wood',
  kitchen_living: 'wood',
  living: 'wood',
  room: 'wood',
  bedroom: 'wood',
  master: 'wood',
  bath: 'tile',
  shower: 'tile',
  ensuite: 'tile',
  wc: 'tile',
  laundry: 'tile',
  terrace: 'deck',
  balcony: 'deck',
}

type Side = 'top' | 'bottom' | 'left' | 'right'
interface Box {
  x: number
  y: number
  w: number
  h: number
}

const ROTATION: Record<Side, number> = { top: 0, right: 90, bottom: 180, left: 270 }
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const key = (v: number) => (Math.round(v * 1000) / 1000).toFixed(3)
const intersects = (a: Box, b: Box, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad
const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))

/** Maps model metres to canvas pixels. */
interface View {
  s: number
  ox: number
  oy: number
  outer: number // outer wall thickness, px
  inner: number // partition thickness, px
}
const px = (v: View, x: number) => v.ox + x * v.s
const py = (v: View, y: number) => v.oy + y * v.s
const boxOf = (v: View, r: Rect): Box => ({ x: px(v, r.x), y: py(v, r.y), w: r.w * v.s, h: r.h * v.s })

/** The generated SVG floor plan of a layout. */
export function floorPlanSvg(spec: LayoutSpec): string {
  return renderPlan(planModel(spec))
}

function renderPlan(m: PlanModel): string {
  const c = new Canvas(PLAN_WIDTH, PLAN_HEIGHT)
  const facadeUp = m.facadeSide === 'top'
  const water = m.spec.features.includes('water_view')

  // Bounding box in metres: rooms, outer walls, the entry arrow and the view note.
  let minX = -0.35
  let maxX = m.width + 0.35
  let minY = -0.35
  let maxY = m.depth + 0.35
  for (const r of m.rooms) {
    minX = Math.min(minX, r.rect.x - 0.1)
    maxX = Math.max(maxX, r.rect.x + r.rect.w + 0.1)
    minY = Math.min(minY, r.rect.y - 0.1)
    maxY = Math.max(maxY, r.rect.y + r.rect.h + 0.1)
  }
  const entry = m.openings.find((o) => o.kind === 'entry')
  if (entry?.axis === 'v') {
    if (entry.at > m.width / 2) maxX += 0.75
    else minX -= 0.75
  } else if (facadeUp) maxY += 0.75
  else minY -= 0.75
  if (water && facadeUp) minY -= 0.7
  if (water && !facadeUp) maxY += 0.7
  const bw = maxX - minX
  const bh = maxY - minY

  // Fit, keeping a corner free for the compass.
  let s = Math.min((PLAN_WIDTH - 2 * MARGIN) / bw, (PLAN_HEIGHT - 2 * MARGIN) / bh, 92)
  const freeX = () => (PLAN_WIDTH - bw * s) / 2
  const freeY = () => (PLAN_HEIGHT - bh * s) / 2
  // The compass sits in the top-right corner; shrink the plan a little when it would reach it.
  if (freeX() < 125 && freeY() < 115) {
    const narrower = Math.min((PLAN_WIDTH - 2 * 125) / bw, (PLAN_HEIGHT - 2 * MARGIN) / bh)
    const lower = Math.min((PLAN_WIDTH - 2 * MARGIN) / bw, (PLAN_HEIGHT - 2 * 115) / bh)
    s = Math.max(narrower, lower)
  }
  const view: View = {
    s,
    ox: (PLAN_WIDTH - bw * s) / 2 - minX * s,
    oy: (PLAN_HEIGHT - bh * s) / 2 - minY * s,
    outer: clamp(0.26 * s, 11, 18),
    inner: clamp(0.11 * s, 5, 8),
  }

  const textures = defineTextures(c, s)
  c.add(el('rect', { width: PLAN_WIDTH, height: PLAN_HEIGHT, fill: BACKGROUND }))

  const indoor = m.rooms.filter((r) => !r.outdoor)
  const outdoor = m.rooms.filter((r) => r.outdoor)
  for (const r of outdoor) c.add(drawOutdoor(view, r, textures, facadeUp))
  for (const r of indoor) {
    for (const part of [r.rect, ...(r.parts ?? [])]) {
      const b = boxOf(view, part)
      // A hair of overlap hides the seam between the rectangles of an L-shaped room.
      c.add(el('rect', { x: b.x - 0.3, y: b.y - 0.3, width: b.w + 0.6, height: b.h + 0.6, fill: FILLS[r.kind] }))
      const t = TEXTURES[r.kind]
      if (t) c.add(el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill: `url(#${textures[t]})` }))
    }
  }

  const placed = new Map<string, Box[]>()
  for (const r of m.rooms) {
    const ctx = roomContext(m, view, r)
    c.add(furnish(ctx))
    placed.set(r.id, [...ctx.occupied, ...ctx.blocked])
  }

  c.add(drawWalls(m, view))
  c.add(drawOpenings(m, view))
  for (const r of m.rooms) c.add(drawLabel(view, r, placed.get(r.id) ?? []))
  c.add(drawEntryArrow(m, view))
  if (water) c.add(drawWaterNote(m, view))
  c.add(drawCompass(m))
  return c.toString()
}

/** Floor textures as patterns in pixel space, scaled with the plan. */
function defineTextures(c: Canvas, s: number): Record<Texture, string> {
  const plank = Math.max(6, 0.16 * s)
  const tile = Math.max(8, 0.3 * s)
  const board = Math.max(5, 0.14 * s)
  return {
    wood: c.define('wd', (id) =>
      el(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width: plank * 6, height: plank },
        el('path', {
          d: `M0 ${num(plank)}H${num(plank * 6)}M${num(plank * 2)} 0V${num(plank)}`,
          stroke: '#e4d8c6',
          'stroke-width': 0.7,
          fill: 'none',
        }),
      ),
    ),
    tile: c.define('tl', (id) =>
      el(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width: tile, height: tile },
        el('path', { d: `M0 0H${num(tile)}M0 0V${num(tile)}`, stroke: '#d7dde2', 'stroke-width': 0.8, fill: 'none' }),
      ),
    ),
    deck: c.define('dk', (id) =>
      el(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width: board, height: board * 8 },
        el('path', { d: `M0 0V${num(board * 8)}`, stroke: '#d6c8b1', 'stroke-width': 0.9, fill: 'none' }),
      ),
    ),
  }
}

function drawOutdoor(v: View, r: PlanRoom, t: Record<Texture, string>, facadeUp: boolean): string {
  const b = boxOf(v, r.rect)
  // Railing on the three open sides; the fourth is the building's outer wall.
  const y0 = facadeUp ? b.y + b.h : b.y
  const y1 = facadeUp ? b.y : b.y + b.h
  const railing = `M${num(b.x)} ${num(y0)}V${num(y1)}H${num(b.x + b.w)}V${num(y0)}`
  const inset = 4
  const inner = `M${num(b.x + inset)} ${num(y0)}V${num(facadeUp ? y1 + inset : y1 - inset)}H${num(b.x + b.w - inset)}V${num(y0)}`
  return (
    el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill: FILLS[r.kind] }) +
    el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill: `url(#${t.deck})` }) +
    el('path', { d: railing, fill: 'none', stroke: INK, 'stroke-width': 2.2 }) +
    el('path', { d: inner, fill: 'none', stroke: INK, 'stroke-width': 0.9 })
  )
}

// ---------- walls, windows, doors ----------

type Interval = [number, number]

function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0])
  const out: Interval[] = []
  for (const [a, b] of sorted) {
    const last = out[out.length - 1]
    if (last && a <= last[1] + 1e-6) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

function subtract(intervals: Interval[], cuts: Interval[]): { span: Interval; openStart: boolean; openEnd: boolean }[] {
  const out: { span: Interval; openStart: boolean; openEnd: boolean }[] = []
  for (const [a, b] of intervals) {
    let pieces: { span: Interval; openStart: boolean; openEnd: boolean }[] = [{ span: [a, b], openStart: false, openEnd: false }]
    for (const [c0, c1] of cuts) {
      pieces = pieces.flatMap((p) => {
        const [p0, p1] = p.span
        if (c1 <= p0 || c0 >= p1) return [p]
        const parts: typeof pieces = []
        if (c0 > p0) parts.push({ span: [p0, c0], openStart: p.openStart, openEnd: true })
        if (c1 < p1) parts.push({ span: [c1, p1], openStart: true, openEnd: p.openEnd })
        return parts
      })
    }
    out.push(...pieces.filter((p) => p.span[1] - p.span[0] > 1e-4))
  }
  return out
}

/** All wall lines of the indoor rooms, merged; outer lines are the indoor rectangle's sides. */
function wallLines(m: PlanModel) {
  const lines = new Map<string, { axis: 'h' | 'v'; at: number; spans: Interval[]; outer: boolean }>()
  const push = (axis: 'h' | 'v', at: number, a: number, b: number) => {
    const k = `${axis}${key(at)}`
    const outer = axis === 'h' ? Math.abs(at) < 1e-6 || Math.abs(at - m.depth) < 1e-6 : Math.abs(at) < 1e-6 || Math.abs(at - m.width) < 1e-6
    const line = lines.get(k) ?? { axis, at, spans: [], outer }
    line.spans.push([a, b])
    lines.set(k, line)
  }
  // Edges shared by two rectangles of the same room are inside it: no wall there.
  const inside = new Map<string, Interval[]>()
  for (const r of m.rooms) {
    if (r.outdoor) continue
    const rects = [r.rect, ...(r.parts ?? [])]
    for (const { x, y, w, h } of rects) {
      push('h', y, x, x + w)
      push('h', y + h, x, x + w)
      push('v', x, y, y + h)
      push('v', x + w, y, y + h)
    }
    for (const a of rects)
      for (const b of rects) {
        if (a === b) continue
        const lo = Math.max(a.x, b.x)
        const hi = Math.min(a.x + a.w, b.x + b.w)
        if (Math.abs(a.y + a.h - b.y) < 1e-6 && hi > lo) inside.set(`h${key(b.y)}`, [...(inside.get(`h${key(b.y)}`) ?? []), [lo, hi]])
        const lo2 = Math.max(a.y, b.y)
        const hi2 = Math.min(a.y + a.h, b.y + b.h)
        if (Math.abs(a.x + a.w - b.x) < 1e-6 && hi2 > lo2) inside.set(`v${key(b.x)}`, [...(inside.get(`v${key(b.x)}`) ?? []), [lo2, hi2]])
      }
  }
  return [...lines.entries()].map(([k, l]) => ({ ...l, spans: subtract(union(l.spans), inside.get(k) ?? []).map((p) => p.span) }))
}

const onLine = (o: Opening, axis: 'h' | 'v', at: number) => o.axis === axis && Math.abs(o.at - at) < 1e-6

function drawWalls(m: PlanModel, v: View): string {
  let out = ''
  for (const line of wallLines(m)) {
    const t = line.outer ? v.outer : v.inner
    const cuts = m.openings.filter((o) => onLine(o, line.axis, line.at)).map((o): Interval => [o.from, o.to])
    for (const { span, openStart, openEnd } of subtract(line.spans, cuts)) {
      const a = (line.axis === 'h' ? px(v, span[0]) : py(v, span[0])) - (openStart ? 0 : t / 2)
      const b = (line.axis === 'h' ? px(v, span[1]) : py(v, span[1])) + (openEnd ? 0 : t / 2)
      const c = line.axis === 'h' ? py(v, line.at) : px(v, line.at)
      out +=
        line.axis === 'h'
          ? el('rect', { x: a, y: c - t / 2, width: b - a, height: t })
          : el('rect', { x: c - t / 2, y: a, width: t, height: b - a })
    }
  }
  return el('g', { fill: INK }, out)
}

function drawOpenings(m: PlanModel, v: View): string {
  let glass = ''
  let doors = ''
  for (const o of m.openings) {
    if (o.kind === 'window') glass += drawWindow(m, v, o)
    else if (o.kind !== 'opening') doors += drawDoor(m, v, o)
  }
  return glass + doors
}

function drawWindow(m: PlanModel, v: View, o: Opening): string {
  const t = v.outer
  // Corner glazing runs into the corner so the two panes meet without a pier.
  const atCorner = (val: number, max: number) => o.corner && (Math.abs(val) < 1e-6 || Math.abs(val - max) < 1e-6)
  const max = o.axis === 'h' ? m.width : m.depth
  let a = o.axis === 'h' ? px(v, o.from) : py(v, o.from)
  let b = o.axis === 'h' ? px(v, o.to) : py(v, o.to)
  if (atCorner(o.from, max)) a -= t / 2
  if (atCorner(o.to, max)) b += t / 2
  const c = o.axis === 'h' ? py(v, o.at) : px(v, o.at)
  const seg = (off: number, w: number) =>
    o.axis === 'h'
      ? el('line', { x1: a, y1: c + off, x2: b, y2: c + off, stroke: INK, 'stroke-width': w })
      : el('line', { x1: c + off, y1: a, x2: c + off, y2: b, stroke: INK, 'stroke-width': w })
  const jamb = (p: number) =>
    o.axis === 'h'
      ? el('line', { x1: p, y1: c - t / 2, x2: p, y2: c + t / 2, stroke: INK, 'stroke-width': 1.2 })
      : el('line', { x1: c - t / 2, y1: p, x2: c + t / 2, y2: p, stroke: INK, 'stroke-width': 1.2 })
  const frame =
    o.axis === 'h'
      ? el('rect', { x: a, y: c - t / 2, width: b - a, height: t, fill: '#ffffff' })
      : el('rect', { x: c - t / 2, y: a, width: t, height: b - a, fill: '#ffffff' })
  const glassTint =
    o.axis === 'h'
      ? el('rect', { x: a, y: c - t * 0.14, width: b - a, height: t * 0.28, fill: '#dce8f0' })
      : el('rect', { x: c - t * 0.14, y: a, width: t * 0.28, height: b - a, fill: '#dce8f0' })
  return frame + glassTint + seg(-t / 2, 1) + seg(t / 2, 1) + seg(-t * 0.14, 1) + seg(t * 0.14, 1) + (o.corner ? '' : jamb(a) + jamb(b))
}

function drawDoor(m: PlanModel, v: View, o: Opening): string {
  const room = m.rooms.find((r) => r.id === o.into)
  if (!room) return ''
  const r = room.rect
  const len = (o.to - o.from) * v.s
  if (o.axis === 'h') {
    const dir = r.y + r.h / 2 > o.at ? 1 : -1
    // Hinge at the end nearer the room's side wall, so the leaf rests against it.
    const hingeAtFrom = o.from - r.x <= r.x + r.w - o.to
    const hx = px(v, hingeAtFrom ? o.from : o.to)
    const ox = px(v, hingeAtFrom ? o.to : o.from)
    const y = py(v, o.at)
    const tipY = y + dir * len
    const sweep = arcSweep(hx, y, hx, tipY, ox, y)
    return (
      el('path', {
        d: `M${num(hx)} ${num(tipY)}A${num(len)} ${num(len)} 0 0 ${sweep} ${num(ox)} ${num(y)}`,
        fill: 'none',
        stroke: '#8a93a8',
        'stroke-width': 1,
      }) + el('line', { x1: hx, y1: y, x2: hx, y2: tipY, stroke: INK, 'stroke-width': 2.4 })
    )
  }
  const dir = r.x + r.w / 2 > o.at ? 1 : -1
  const hingeAtFrom = o.from - r.y <= r.y + r.h - o.to
  const hy = py(v, hingeAtFrom ? o.from : o.to)
  const oy = py(v, hingeAtFrom ? o.to : o.from)
  const x = px(v, o.at)
  const tipX = x + dir * len
  const sweep = arcSweep(x, hy, tipX, hy, x, oy)
  return (
    el('path', {
      d: `M${num(tipX)} ${num(hy)}A${num(len)} ${num(len)} 0 0 ${sweep} ${num(x)} ${num(oy)}`,
      fill: 'none',
      stroke: '#8a93a8',
      'stroke-width': 1,
    }) + el('line', { x1: x, y1: hy, x2: tipX, y2: hy, stroke: INK, 'stroke-width': 2.4 })
  )
}

/** SVG sweep flag for the quarter arc around (cx, cy) from p1 to p2. */
function arcSweep(cx: number, cy: number, x1: number, y1: number, x2: number, y2: number): number {
  return (x1 - cx) * (y2 - cy) - (y1 - cy) * (x2 - cx) > 0 ? 1 : 0
}

function drawEntryArrow(m: PlanModel, v: View): string {
  const entry = m.openings.find((o) => o.kind === 'entry')
  if (!entry) return ''
  const mid = (entry.from + entry.to) / 2
  // Outward from the wall the entrance is in; the arrow points into the flat.
  const out = entry.at > (entry.axis === 'h' ? m.depth : m.width) / 2 ? 1 : -1
  const wall = entry.axis === 'h' ? py(v, entry.at) : px(v, entry.at)
  const tip = wall + out * (v.outer / 2 + 8)
  const base = tip + out * 16
  const c = entry.axis === 'h' ? px(v, mid) : py(v, mid)
  const d =
    entry.axis === 'h'
      ? `M${num(c)} ${num(tip)}L${num(c - 9)} ${num(base)}H${num(c + 9)}Z`
      : `M${num(tip)} ${num(c)}L${num(base)} ${num(c - 9)}V${num(c + 9)}Z`
  return el('path', { d, fill: '#e8603c' })
}

function drawWaterNote(m: PlanModel, v: View): string {
  const top = m.facadeSide === 'top'
  const edge = top ? Math.min(0, ...m.rooms.map((r) => r.rect.y)) : Math.max(m.depth, ...m.rooms.map((r) => r.rect.y + r.rect.h))
  const y = py(v, edge) + (top ? -0.5 : 0.55) * v.s
  const cx = px(v, m.width / 2)
  const wave = (dy: number) => `M${num(cx - 86)} ${num(y + dy)}q6 -4 12 0t12 0t12 0`
  return (
    el('path', { d: wave(-3) + wave(3), fill: 'none', stroke: '#5d7489', 'stroke-width': 1.4, 'stroke-linecap': 'round' }) +
    el('text', { x: cx - 42, y: y + 5, 'font-size': 14, fill: '#5d7489', 'letter-spacing': 0.4 }, 'вид на воду')
  )
}

function drawCompass(m: PlanModel): string {
  const r = 24
  const cx = PLAN_WIDTH - 62
  const cy = 60
  const rad = (m.northAngle * Math.PI) / 180
  // The letter stays upright while the needle turns.
  const lx = Math.sin(rad) * (r + 11)
  const ly = -Math.cos(rad) * (r + 11) + 4
  return el(
    'g',
    { transform: `translate(${cx} ${cy})` },
    el('circle', { r, fill: '#ffffff', stroke: '#c9cdd6', 'stroke-width': 1 }) +
      el(
        'g',
        { transform: m.northAngle ? `rotate(${m.northAngle})` : undefined },
        el('path', { d: `M0 ${-r + 5}L5.5 0L0 ${r - 5}L-5.5 0Z`, fill: '#ffffff', stroke: INK, 'stroke-width': 1 }) +
          el('path', { d: `M0 ${-r + 5}L5.5 0H-5.5Z`, fill: '#e8603c' }),
      ) +
      el('text', { x: lx, y: ly, 'font-size': 12, 'font-weight': 700, fill: INK, 'text-anchor': 'middle' }, 'С'),
  )
}

// ---------- furniture ----------

interface RoomContext {
  room: PlanRoom
  view: View
  inner: Box
  blocked: Box[]
  occupied: Box[]
  windows: Set<Side>
  /** Which side faces the facade (for outdoor rooms: away from the building). */
  facade: Side
}

function roomContext(m: PlanModel, v: View, room: PlanRoom): RoomContext {
  const b = boxOf(v, room.rect)
  const r = room.rect
  const outerSide = (side: Side) =>
    room.outdoor
      ? false
      : side === 'top'
        ? Math.abs(r.y) < 1e-6
        : side === 'bottom'
          ? Math.abs(r.y + r.h - m.depth) < 1e-6
          : side === 'left'
            ? Math.abs(r.x) < 1e-6
            : Math.abs(r.x + r.w - m.width) < 1e-6
  const inset = (side: Side) => (room.outdoor ? 6 : (outerSide(side) ? v.outer : v.inner) / 2 + 2)
  const inner = {
    x: b.x + inset('left'),
    y: b.y + inset('top'),
    w: b.w - inset('left') - inset('right'),
    h: b.h - inset('top') - inset('bottom'),
  }
  const windows = new Set<Side>()
  const blocked: Box[] = []
  for (const o of m.openings) {
    const side = sideOf(room, o)
    if (!side) continue
    if (o.kind === 'window') {
      // Nothing tall stands in front of glass.
      windows.add(side)
      const a = o.axis === 'h' ? px(v, o.from) : py(v, o.from)
      const len = (o.to - o.from) * v.s
      const d = 0.3 * v.s
      if (side === 'top') blocked.push({ x: a, y: inner.y, w: len, h: d })
      if (side === 'bottom') blocked.push({ x: a, y: inner.y + inner.h - d, w: len, h: d })
      if (side === 'left') blocked.push({ x: inner.x, y: a, w: d, h: len })
      if (side === 'right') blocked.push({ x: inner.x + inner.w - d, y: a, w: d, h: len })
      continue
    }
    const len = (o.to - o.from) * v.s
    const small = room.kind === 'wardrobe' || room.kind === 'storage'
    const reach = o.into === room.id && o.kind !== 'opening' ? len + 4 : o.kind === 'opening' ? (small ? 0.45 : 0.9) * v.s : 0.55 * v.s
    const a = o.axis === 'h' ? px(v, o.from) : py(v, o.from)
    if (o.kind === 'balcony_door' && o.into !== room.id) continue
    if (side === 'top') blocked.push({ x: a - 3, y: inner.y, w: len + 6, h: reach })
    if (side === 'bottom') blocked.push({ x: a - 3, y: inner.y + inner.h - reach, w: len + 6, h: reach })
    if (side === 'left') blocked.push({ x: inner.x, y: a - 3, w: reach, h: len + 6 })
    if (side === 'right') blocked.push({ x: inner.x + inner.w - reach, y: a - 3, w: reach, h: len + 6 })
  }
  const facadeTop = m.facadeSide === 'top'
  const facade: Side = room.outdoor
    ? facadeTop
      ? 'top'
      : 'bottom'
    : windows.has(facadeTop ? 'top' : 'bottom')
      ? facadeTop
        ? 'top'
        : 'bottom'
      : ([...windows][0] ?? (facadeTop ? 'top' : 'bottom'))
  return { room, view: v, inner, blocked, occupied: [], windows, facade }
}

function sideOf(room: PlanRoom, o: Opening): Side | null {
  const r = room.rect
  const eps = 1e-6
  if (o.axis === 'h') {
    if (o.to <= r.x + eps || o.from >= r.x + r.w - eps) return null
    if (Math.abs(o.at - r.y) < eps) return 'top'
    if (Math.abs(o.at - (r.y + r.h)) < eps) return 'bottom'
    return null
  }
  if (o.to <= r.y + eps || o.from >= r.y + r.h - eps) return null
  if (Math.abs(o.at - r.x) < eps) return 'left'
  if (Math.abs(o.at - (r.x + r.w)) < eps) return 'right'
  return null
}

/** Box of an item of size (along × depth) backed against `side` at relative position t. */
function boxAgainst(ctx: RoomContext, side: Side, along: number, depth: number, t: number): Box {
  const { inner } = ctx
  if (side === 'top' || side === 'bottom') {
    const x = inner.x + t * (inner.w - along)
    return { x, y: side === 'top' ? inner.y : inner.y + inner.h - depth, w: along, h: depth }
  }
  const y = inner.y + t * (inner.h - along)
  return { x: side === 'left' ? inner.x : inner.x + inner.w - depth, y, w: depth, h: along }
}

const wallLength = (ctx: RoomContext, side: Side) => (side === 'top' || side === 'bottom' ? ctx.inner.w : ctx.inner.h)

/** The room's four walls, longest first. */
function sidesByLength(ctx: RoomContext): [Side, Side, Side, Side] {
  const sides: [Side, Side, Side, Side] = ['top', 'bottom', 'left', 'right']
  return sides.sort((a, b) => wallLength(ctx, b) - wallLength(ctx, a))
}
const crossLength = (ctx: RoomContext, side: Side) => (side === 'top' || side === 'bottom' ? ctx.inner.h : ctx.inner.w)

function fits(ctx: RoomContext, b: Box): boolean {
  const { inner } = ctx
  if (b.x < inner.x - 0.5 || b.y < inner.y - 0.5 || b.x + b.w > inner.x + inner.w + 0.5 || b.y + b.h > inner.y + inner.h + 0.5) return false
  return ![...ctx.blocked, ...ctx.occupied].some((o) => intersects(o, b, -1))
}

function drawGlyph(ctx: RoomContext, name: GlyphName, b: Box, rotation: number, along: number, depth: number): string {
  ctx.occupied.push(b)
  const cx = b.x + b.w / 2
  const cy = b.y + b.h / 2
  return el(
    'g',
    { transform: `translate(${num(cx)} ${num(cy)})${rotation ? ` rotate(${rotation})` : ''}` },
    glyphs[name](along, depth, ctx.view.s),
  )
}

/** Places a glyph against the first wall (in order) where it fits; positions are tried from the preferred one. */
function place(
  ctx: RoomContext,
  name: GlyphName,
  alongM: number,
  depthM: number,
  sides: Side[],
  ts: number[] = [0.5, 0.3, 0.7, 0.12, 0.88, 0, 1],
): { svg: string; box: Box; side: Side } | null {
  const along = alongM * ctx.view.s
  const depth = depthM * ctx.view.s
  for (const side of sides) {
    if (along > wallLength(ctx, side) - 2 || depth > crossLength(ctx, side) - 0.5 * ctx.view.s) continue
    for (const t of ts) {
      const b = boxAgainst(ctx, side, along, depth, t)
      if (fits(ctx, b)) return { svg: drawGlyph(ctx, name, b, ROTATION[side], along, depth), box: b, side }
    }
  }
  return null
}

/** Places a free-standing glyph centred at the first candidate point where it fits. */
function placeFree(ctx: RoomContext, name: GlyphName, wM: number, dM: number, centres: [number, number][], rotation = 0): string {
  const w = wM * ctx.view.s
  const d = dM * ctx.view.s
  const [bw, bh] = rotation % 180 ? [d, w] : [w, d]
  for (const [cx, cy] of centres) {
    const b = { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh }
    if (fits(ctx, b)) return drawGlyph(ctx, name, b, rotation, w, d)
  }
  return ''
}

/** Side walls first (perpendicular to the windows), then the wall opposite the windows. */
function sideWalls(ctx: RoomContext): Side[] {
  const f = ctx.facade
  const sides: Side[] = f === 'top' || f === 'bottom' ? ['left', 'right'] : ['top', 'bottom']
  return [...sides.filter((s) => !ctx.windows.has(s)), OPPOSITE[f]].filter((s) => !ctx.windows.has(s))
}

/** Relative positions along a side wall, from the back of the room (away from the facade) or the front. */
function towards(ctx: RoomContext, side: Side, end: 'back' | 'front'): number[] {
  const f = ctx.facade
  const facadeAtStart = (side === 'left' || side === 'right' ? f === 'top' : f === 'left') || false
  const back = facadeAtStart ? [1, 0.9, 0.8, 0.7, 0.6, 0.5] : [0, 0.1, 0.2, 0.3, 0.4, 0.5]
  const front = back.map((t) => 1 - t)
  return end === 'back' ? [...back, ...front] : [...front, ...back]
}

function inward(side: Side): [number, number] {
  return side === 'top' ? [0, 1] : side === 'bottom' ? [0, -1] : side === 'left' ? [1, 0] : [-1, 0]
}

function furnish(ctx: RoomContext): string {
  const k = ctx.room.kind
  const s = ctx.view.s
  const { inner } = ctx
  const centre: [number, number] = [inner.x + inner.w / 2, inner.y + inner.h / 2]
  const [fx, fy] = inward(ctx.facade) // direction from the facade into the room
  const frontPoint = (frac: number): [number, number] => [centre[0] - fx * inner.w * frac, centre[1] - fy * inner.h * frac]
  let out = ''

  const bedroom = (width: number) => {
    const bed =
      place(ctx, 'bed', width, 2.05, sideWalls(ctx)) ??
      place(ctx, 'bed', width - 0.2, 2.0, [OPPOSITE[ctx.facade], ctx.facade], [0.5, 0.25, 0.75, 0, 1])
    if (!bed) return
    out += bed.svg
    // Bedside tables either side of the headboard.
    const along = bed.side === 'top' || bed.side === 'bottom'
    for (const dir of [-1, 1]) {
      const w = 0.45 * s
      const d = 0.4 * s
      const b = along
        ? {
            x: dir < 0 ? bed.box.x - w - 3 : bed.box.x + bed.box.w + 3,
            y: bed.side === 'top' ? bed.box.y : bed.box.y + bed.box.h - d,
            w,
            h: d,
          }
        : {
            x: bed.side === 'left' ? bed.box.x : bed.box.x + bed.box.w - d,
            y: dir < 0 ? bed.box.y - w - 3 : bed.box.y + bed.box.h + 3,
            w: d,
            h: w,
          }
      if (fits(ctx, b)) out += drawGlyph(ctx, 'nightstand', b, ROTATION[bed.side], w, d)
    }
    out +=
      place(ctx, 'closet', Math.min(1.8, wallLength(ctx, OPPOSITE[bed.side]) / s - 1), 0.6, [OPPOSITE[bed.side], ...sideWalls(ctx)])?.svg ??
      ''
  }

  const lounge = (sofaW: number, sides: Side[], ts?: number[]) => {
    const sofa = place(ctx, 'sofa', sofaW, 0.95, sides, ts)
    if (!sofa) return
    out += sofa.svg
    const [ix, iy] = inward(sofa.side)
    const gap = 0.45 * s
    const tw = 1.1
    const td = 0.6
    const c: [number, number] = [
      sofa.box.x + sofa.box.w / 2 + ix * (sofa.box.w / 2 + gap + (td * s) / 2),
      sofa.box.y + sofa.box.h / 2 + iy * (sofa.box.h / 2 + gap + (td * s) / 2),
    ]
    out += placeFree(ctx, 'coffeeTable', tw, td, [c], ROTATION[sofa.side])
  }

  switch (k) {
    case 'bedroom':
      bedroom(1.6)
      break
    case 'master':
      bedroom(1.8)
      out += placeFree(ctx, 'armchair', 0.8, 0.8, [frontPoint(0.3), frontPoint(0.25)])
      break
    case 'room':
      bedroom(1.6)
      break
    case 'living': {
      lounge(2.4, sideWalls(ctx))
      out += place(ctx, 'tvUnit', 1.8, 0.42, [...sideWalls(ctx)].reverse())?.svg ?? ''
      out += placeFree(ctx, 'armchair', 0.8, 0.8, [frontPoint(0.3), frontPoint(0.2)])
      break
    }
    case 'kitchen': {
      const walls = sideWalls(ctx)
      const counter = place(ctx, 'counter', Math.min(3.2, wallLength(ctx, walls[0] ?? 'left') / s - 0.4), 0.62, walls, [0.5, 1, 0])
      if (counter) out += counter.svg
      out += placeFree(ctx, 'diningRound', 1.6, 1.6, [frontPoint(0.18), frontPoint(0.1), centre])
      break
    }
    case 'kitchen_living':
    case 'studio': {
      const walls = sideWalls(ctx).filter((w) => w !== OPPOSITE[ctx.facade])
      const first = walls[0] ?? OPPOSITE[ctx.facade]
      const counterLen = Math.min(k === 'studio' ? 2.6 : 3.4, (crossLength(ctx, ctx.facade) / s) * 0.55)
      const counter = place(ctx, 'counter', counterLen, 0.62, [first], towards(ctx, first, 'back'))
      if (counter) out += counter.svg
      const other = walls.find((w) => w !== first) ?? OPPOSITE[ctx.facade]
      lounge(k === 'studio' ? 2.0 : 2.4, [other], towards(ctx, other, 'front'))
      const table = k === 'studio' ? 'diningRound' : 'diningTable'
      const [tw, td] = k === 'studio' ? [1.5, 1.5] : [1.8, 1.8]
      const rot = ctx.facade === 'top' || ctx.facade === 'bottom' ? 90 : 0
      const spots: [number, number][] = [centre]
      for (const d of [0.5, -0.5, 1, -1, 1.5]) spots.push([centre[0] + (fy ? d : fx * d) * s, centre[1] + (fx ? d : fy * d) * s])
      out += placeFree(ctx, table, tw, td, spots, rot)
      break
    }
    case 'bath': {
      const sides = (['top', 'bottom', 'left', 'right'] as Side[]).sort((a, b) => wallLength(ctx, a) - wallLength(ctx, b))
      const long = sides.filter((x) => wallLength(ctx, x) >= 1.72 * s)
      out += (long.length ? place(ctx, 'bathtub', 1.7, 0.75, long, [0, 1, 0.5]) : place(ctx, 'shower', 0.9, 0.9, sides, [0, 1]))?.svg ?? ''
      out += place(ctx, 'sink', 0.6, 0.46, sides.slice().reverse())?.svg ?? ''
      out += place(ctx, 'wc', 0.4, 0.66, sides)?.svg ?? ''
      out += place(ctx, 'washer', 0.6, 0.58, sides.slice().reverse())?.svg ?? ''
      break
    }
    case 'shower':
    case 'ensuite': {
      const sides: Side[] = ['top', 'bottom', 'left', 'right']
      out += place(ctx, 'shower', 0.9, 0.9, sides, [0, 1])?.svg ?? ''
      out += place(ctx, 'wc', 0.4, 0.66, sides)?.svg ?? ''
      out += place(ctx, 'sink', 0.6, 0.46, sides.slice().reverse())?.svg ?? ''
      break
    }
    case 'wc': {
      const sides: Side[] = ['top', 'bottom', 'left', 'right']
      out += place(ctx, 'wc', 0.4, 0.66, sides)?.svg ?? ''
      out += place(ctx, 'sink', 0.45, 0.35, sides.slice().reverse())?.svg ?? ''
      break
    }
    case 'wardrobe': {
      const sides = sidesByLength(ctx)
      const longest = sides[0]
      for (const side of sides.slice(0, crossLength(ctx, longest) > 1.5 * s ? 2 : 1))
        out += place(ctx, 'rail', wallLength(ctx, side) / s - 0.15, 0.55, [side], [0.5, 0, 1])?.svg ?? ''
      break
    }
    case 'laundry': {
      const sides: Side[] = ['top', 'bottom', 'left', 'right']
      out += place(ctx, 'washer', 0.6, 0.6, sides, [0, 1, 0.5])?.svg ?? ''
      out += place(ctx, 'washer', 0.6, 0.6, sides, [0, 1, 0.5])?.svg ?? ''
      out += place(ctx, 'shelves', 1, 0.35, sides)?.svg ?? ''
      break
    }
    case 'storage': {
      const sides = sidesByLength(ctx)
      out += place(ctx, 'shelves', wallLength(ctx, sides[0]) / s - 0.2, 0.4, sides.slice(0, 2))?.svg ?? ''
      break
    }
    case 'hall': {
      const sides = sidesByLength(ctx)
      out += place(ctx, 'closet', Math.min(1.8, (wallLength(ctx, sides[0]) / s) * 0.4), 0.6, sides, [0, 1, 0.5, 0.25, 0.75])?.svg ?? ''
      break
    }
    case 'terrace': {
      // Loungers with their backs to the building, facing the view; planters in the railing corners.
      const wall = OPPOSITE[ctx.facade]
      const roomy = ctx.room.area >= 9
      if (roomy) for (const t of [0.06, 0.22]) out += place(ctx, 'lounger', 0.7, 1.9, [wall], [t, t + 0.08])?.svg ?? ''
      const bistro: [number, number] =
        inner.w > inner.h ? [inner.x + inner.w * (roomy ? 0.72 : 0.7), centre[1]] : [centre[0], inner.y + inner.h * 0.7]
      out += placeFree(ctx, 'bistro', 1.4, 0.6, [bistro], inner.w > inner.h ? 0 : 90)
      for (const t of [0, 1]) out += place(ctx, 'planter', 0.55, 0.55, [ctx.facade], [t])?.svg ?? ''
      break
    }
    case 'balcony': {
      // Furniture to one side leaves the other for the label.
      out += place(ctx, 'planter', 0.45, 0.45, [ctx.facade], [1])?.svg ?? ''
      const bistro = inner.w > inner.h ? [inner.x + inner.w * 0.68, centre[1]] : [centre[0], inner.y + inner.h * 0.68]
      out += placeFree(ctx, 'bistro', 1.3, 0.55, [bistro as [number, number]], inner.w > inner.h ? 0 : 90)
      break
    }
  }
  return out
}

// ---------- labels ----------

function drawLabel(v: View, room: PlanRoom, occupied: Box[]): string {
  const b = boxOf(v, room.rect)
  const pad = (room.outdoor ? 6 : v.inner) + 4
  const inner = { x: b.x + pad, y: b.y + pad, w: b.w - 2 * pad, h: b.h - 2 * pad }
  const area = ruArea(room.area)
  let f = clamp(v.s * 0.22, 12, 17)
  const measure = (size: number) => ({ w: Math.max(room.label.length * size * 0.56, area.length * size * 0.62) + 6, h: size * 2.3 })
  let { w, h } = measure(f)
  let vertical = false
  if (w > inner.w) {
    if (inner.h > inner.w * 1.3 && w <= inner.h) vertical = true
    else {
      f = Math.max(9.5, (f * inner.w) / w)
      ;({ w, h } = measure(f))
      if (w > inner.w && inner.h > w) vertical = true
    }
  }
  const [lw, lh] = vertical ? [h, w] : [w, h]
  // Find the clearest spot: no furniture overlap, then nearest the centre.
  const cx0 = inner.x + inner.w / 2
  const cy0 = inner.y + inner.h / 2
  let best = { x: cx0, y: cy0, score: Infinity }
  const steps = 10
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const cx = inner.x + lw / 2 + ((inner.w - lw) * i) / steps
      const cy = inner.y + lh / 2 + ((inner.h - lh) * j) / steps
      if (inner.w < lw) continue
      const box = { x: cx - lw / 2, y: cy - lh / 2, w: lw, h: lh }
      const clash = occupied.reduce((sum, o) => sum + overlapArea(o, box), 0)
      const score = clash * 10 + Math.hypot(cx - cx0, cy - cy0)
      if (score < best.score) best = { x: cx, y: cy, score }
    }
  }
  if (best.score === Infinity) best = { x: cx0, y: cy0, score: 0 }
  // Over furniture (tiny rooms), a soft backing keeps the label legible.
  const clashes = best.score > Math.hypot(inner.w, inner.h)
  const backing = clashes
    ? el('rect', { x: -w / 2, y: -f * 1.25, width: w, height: h, rx: 4, fill: FILLS[room.kind], 'fill-opacity': 0.9 })
    : ''
  const text =
    el('text', { x: 0, y: -f * 0.25, 'font-size': num(f), fill: LABEL, 'text-anchor': 'middle' }, room.label) +
    el('text', { x: 0, y: f * 1.0, 'font-size': num(f * 1.08), 'font-weight': 700, fill: INK, 'text-anchor': 'middle' }, area)
  return el('g', { transform: `translate(${num(best.x)} ${num(best.y)})${vertical ? ' rotate(-90)' : ''}` }, backing + text)
}
