/**
 * The floor plate of a section: its layouts placed around a central corridor with the lift and stair core,
 * every flat drawn from its own plan model (same rooms, same proportions, turned so its windows face out),
 * and the outline of each flat in the plate picture's pixels, which the site draws its clickable flats on.
 *
 * The plate is a corridor section as Russian mid-rise blocks are planned: the first half of the positions runs
 * along the south facade from west to east, the rest comes back along the north facade from east to west, so
 * position 0 is the south-west corner and the last position the north-west one. North is up on the plate.
 */
import type { LayoutSpec } from '../types'
import { planModel, type PlanModel, type RoomKind } from './plan-model'
import { Canvas, el, num, PALETTE } from './svg'

export const PLATE_WIDTH = 1600
export const PLATE_HEIGHT = 1000
const MARGIN_X = 90
const MARGIN_TOP = 120
const MARGIN_BOTTOM = 40

/** Corridor width and the core (two lifts and a stair) in metres. */
const CORRIDOR = 1.9
const CORE_WIDTH = 7.6
const CORE_DEPTH = 6.2
/** The deepest balcony or terrace in front of a facade. */
const OUTDOOR = 2.7

export type Facade = 'south' | 'north'
type Point = [number, number]

/** One flat of the plate: where its model lies in metres and its outline in picture pixels. */
export interface PlateFlat {
  position: number
  /** Riser number: position + 1 (every floor repeats the plate, so a riser is a column of flats). */
  riser: number
  code: string
  facade: Facade
  /** Window orientation of the flat (CMS option values), from its facade and whether it turns a corner. */
  orientation: 'n' | 'ne' | 'nw' | 's' | 'se' | 'sw'
  /** The indoor rectangle in plate metres. */
  x: number
  y: number
  width: number
  depth: number
  /** The model is turned half a turn to face its facade (its plan was drawn facing the other way). */
  turned: boolean
  /** The outline on the picture, clockwise from the top-left corner, in pixels. */
  outline: Point[]
}

export interface PlateGeometry {
  /** Metres → pixels. */
  scale: number
  originX: number
  originY: number
  /** The corridor and the core in plate metres. */
  corridor: { x: number; y: number; width: number; depth: number }
  core: { x: number; y: number; width: number; depth: number }
  flats: PlateFlat[]
}

/** How many positions run along the south facade: the first half, rounded up. */
export const southCount = (positions: number) => Math.ceil(positions / 2)

/** The window orientation of a position: south or north, turned to the corner at the row's ends. */
export function orientationOf(position: number, positions: number): PlateFlat['orientation'] {
  const south = southCount(positions)
  if (position < south) return position === 0 ? 'sw' : position === south - 1 ? 'se' : 's'
  return position === south ? 'ne' : position === positions - 1 ? 'nw' : 'n'
}

/** Places the layouts (in position order) on the plate and computes every flat's outline. Pure and deterministic. */
export function plateGeometry(layouts: readonly LayoutSpec[]): PlateGeometry {
  const models = layouts.map((spec) => planModel(spec))
  const south = southCount(layouts.length)
  const southRow = models.slice(0, south)
  const northRow = models.slice(south)
  const rowWidth = (row: PlanModel[]) => row.reduce((sum, m) => sum + m.width, 0)
  // The core takes a slot in the middle of the north row, between the flats.
  const northWidth = rowWidth(northRow) + CORE_WIDTH
  const length = Math.max(rowWidth(southRow), northWidth)
  const northDepth = Math.max(CORE_DEPTH, ...northRow.map((m) => m.depth))
  const southDepth = Math.max(...southRow.map((m) => m.depth))
  // Balconies and terraces stand out of the facades: room for them above and below.
  const corridorY = northDepth + OUTDOOR
  const depth = OUTDOOR + northDepth + CORRIDOR + southDepth + OUTDOOR

  const scale = Math.min((PLATE_WIDTH - 2 * MARGIN_X) / length, (PLATE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM) / depth)
  const originX = (PLATE_WIDTH - length * scale) / 2
  const originY = MARGIN_TOP + (PLATE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM - depth * scale) / 2
  const px = ([x, y]: Point): Point => [Math.round((originX + x * scale) * 10) / 10, Math.round((originY + y * scale) * 10) / 10]

  const flats: PlateFlat[] = []
  const place = (m: PlanModel, position: number, x: number, facade: Facade) => {
    const y = facade === 'north' ? corridorY - m.depth : corridorY + CORRIDOR
    const outline: Point[] = [px([x, y]), px([x + m.width, y]), px([x + m.width, y + m.depth]), px([x, y + m.depth])]
    flats.push({
      position,
      riser: position + 1,
      code: m.spec.code,
      facade,
      orientation: orientationOf(position, layouts.length),
      x,
      y,
      width: m.width,
      depth: m.depth,
      // North flats look up (the model's top); south flats down.
      turned: facade === 'north' ? m.facadeSide !== 'top' : m.facadeSide !== 'bottom',
      outline,
    })
  }

  // South row west → east, centred on the plate's length.
  let x = (length - rowWidth(southRow)) / 2
  southRow.forEach((m, i) => {
    place(m, i, x, 'south')
    x += m.width
  })
  // North row east → west, the core after the first half of it.
  x = length - (length - northWidth) / 2
  const coreAfter = Math.ceil(northRow.length / 2)
  let core = { x: 0, y: corridorY - CORE_DEPTH, width: CORE_WIDTH, depth: CORE_DEPTH }
  northRow.forEach((m, i) => {
    if (i === coreAfter) {
      x -= CORE_WIDTH
      core = { ...core, x }
    }
    x -= m.width
    place(m, south + i, x, 'north')
  })
  if (coreAfter >= northRow.length) core = { ...core, x: x - CORE_WIDTH }
  // The corridor runs between the outermost flats of the two rows.
  const west = Math.min(core.x, ...flats.map((f) => f.x))
  const east = Math.max(core.x + core.width, ...flats.map((f) => f.x + f.width))
  return { scale, originX, originY, corridor: { x: west, y: corridorY, width: east - west, depth: CORRIDOR }, core, flats }
}

const FILL: Partial<Record<RoomKind, string>> = {
  bath: '#e6ebef',
  shower: '#e6ebef',
  ensuite: '#e6ebef',
  wc: '#e6ebef',
  laundry: '#e6ebef',
  hall: '#f6f2ec',
  wardrobe: '#ece5da',
  storage: '#ece5da',
  terrace: '#e8e0d1',
  balcony: '#e8e0d1',
}
const LIVING_FILL = '#f3ebdf'
const INK = PALETTE.ink3
const GLASS = '#8fb3cf'

/** The plate as an SVG picture: flats with their rooms and windows, the corridor, lifts, stairs and a compass. */
export function floorPlateSvg(layouts: readonly LayoutSpec[], title: string): string {
  const g = plateGeometry(layouts)
  const models = new Map(layouts.map((spec) => [spec.code, planModel(spec)]))
  const s = g.scale
  const X = (x: number) => g.originX + x * s
  const Y = (y: number) => g.originY + y * s
  const c = new Canvas(PLATE_WIDTH, PLATE_HEIGHT)
  c.add(el('rect', { width: PLATE_WIDTH, height: PLATE_HEIGHT, fill: '#fbfaf8' }))

  // Common areas first: the corridor and the core under the walls.
  const { corridor, core } = g
  c.add(el('rect', { x: X(corridor.x), y: Y(corridor.y), width: corridor.width * s, height: corridor.depth * s, fill: '#ecebe7' }))
  c.add(el('rect', { x: X(core.x), y: Y(core.y), width: core.width * s, height: core.depth * s, fill: '#ecebe7' }))
  c.add(drawCore(core, X, Y, s))
  c.add(
    el(
      'text',
      {
        x: X(corridor.x + corridor.width * 0.2),
        y: Y(corridor.y + corridor.depth / 2) + 5,
        'font-size': 14,
        fill: PALETTE.slate,
        'letter-spacing': 1.5,
      },
      'КОРИДОР',
    ),
  )

  for (const flat of g.flats) {
    const m = models.get(flat.code)!
    // Model metres → plate metres: shifted to the flat's place, turned half a turn when it faces the other way.
    const mx = (x: number) => (flat.turned ? flat.x + m.width - x : flat.x + x)
    const my = (y: number) => (flat.turned ? flat.y + m.depth - y : flat.y + y)
    const box = (r: { x: number; y: number; w: number; h: number }) => {
      const x0 = Math.min(mx(r.x), mx(r.x + r.w))
      const y0 = Math.min(my(r.y), my(r.y + r.h))
      return { x: X(x0), y: Y(y0), width: r.w * s, height: r.h * s }
    }
    for (const room of m.rooms) {
      const fill = FILL[room.kind] ?? LIVING_FILL
      for (const part of [room.rect, ...(room.parts ?? [])]) c.add(el('rect', { ...box(part), fill }))
      if (room.outdoor) c.add(el('rect', { ...box(room.rect), fill: 'none', stroke: INK, 'stroke-width': 1.4 }))
    }
    // Partitions: every indoor room's rectangle, thin.
    for (const room of m.rooms.filter((r) => !r.outdoor)) {
      for (const part of [room.rect, ...(room.parts ?? [])])
        c.add(el('rect', { ...box(part), fill: 'none', stroke: INK, 'stroke-width': 1.2, 'stroke-opacity': 0.55 }))
    }
    // The flat's own walls: thick, like the section's structure.
    c.add(
      el('rect', {
        x: X(flat.x),
        y: Y(flat.y),
        width: flat.width * s,
        height: flat.depth * s,
        fill: 'none',
        stroke: INK,
        'stroke-width': 4,
      }),
    )
    // Windows: a gap in the outer wall with the glass line in it.
    for (const o of m.openings.filter((o) => o.kind === 'window' || o.kind === 'balcony_door')) {
      const [x1, y1, x2, y2] = o.axis === 'h' ? [mx(o.from), my(o.at), mx(o.to), my(o.at)] : [mx(o.at), my(o.from), mx(o.at), my(o.to)]
      const line = { x1: X(x1), y1: Y(y1), x2: X(x2), y2: Y(y2) }
      c.add(el('line', { ...line, stroke: '#ffffff', 'stroke-width': 6 }), el('line', { ...line, stroke: GLASS, 'stroke-width': 2 }))
    }
    // The entrance door from the corridor.
    const doorX = X(flat.x + flat.width / 2)
    const doorY = Y(flat.facade === 'north' ? flat.y + flat.depth : flat.y)
    c.add(el('line', { x1: doorX - 0.45 * s, y1: doorY, x2: doorX + 0.45 * s, y2: doorY, stroke: '#ecebe7', 'stroke-width': 5 }))
  }
  // The section's outer frame around everything built.
  const all = [...g.flats.map((f) => ({ x: f.x, y: f.y, w: f.width, h: f.depth })), { x: core.x, y: core.y, w: core.width, h: core.depth }]
  const minX = Math.min(...all.map((b) => b.x))
  const maxX = Math.max(...all.map((b) => b.x + b.w))
  c.add(el('line', { x1: X(minX), y1: Y(corridor.y), x2: X(minX), y2: Y(corridor.y + corridor.depth), stroke: INK, 'stroke-width': 4 }))
  c.add(el('line', { x1: X(maxX), y1: Y(corridor.y), x2: X(maxX), y2: Y(corridor.y + corridor.depth), stroke: INK, 'stroke-width': 4 }))

  c.add(drawCompass())
  c.add(el('text', { x: MARGIN_X, y: 62, 'font-size': 26, 'font-weight': 600, fill: PALETTE.ink }, title))
  c.add(el('text', { x: MARGIN_X, y: 92, 'font-size': 16, fill: PALETTE.slate }, 'Типовой жилой этаж · квартиры по стоякам'))
  return c.toString()
}

/** Two lift shafts (a box with its cross) and a stair flight with its landing, labelled. */
function drawCore(core: PlateGeometry['core'], X: (x: number) => number, Y: (y: number) => number, s: number): string {
  const parts: string[] = []
  const lift = 2.1
  for (let i = 0; i < 2; i++) {
    const x = core.x + 0.4 + i * (lift + 0.3)
    const y = core.y + 0.5
    parts.push(el('rect', { x: X(x), y: Y(y), width: lift * s, height: lift * s, fill: '#ffffff', stroke: INK, 'stroke-width': 2 }))
    parts.push(
      el('path', {
        d: `M${num(X(x))} ${num(Y(y))}L${num(X(x + lift))} ${num(Y(y + lift))}M${num(X(x + lift))} ${num(Y(y))}L${num(X(x))} ${num(Y(y + lift))}`,
        stroke: INK,
        'stroke-width': 1,
        'stroke-opacity': 0.6,
      }),
    )
  }
  parts.push(
    el(
      'text',
      { x: X(core.x + 0.4 + lift + 0.15), y: Y(core.y + 0.5 + lift + 0.9), 'font-size': 13, fill: PALETTE.slate, 'text-anchor': 'middle' },
      'Лифты',
    ),
  )
  // The stair: two flights with a gap between them, treads every 0.3 m.
  const sx = core.x + 5.2
  const sw = core.width - 5.6
  const sy = core.y + 0.4
  const sh = core.depth - 0.8
  parts.push(el('rect', { x: X(sx), y: Y(sy), width: sw * s, height: sh * s, fill: '#ffffff', stroke: INK, 'stroke-width': 2 }))
  let treads = ''
  for (let y = sy + 1.2; y < sy + sh - 0.2; y += 0.3) treads += `M${num(X(sx))} ${num(Y(y))}H${num(X(sx + sw))}`
  parts.push(el('path', { d: treads, stroke: INK, 'stroke-width': 0.8, 'stroke-opacity': 0.7 }))
  parts.push(el('line', { x1: X(sx + sw / 2), y1: Y(sy + 1.2), x2: X(sx + sw / 2), y2: Y(sy + sh), stroke: INK, 'stroke-width': 1.2 }))
  parts.push(el('text', { x: X(sx + sw / 2), y: Y(sy + 0.8), 'font-size': 12, fill: PALETTE.slate, 'text-anchor': 'middle' }, 'Лестница'))
  return parts.join('')
}

/** North up: the plate is drawn with the north facade on top. */
function drawCompass(): string {
  const cx = PLATE_WIDTH - 120
  const cy = 72
  return el(
    'g',
    {},
    el('circle', { cx, cy, r: 34, fill: '#ffffff', stroke: PALETTE.mist, 'stroke-width': 1.5 }) +
      el('path', { d: `M${cx} ${cy - 28}L${cx + 9} ${cy + 4}L${cx} ${cy - 2}L${cx - 9} ${cy + 4}Z`, fill: PALETTE.coral }) +
      el('path', { d: `M${cx} ${cy + 28}L${cx + 9} ${cy + 4}L${cx} ${cy - 2}L${cx - 9} ${cy + 4}Z`, fill: PALETTE.mist }) +
      el('text', { x: cx, y: cy - 42, 'font-size': 16, 'font-weight': 700, fill: PALETTE.ink, 'text-anchor': 'middle' }, 'С'),
  )
}
