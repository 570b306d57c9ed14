/**
 * The geometry of a generated flat: which rooms it has, their rectangles (metres), doors and windows.
 * Rendering lives in plan.ts; keeping the model separate lets tests check areas and connectivity
 * without parsing SVG, and lets the layout copy quote the same areas the plan shows.
 *
 * The flat follows the way Russian new-build sections are planned: living rooms along the facade
 * (top band, windows), a back band against the common corridor with the entrance hall in the middle
 * and the wet rooms, wardrobes and storage at its ends. A master suite keeps its en-suite and
 * dressing room behind the master bedroom, reached only from it.
 */
import type { LayoutSpec } from '../types'
import { hash, rng, type Random } from './svg'

export type RoomKind =
  | 'studio'
  | 'kitchen_living'
  | 'kitchen'
  | 'living'
  | 'room'
  | 'bedroom'
  | 'master'
  | 'bath'
  | 'shower'
  | 'ensuite'
  | 'wc'
  | 'hall'
  | 'wardrobe'
  | 'laundry'
  | 'storage'
  | 'terrace'
  | 'balcony'

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export interface PlanRoom {
  id: string
  kind: RoomKind
  label: string
  /** The main rectangle: labels and furniture go here. */
  rect: Rect
  /** Further rectangles of an L- or T-shaped room (the hall around built-in storage). */
  parts?: Rect[]
  /** Area in m², from the rectangles. */
  area: number
  outdoor: boolean
}

export type OpeningKind = 'door' | 'opening' | 'entry' | 'window' | 'balcony_door'

/** A gap in a wall line. Horizontal walls lie on y = at, vertical ones on x = at; the gap spans [from, to]. */
export interface Opening {
  kind: OpeningKind
  axis: 'h' | 'v'
  at: number
  from: number
  to: number
  /** The room a door leaf swings into (doors, entries, balcony doors). */
  into?: string
  /** Part of a corner glazing: the glass turns the corner without a pier. */
  corner?: boolean
}

export interface PlanModel {
  spec: LayoutSpec
  /** Indoor rectangle: [0, width] × [0, depth]. Outdoor rooms lie outside it. */
  width: number
  depth: number
  rooms: PlanRoom[]
  openings: Opening[]
  /** Which outer side the facade (windows, terrace) faces after mirroring. */
  facadeSide: 'top' | 'bottom'
  /** Compass needle angle in degrees (0 = north up). */
  northAngle: number
}

interface Piece {
  kind: RoomKind
  label: string
  area: number
}

const has = (spec: LayoutSpec, feature: string) => spec.features.includes(feature)
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** The living rooms along the facade, in order, with their relative weights. */
function livingProgramme(spec: LayoutSpec, r: Random): Piece[] {
  const n = Math.max(0, Math.round(spec.rooms))
  const jitter = () => r.range(0.94, 1.06)
  const bedrooms = (count: number): Piece[] =>
    Array.from({ length: count }, (_, i) => ({ kind: 'bedroom' as const, label: 'Спальня', area: (1 - i * 0.07) * jitter() }))
  let list: Piece[]
  if (n === 0) list = [{ kind: 'studio', label: 'Студия', area: 1 }]
  else if (spec.isEuro || has(spec, 'kitchen_living')) {
    // Market usage: a «евродвушка» (2E) is a kitchen-living room and one bedroom, so the kitchen-living room counts as a room.
    const count = Math.max(1, n - 1)
    // The kitchen-living room is the heart of a euro flat: larger than any bedroom.
    list = [{ kind: 'kitchen_living', label: 'Кухня-гостиная', area: (count >= 2 ? 2.0 : 1.6) * jitter() }, ...bedrooms(count)]
  } else if (n === 1)
    list = [
      { kind: 'room', label: 'Комната', area: 1 },
      { kind: 'kitchen', label: 'Кухня', area: 0.68 * jitter() },
    ]
  else
    list = [
      { kind: 'kitchen', label: 'Кухня', area: 0.86 * jitter() },
      { kind: 'living', label: 'Гостиная', area: 1.25 * jitter() },
      ...bedrooms(n - 1),
    ]
  const first = list.findIndex((p) => p.kind === 'bedroom')
  if (has(spec, 'master_bedroom') && first >= 0)
    list[first] = { kind: 'master', label: 'Мастер-спальня', area: (has(spec, 'walk_in_closet') ? 1.5 : 1.38) * jitter() }
  return list
}

interface Programme {
  /** Living rooms in their natural order (master bedroom last when it has a suite). */
  facade: Piece[]
  /** Wet rooms, wardrobes and storage that open into the hall; the bath first. */
  services: Piece[]
  /** Behind the master bedroom, reached only from it. */
  suite: Piece[]
  hallTarget: number
  indoor: number
  terrace: number
  balcony: number
}

function programme(spec: LayoutSpec, r: Random): Programme {
  const n = Math.max(0, Math.round(spec.rooms))
  const terrace = has(spec, 'terrace') ? clamp(spec.area * 0.14, 4, 22) : 0
  // Balconies are common but not universal; the code decides, not chance, so a layout keeps its balcony.
  const balcony = !terrace && hash(spec.code) % 3 !== 0 ? clamp(2.4 + spec.area * 0.025, 3, 5) : 0
  const indoor = spec.area - terrace - balcony
  const facade = livingProgramme(spec, r)
  const master = facade.some((p) => p.kind === 'master')

  const services: Piece[] = [{ kind: 'bath', label: 'Ванная', area: clamp(3.3 + indoor * 0.025, 3.6, 6.2) }]
  const suite: Piece[] = []
  if (master) suite.push({ kind: 'ensuite', label: 'Санузел', area: clamp(3 + indoor * 0.014, 3.4, 5) })
  if (has(spec, 'walk_in_closet'))
    (master ? suite : services).push({ kind: 'wardrobe', label: 'Гардеробная', area: clamp(indoor * 0.05, 3, 6) })
  if (!master && has(spec, 'two_bathrooms')) services.push({ kind: 'shower', label: 'Санузел', area: clamp(2.6 + indoor * 0.01, 3, 4) })
  else if (!master && n >= 3) services.push({ kind: 'wc', label: 'Санузел', area: r.range(1.8, 2.2) })
  if (indoor >= 75 && spec.variant % 2 === 1) services.push({ kind: 'laundry', label: 'Постирочная', area: r.range(2.6, 3.4) })
  else if (n >= 2 && !has(spec, 'walk_in_closet')) services.push({ kind: 'storage', label: 'Кладовая', area: r.range(1.6, 2.4) })
  if (suite.length > 1 && spec.variant % 2 === 1) suite.reverse()

  const hallTarget = Math.max(3.2, indoor * (0.095 + 0.008 * Math.min(n, 4)))
  const fixed = [...services, ...suite].reduce((s, p) => s + p.area, 0)
  const livingTotal = indoor - fixed - hallTarget
  const weights = facade.reduce((s, p) => s + p.area, 0)
  for (const p of facade) p.area = (p.area / weights) * livingTotal
  return { facade, services, suite, hallTarget, indoor, terrace, balcony }
}

/** One way to place the programme: facade order and which end of the back band each service takes. */
interface Arrangement {
  facade: Piece[]
  slotA: Piece[] // stacked at the left end of the back band
  slotB: Piece[] // stacked at the right end, just left of the master suite
  suite: Piece[]
}

interface Arranged {
  rooms: PlanRoom[]
  openings: Opening[]
  width: number
  depth: number
  hall: Rect
  /** Rooms along the main facade (y = 0), left to right, and their rectangles. */
  facadeRects: Rect[]
  facadeRooms: PlanRoom[]
  /** Rooms with windows in the opposite wall (y = depth): through flats only. */
  rear: PlanRoom[]
}

interface Limits {
  overlap: number // how much of each facade room's back wall must meet the hall
  narrow: number // minimum width of a bedroom or kitchen
  wide: number // minimum width of a living room
  front: number // minimum depth of the facade band
}

const STRICT: Limits = { overlap: 1.05, narrow: 2.5, wide: 3.1, front: 3.3 }
const RELAXED: Limits = { overlap: 0.95, narrow: 2.05, wide: 2.6, front: 2.9 }
const TIGHT: Limits = { overlap: 0.9, narrow: 1.8, wide: 2.2, front: 2.5 }
const LAST_RESORT: Limits = { overlap: 0.85, narrow: 1.4, wide: 1.6, front: 2.3 }
const DOOR = 0.8

/**
 * Height shares of rooms stacked against the hall: proportional to their areas, but never so thin that a
 * door no longer fits (a small laundry above a large bath would otherwise be a slit).
 */
function stackShares(pieces: Piece[]): number[] {
  const total = pieces.reduce((s, q) => s + q.area, 0)
  const floor = pieces.length === 1 ? 1 : pieces.length === 2 ? 0.38 : 0.28
  const raw = pieces.map((q) => Math.max(floor, q.area / total))
  const sum = raw.reduce((s, v) => s + v, 0)
  return raw.map((v) => v / sum)
}

const isWide = (kind: RoomKind) => kind === 'kitchen_living' || kind === 'living' || kind === 'studio' || kind === 'master'

/** Lays an arrangement out for a given depth and back-band depth; null when a room would be cramped or unreachable. */
function arrange(p: Programme, a: Arrangement, depth: number, back: number, lim: Limits): Arranged | null {
  const width = p.indoor / depth
  const front = depth - back
  if (front < lim.front) return null
  const total = a.facade.reduce((s, f) => s + f.area, 0)
  let x = 0
  const facadeRects = a.facade.map((f) => {
    const w = (width * f.area) / total
    const rect = { x, y: 0, w, h: front }
    x += w
    return rect
  })
  if (a.facade.some((f, i) => facadeRects[i]!.w < (isWide(f.kind) ? lim.wide : lim.narrow))) return null
  const slotWidth = (pieces: Piece[]) => pieces.reduce((s, q) => s + q.area, 0) / back
  const aW = slotWidth(a.slotA)
  const bW = slotWidth(a.slotB)
  const suiteWs = a.suite.map((q) => q.area / back)
  const suiteW = suiteWs.reduce((s, w) => s + w, 0)
  const hall: Rect = { x: aW, y: front, w: width - aW - bW - suiteW, h: back }
  if (hall.w < 1.3) return null
  // Every facade room must meet the hall along at least a door's width plus jambs.
  for (const r of facadeRects) if (Math.min(r.x + r.w, hall.x + hall.w) - Math.max(r.x, hall.x) < lim.overlap) return null
  const last = facadeRects[facadeRects.length - 1]!
  if (a.suite.length && suiteW > last.w - lim.overlap - 0.05) return null
  // Stacked rooms each need a door's height on the hall wall.
  for (const slot of [a.slotA, a.slotB]) if (slot.length > 1 && stackShares(slot).some((share) => back * share < 0.95)) return null
  if (aW > 3.6 || bW > 3.6 || suiteWs.some((w) => w < 1.05 || w > 3.2)) return null

  const rooms: PlanRoom[] = []
  const openings: Opening[] = []
  const add = (piece: Piece, rect: Rect): PlanRoom => {
    const room = { id: `r${rooms.length}`, kind: piece.kind, label: piece.label, rect, area: rect.w * rect.h, outdoor: false }
    rooms.push(room)
    return room
  }

  const facadeRooms = a.facade.map((piece, i) => {
    const room = add(piece, facadeRects[i]!)
    openings.push(hallDoor(room, hall, front))
    return room
  })

  // Hall-side stacks: each piece gets a door in the wall it shares with the hall.
  const stack = (pieces: Piece[], x0: number, w: number, doorX: number) => {
    const shares = stackShares(pieces)
    let y = front
    for (const [i, piece] of pieces.entries()) {
      const h = back * shares[i]!
      const room = add(piece, { x: x0, y, w, h })
      const d = Math.min(DOOR - 0.1, h - 0.24)
      const c = y + h / 2
      const kind = piece.kind === 'wardrobe' || piece.kind === 'storage' ? 'opening' : 'door'
      openings.push({ kind, axis: 'v', at: doorX, from: c - d / 2, to: c + d / 2, into: room.id })
      y += h
    }
  }
  if (a.slotA.length) stack(a.slotA, 0, aW, aW)
  const hallRoom = add({ kind: 'hall', label: p.indoor > 95 ? 'Холл' : 'Прихожая', area: 0 }, hall)
  if (a.slotB.length) stack(a.slotB, hall.x + hall.w, bW, hall.x + hall.w)

  // The master suite: doors open up into the bedroom.
  let sx = hall.x + hall.w + bW
  a.suite.forEach((piece, i) => {
    const w = suiteWs[i]!
    const room = add(piece, { x: sx, y: front, w, h: back })
    const d = Math.min(DOOR - 0.1, w - 0.3)
    const c = sx + w / 2
    openings.push({
      kind: piece.kind === 'wardrobe' ? 'opening' : 'door',
      axis: 'h',
      at: front,
      from: c - d / 2,
      to: c + d / 2,
      into: room.id,
    })
    sx += w
  })

  // The entrance from the common corridor, in the hall's outer wall.
  const entryW = Math.min(0.95, hall.w - 0.3)
  const entryFrom = hall.x + (hall.w - entryW) / 2
  openings.push({ kind: 'entry', axis: 'h', at: depth, from: entryFrom, to: entryFrom + entryW, into: hallRoom.id })
  carvePockets(p, rooms, openings, hallRoom)
  return { rooms, openings, width, depth, hall, facadeRects, facadeRooms, rear: [] }
}

const CORRIDOR = 1.3

/**
 * A long, deep hall wastes metres: when it is much larger than it needs to be, storage rooms are carved
 * from its far ends along the outer wall, leaving a corridor in front of the rooms and the entrance zone.
 * The hall becomes T-shaped (its main rectangle is the corridor).
 */
function carvePockets(p: Programme, rooms: PlanRoom[], openings: Opening[], hallRoom: PlanRoom): void {
  const hall = hallRoom.rect
  const pocketDepth = hall.h - CORRIDOR
  let excess = hall.w * hall.h - p.hallTarget * 1.1
  if (excess < 2 || pocketDepth < 1.1) return
  const entry = openings.find((o) => o.kind === 'entry')
  if (!entry) return
  const x0 = hall.x
  const x1 = hall.x + hall.w
  // Keep clear: the entrance zone, and a strip along a side wall whose door sits below the corridor line.
  const keep: [number, number][] = [[entry.from - 0.45, entry.to + 0.45]]
  const doorBelow = (x: number) => openings.some((o) => o.axis === 'v' && Math.abs(o.at - x) < 1e-6 && o.to > hall.y + CORRIDOR - 0.05)
  if (doorBelow(x0)) keep.push([x0, x0 + 1.05])
  if (doorBelow(x1)) keep.push([x1 - 1.05, x1])
  keep.sort((a, b) => a[0] - b[0])
  const free: [number, number][] = []
  let cursor = x0
  for (const [a, b] of keep) {
    if (a > cursor) free.push([cursor, Math.min(a, x1)])
    cursor = Math.max(cursor, b)
  }
  if (cursor < x1) free.push([cursor, x1])
  // The outermost free stretches become storage, sized to what the hall can spare.
  const pockets: Rect[] = []
  for (const [a, b] of free.sort((u, v) => v[1] - v[0] - (u[1] - u[0]))) {
    if (excess < 2 || pockets.length === 2) break
    const len = Math.min(b - a, 3.2, excess / pocketDepth)
    if (len < 1.2) continue
    // Flush with the end of the stretch that is farther from the entrance.
    const fromLeft = Math.abs(a - entry.from) > Math.abs(b - entry.to)
    pockets.push({ x: fromLeft ? a : b - len, y: hall.y + CORRIDOR, w: len, h: pocketDepth })
    excess -= len * pocketDepth
  }
  if (!pockets.length) return
  // The hall keeps the corridor plus everything of the lower band that is not a pocket.
  pockets.sort((u, v) => u.x - v.x)
  const parts: Rect[] = []
  cursor = x0
  for (const pocket of pockets) {
    if (pocket.x - cursor > 1e-6) parts.push({ x: cursor, y: hall.y + CORRIDOR, w: pocket.x - cursor, h: pocketDepth })
    cursor = pocket.x + pocket.w
  }
  if (x1 - cursor > 1e-6) parts.push({ x: cursor, y: hall.y + CORRIDOR, w: x1 - cursor, h: pocketDepth })
  hallRoom.rect = { x: hall.x, y: hall.y, w: hall.w, h: CORRIDOR }
  hallRoom.parts = parts
  hallRoom.area = hall.w * CORRIDOR + parts.reduce((s, r) => s + r.w * r.h, 0)
  const names: Piece[] = [
    { kind: 'wardrobe', label: 'Гардероб', area: 0 },
    { kind: 'storage', label: 'Кладовая', area: 0 },
  ]
  pockets.forEach((rect, i) => {
    const room: PlanRoom = {
      id: `r${rooms.length}`,
      kind: names[i]!.kind,
      label: names[i]!.label,
      rect,
      area: rect.w * rect.h,
      outdoor: false,
    }
    rooms.push(room)
    const d = Math.min(1.2, rect.w - 0.3)
    const c = rect.x + rect.w / 2
    openings.push({ kind: 'opening', axis: 'h', at: rect.y, from: c - d / 2, to: c + d / 2, into: room.id })
  })
}

/** The door (or open passage, for kitchen-living rooms and studios) from the hall into a room, on the wall line y = at. */
function hallDoor(room: PlanRoom, hall: Rect, at: number): Opening {
  const r = room.rect
  const lo = Math.max(r.x, hall.x)
  const hi = Math.min(r.x + r.w, hall.x + hall.w)
  if (room.kind === 'kitchen_living' || room.kind === 'studio') {
    const w = Math.min(1.4, hi - lo - 0.3)
    const c = (lo + hi) / 2
    return { kind: 'opening', axis: 'h', at, from: c - w / 2, to: c + w / 2 }
  }
  // Hinged near a side wall so furniture keeps the long walls.
  const d = Math.min(DOOR, hi - lo - 0.2)
  const nearLeft = lo - r.x <= r.x + r.w - hi
  const from = nearLeft ? lo + 0.1 : hi - 0.1 - d
  return { kind: 'door', axis: 'h', at, from, to: from + d, into: room.id }
}

/**
 * A through flat (окна на две стороны) for larger programmes: living rooms on the main facade,
 * bedrooms on the opposite one, the hall and wet rooms in a band between them, the entrance
 * in a side wall. The master suite takes the end of the bedroom row, so the en-suite has a window.
 */
function arrangeThrough(
  p: Programme,
  top: Piece[],
  bottom: Piece[],
  stackB: Piece[],
  depth: number,
  back: number,
  lim: Limits,
): Arranged | null {
  const width = p.indoor / depth
  const sum = (pieces: Piece[]) => pieces.reduce((s, q) => s + q.area, 0)
  const sumTop = sum(top)
  const sumBottom = sum(bottom) + sum(p.suite)
  const rows = depth - back
  const dTop = (rows * sumTop) / (sumTop + sumBottom)
  const dBottom = rows - dTop
  if (dTop < lim.front || dBottom < lim.front) return null
  const row = (pieces: Piece[], total: number, y: number, h: number) => {
    let x = 0
    return pieces.map((f) => {
      const rect = { x, y, w: (width * f.area) / total, h }
      x += rect.w
      return rect
    })
  }
  const topRects = row(top, sumTop, 0, dTop)
  const bottomRects = row(bottom, sumBottom, dTop + back, dBottom)
  const suiteW = (width * sum(p.suite)) / sumBottom
  const tooNarrow = (pieces: Piece[], rects: Rect[]) => pieces.some((f, i) => rects[i]!.w < (isWide(f.kind) ? lim.wide : lim.narrow))
  if (tooNarrow(top, topRects) || tooNarrow(bottom, bottomRects) || (p.suite.length && suiteW < 1.4)) return null
  const bW = sum(stackB) / back
  const hall: Rect = { x: 0, y: dTop, w: width - bW, h: back }
  if (hall.w < 1.3 || bW > 3.6 || stackShares(stackB).some((share) => back * share < 0.95)) return null
  for (const r of [...topRects, ...bottomRects]) if (Math.min(r.x + r.w, hall.w) - r.x < lim.overlap) return null

  const rooms: PlanRoom[] = []
  const openings: Opening[] = []
  const add = (piece: Piece, rect: Rect): PlanRoom => {
    const room = { id: `r${rooms.length}`, kind: piece.kind, label: piece.label, rect, area: rect.w * rect.h, outdoor: false }
    rooms.push(room)
    return room
  }
  const facadeRooms = top.map((piece, i) => add(piece, topRects[i]!))
  const rear = bottom.map((piece, i) => add(piece, bottomRects[i]!))
  for (const room of facadeRooms) openings.push(hallDoor(room, hall, dTop))
  for (const room of rear) openings.push(hallDoor(room, hall, dTop + back))
  const hallRoom = add({ kind: 'hall', label: p.indoor > 95 ? 'Холл' : 'Прихожая', area: 0 }, hall)

  let y = dTop
  const shares = stackShares(stackB)
  for (const [i, piece] of stackB.entries()) {
    const h = back * shares[i]!
    const room = add(piece, { x: hall.w, y, w: bW, h })
    const d = Math.min(DOOR - 0.1, h - 0.24)
    const kind = piece.kind === 'wardrobe' || piece.kind === 'storage' ? 'opening' : 'door'
    openings.push({ kind, axis: 'v', at: hall.w, from: y + h / 2 - d / 2, to: y + h / 2 + d / 2, into: room.id })
    y += h
  }

  // The master suite closes the bedroom row, its rooms stacked and opening into the bedroom.
  y = dTop + back
  const sx = width - suiteW
  // The en-suite goes last, against the facade, so it gets the window.
  const suite = [...p.suite].sort((q) => (q.kind === 'ensuite' ? 1 : -1))
  for (const piece of suite) {
    const h = (dBottom * piece.area) / sum(p.suite)
    const room = add(piece, { x: sx, y, w: suiteW, h })
    const d = Math.min(DOOR - 0.1, h - 0.3)
    openings.push({
      kind: piece.kind === 'wardrobe' ? 'opening' : 'door',
      axis: 'v',
      at: sx,
      from: y + h / 2 - d / 2,
      to: y + h / 2 + d / 2,
      into: room.id,
    })
    if (piece.kind === 'ensuite' && Math.abs(y + h - depth) < 1e-6) rear.push(room)
    y += h
  }

  const entryW = Math.min(0.95, back - 0.3)
  const c = dTop + back / 2
  openings.push({ kind: 'entry', axis: 'v', at: 0, from: c - entryW / 2, to: c + entryW / 2, into: hallRoom.id })
  return { rooms, openings, width, depth, hall, facadeRects: topRects, facadeRooms, rear }
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]))
}

/** Facade orders, most natural first: kitchen beside the living room, bedrooms together, the corner room glazed. */
function facadeOrders(spec: LayoutSpec, p: Programme): Piece[][] {
  const master = p.suite.length ? p.facade.filter((f) => f.kind === 'master') : []
  const rest = p.facade.filter((f) => !master.includes(f))
  const penalty = (order: Piece[]) => {
    let score = 0
    const at = (kind: RoomKind) => order.findIndex((f) => f.kind === kind)
    if (at('kitchen') >= 0 && at('living') >= 0 && Math.abs(at('kitchen') - at('living')) !== 1) score += 3
    order.forEach((f, i) => {
      if (i > 0 && f.kind === 'bedroom' && order[i - 1]!.kind !== 'bedroom' && order.slice(0, i - 1).some((g) => g.kind === 'bedroom'))
        score += 1
    })
    if (has(spec, 'corner_glazing') && !isWide(order[0]!.kind) && order[0]!.kind !== 'room') score += 1.5
    // Variety between variants: a small, stable nudge per order.
    return score + (hash(`${spec.code}:${spec.variant}:${order.map((f) => f.kind).join()}`) % 1000) / 2000
  }
  return permutations(rest)
    .map((order) => [...order, ...master])
    .map((order) => ({ order, score: penalty(order) }))
    .sort((x, y) => x.score - y.score)
    .map((x) => x.order)
}

/** Ways to share the hall-side services between the two ends, the bath away from the master suite first. */
function slotSplits(p: Programme): [Piece[], Piece[]][] {
  const out: { split: [Piece[], Piece[]]; score: number }[] = []
  const k = p.services.length
  for (let mask = 0; mask < 1 << k; mask++) {
    const a = p.services.filter((_, i) => !((mask >> i) & 1))
    const b = p.services.filter((_, i) => (mask >> i) & 1)
    if (a.length > 3 || b.length > 3) continue
    const score = (mask & 1 ? 2 : 0) + Math.abs(a.length - b.length) * 0.5 + (p.suite.length ? b.length : 0)
    out.push({ split: [a, b], score })
  }
  return out.sort((x, y) => x.score - y.score).map((x) => x.split)
}

/**
 * Tries facade orders from the most natural; for the first order that works, returns the best
 * depth and service split: a hall close to its target size and rooms close to good proportions.
 */
function search(spec: LayoutSpec, p: Programme, lim: Limits): Arranged | null {
  const n = Math.max(0, Math.round(spec.rooms))
  const base = [6.4, 6.2, 6.4, 6.6, 6.8][Math.min(n, 4)]! + ((spec.variant * 0.37) % 0.6) - 0.3
  const depths = [0, -0.3, 0.3, -0.6, -0.9, 0.6, -1.2, -1.6, -2].map((d) => base + d).filter((d) => d > 4)
  const backTarget = [...p.services, ...p.suite].reduce((s, q) => s + q.area, 0) + p.hallTarget
  const minBack = p.indoor < 22 ? 1.6 : 1.8
  const score = (a: Arranged, ideal: number) => {
    const hallExcess = Math.max(0, (a.hall.w * a.hall.h - p.hallTarget) / p.indoor)
    const shape = [...a.facadeRooms, ...a.rear].reduce(
      (sum, { rect: r }) => sum + Math.max(0, Math.max(r.w, r.h) / Math.min(r.w, r.h) - 1.6),
      0,
    )
    return hallExcess * 12 + shape * 0.5 + Math.abs(a.depth - ideal) * 0.2
  }
  let best: Arranged | null = null
  let bestScore = Infinity
  const consider = (a: Arranged | null, ideal: number) => {
    if (!a) return false
    const sc = score(a, ideal)
    if (sc < bestScore) [best, bestScore] = [a, sc]
    return true
  }

  // Single-aspect: for the first facade order that works, the best depth and service split.
  for (const facade of facadeOrders(spec, p)) {
    let found = false
    for (const [slotA, slotB] of slotSplits(p)) {
      for (const depth of depths) {
        const ideal = clamp((depth * backTarget) / p.indoor, minBack, 3.2)
        for (let back = ideal; back <= 3.3; back += 0.1) {
          // A deeper back band only grows the hall, so the first fit per depth is the one to keep.
          if (consider(arrange(p, { facade, slotA, slotB, suite: p.suite }, depth, back, lim), base)) {
            found = true
            break
          }
        }
      }
    }
    if (found) break
  }

  // Through flats for the larger programmes, where a single-aspect plan needs a long corridor.
  if (n >= 3 || (n >= 2 && p.indoor >= 75)) {
    const living = p.facade.filter((f) => !['bedroom', 'master'].includes(f.kind))
    const bedrooms = p.facade.filter((f) => f.kind === 'bedroom')
    const master = p.facade.filter((f) => f.kind === 'master')
    // Wet rooms share the band's end as a stack; tiny rooms make the stack too shallow, so they may be left out.
    const [bath, ...rest] = p.services as [Piece, ...Piece[]]
    const stacks = [p.services.slice(0, 3), ...rest.filter((q) => q.area >= 2.8).map((q) => [bath, q]), [bath]]
    const deep = [0, 1, 2, 3, 4, 5].map((d) => 9 + d * 0.6)
    const livingOrders = living.length === 2 ? [living, [living[1]!, living[0]!]] : [living]
    for (let k = 0; k < bedrooms.length + (master.length ? 1 : 0); k++) {
      const bottom = [...bedrooms.slice(k), ...master]
      if (!bottom.length) continue
      const tops = livingOrders.flatMap((l) => [
        [...l, ...bedrooms.slice(0, k)],
        [...bedrooms.slice(0, k), ...l],
      ])
      for (const top of tops) {
        for (const depth of deep) {
          const ideal = clamp((depth * backTarget) / p.indoor / 1.6, minBack, 3)
          for (const stackB of stacks)
            for (let back = ideal; back <= 3.2; back += 0.1)
              if (consider(arrangeThrough(p, top, bottom, stackB, depth, back, lim), 10.5)) break
        }
      }
    }
  }
  return best
}

/** Windows, corner glazing and outdoor rooms along the facade (y = 0) and the side walls. */
function glaze(spec: LayoutSpec, p: Programme, a: Arranged): void {
  const { facadeRects, openings, rooms, width } = a
  const front = facadeRects[0]!.h
  const corner = has(spec, 'corner_glazing')
  const dual = has(spec, 'dual_aspect')
  const roomAt = (i: number) => a.facadeRooms[i]!

  // Outdoor room: a terrace in front of the living room's end of the facade (spreading to its neighbours
  // when it needs the width), or a balcony.
  const last = facadeRects.length - 1
  const livingRight = !isWide(a.facadeRooms[0]!.kind) && isWide(a.facadeRooms[last]!.kind)
  const covering = (x0: number, x1: number) =>
    facadeRects.map((_, i) => i).filter((i) => facadeRects[i]!.x < x1 - 1.2 && facadeRects[i]!.x + facadeRects[i]!.w > x0 + 1.2)
  let outdoor: { x0: number; x1: number; rooms: number[] } | null = null
  if (p.terrace) {
    const order = facadeRects.map((_, i) => (livingRight ? last - i : i))
    let span = 0
    for (const i of order) {
      span += facadeRects[i]!.w
      if (p.terrace / span <= 3.2) break
    }
    const depth = clamp(p.terrace / span, 1.6, 3.2)
    const w = Math.min(span, p.terrace / depth)
    const x0 = livingRight ? width - w : 0
    rooms.push({
      id: `r${rooms.length}`,
      kind: 'terrace',
      label: 'Терраса',
      rect: { x: x0, y: -depth, w, h: depth },
      area: w * depth,
      outdoor: true,
    })
    outdoor = { x0, x1: x0 + w, rooms: covering(x0, x0 + w) }
  } else if (p.balcony) {
    // In front of a bedroom-like room at the end (or the only room), centred on it but kept inside the facade.
    const idx = facadeRects.length > 1 ? facadeRects.length - 1 - (spec.variant % 2) : 0
    const r = facadeRects[idx]!
    const w = Math.min(width - 0.2, clamp(p.balcony / 1.35, 2, 4.2))
    const h = p.balcony / w
    const x0 = clamp(r.x + (r.w - w) / 2, 0.1, width - 0.1 - w)
    rooms.push({ id: `r${rooms.length}`, kind: 'balcony', label: 'Балкон', rect: { x: x0, y: -h, w, h }, area: w * h, outdoor: true })
    outdoor = { x0, x1: x0 + w, rooms: [idx] }
  }

  // Corner glazing belongs to the living room: take the end of the facade where it is.
  const cornerIdx = corner ? (!isWide(a.facadeRooms[0]!.kind) && isWide(a.facadeRooms[last]!.kind) ? last : 0) : -1
  const cornerRight = cornerIdx > 0
  facadeRects.forEach((r, i) => {
    const room = roomAt(i)
    const isCorner = i === cornerIdx
    const meetsOutdoor = outdoor !== null && outdoor.rooms.includes(i)
    const lo = r.x + 0.35
    const hi = r.x + r.w - 0.35
    // The door to the terrace or balcony, inside both the room and the outdoor room.
    const doorLo = outdoor ? Math.max(r.x + 0.15, outdoor.x0 + 0.1) : 0
    const doorHi = outdoor ? Math.min(r.x + r.w - 0.15, outdoor.x1 - 0.1) : 0
    const doorW = Math.min(DOOR, doorHi - doorLo)
    const wantsDoor = meetsOutdoor && doorW >= 0.7
    let doorSpan: [number, number] | null = null
    if (isCorner) {
      // Floor-to-ceiling glass meeting at the corner, no pier; a terrace door follows the glass.
      let len = Math.min(r.w - 0.45, Math.max(2.4, r.w * 0.72))
      if (wantsDoor) {
        const room = cornerRight ? width - doorLo - 0.15 - doorW : doorHi - 0.15 - doorW
        len = Math.max(1.2, Math.min(len, room))
      }
      const [from, to] = cornerRight ? [width - len, width] : [0, len]
      openings.push({ kind: 'window', axis: 'h', at: 0, from, to, corner: true })
      openings.push({
        kind: 'window',
        axis: 'v',
        at: cornerRight ? width : 0,
        from: 0,
        to: Math.min(front - 0.5, Math.max(2.2, front * 0.62)),
        corner: true,
      })
      if (wantsDoor) {
        const d0 = cornerRight ? Math.min(doorHi, width - len - 0.15) - doorW : Math.max(doorLo, len + 0.15)
        if (d0 >= doorLo - 1e-9 && d0 + doorW <= doorHi + 1e-9) doorSpan = [d0, d0 + doorW]
      }
    } else if (wantsDoor) doorSpan = [doorLo + 0.1 > doorHi - doorW ? doorLo : doorLo + 0.1, 0]
    if (doorSpan && !isCorner) doorSpan[1] = doorSpan[0] + doorW
    if (doorSpan) openings.push({ kind: 'balcony_door', axis: 'h', at: 0, from: doorSpan[0], to: doorSpan[1], into: room.id })
    if (isCorner) return
    const wins: [number, number][] = []
    if (doorSpan) {
      const [d0, d1] = doorSpan
      const rightFree = hi - (d1 + 0.25)
      const leftFree = d0 - 0.25 - lo
      if (rightFree >= leftFree && rightFree > 0.9) wins.push([d1 + 0.25, d1 + 0.25 + Math.min(1.8, rightFree)])
      else if (leftFree > 0.9) wins.push([d0 - 0.25 - Math.min(1.8, leftFree), d0 - 0.25])
    } else if (r.w >= 4.4) {
      const w = clamp(r.w * 0.27, 1.2, 1.8)
      for (const c of [r.x + r.w * 0.27, r.x + r.w * 0.73]) wins.push([c - w / 2, c + w / 2])
    } else {
      const w = clamp(r.w * 0.5, 1.0, 2.1)
      const c = r.x + r.w / 2
      wins.push([c - w / 2, c + w / 2])
    }
    for (const [from, to] of wins) openings.push({ kind: 'window', axis: 'h', at: 0, from, to })
  })

  // Cramped facades can leave the outdoor room without a door: cut one where it overlaps a room most,
  // trimming any glass in the way.
  if (outdoor && !openings.some((o) => o.kind === 'balcony_door')) {
    const o = outdoor
    const overlap = (r: Rect) => Math.min(r.x + r.w, o.x1) - Math.max(r.x, o.x0)
    const i = facadeRects.reduce((best, r, j) => (overlap(r) > overlap(facadeRects[best]!) ? j : best), 0)
    const r = facadeRects[i]!
    const c = (Math.max(r.x, o.x0) + Math.min(r.x + r.w, o.x1)) / 2
    const d = Math.min(DOOR, overlap(r) - 0.2)
    const [d0, d1] = [c - d / 2, c + d / 2]
    for (let k = openings.length - 1; k >= 0; k--) {
      const w = openings[k]!
      if (w.kind !== 'window' || w.axis !== 'h' || w.at !== 0 || w.to <= d0 - 0.1 || w.from >= d1 + 0.1) continue
      const left: [number, number] = [w.from, d0 - 0.15]
      const right: [number, number] = [d1 + 0.15, w.to]
      openings.splice(k, 1, ...[left, right].filter(([a, b]) => b - a >= 0.6).map(([from, to]) => ({ ...w, from, to })))
    }
    openings.push({ kind: 'balcony_door', axis: 'h', at: 0, from: d0, to: d1, into: a.facadeRooms[i]!.id })
  }

  // Through flats: windows in the opposite facade too; an en-suite there gets a small one.
  for (const room of a.rear) {
    const r = room.rect
    const w = room.kind === 'ensuite' ? Math.min(0.8, r.w - 0.5) : r.w >= 4.4 ? clamp(r.w * 0.27, 1.2, 1.8) : clamp(r.w * 0.5, 1.0, 2.1)
    const centres = room.kind !== 'ensuite' && r.w >= 4.4 ? [r.x + r.w * 0.27, r.x + r.w * 0.73] : [r.x + r.w / 2]
    for (const c of centres) openings.push({ kind: 'window', axis: 'h', at: a.depth, from: c - w / 2, to: c + w / 2 })
  }

  if (dual) {
    // Windows on the side walls of the end rooms: light from two sides.
    const side = (at: number) => {
      const h = clamp(front * 0.36, 1.1, 1.8)
      const c = front * 0.48
      openings.push({ kind: 'window', axis: 'v', at, from: c - h / 2, to: c + h / 2 })
    }
    if (!cornerRight) side(width)
    if ((!corner || cornerRight) && facadeRects.length > 1) side(0)
  }
}

/** The flat's geometry, deterministic in the spec. */
export function planModel(spec: LayoutSpec): PlanModel {
  const r = rng(`${spec.code}:${spec.variant}`)
  const p = programme(spec, r)
  // Degrade gracefully: first keep the whole master suite, then move its dressing room to the hall,
  // then give up the suite; strict proportions are preferred over a complete suite.
  const withoutSuiteWardrobe = () => {
    const i = p.suite.findIndex((q) => q.kind === 'wardrobe')
    if (i >= 0 && p.suite.length > 1) p.services.push(...p.suite.splice(i, 1))
  }
  let arranged = search(spec, p, STRICT)
  if (!arranged && p.suite.length > 1) {
    withoutSuiteWardrobe()
    arranged = search(spec, p, STRICT)
  }
  arranged ??= search(spec, p, RELAXED)
  if (!arranged && p.suite.length) {
    // A master bedroom too small for a private suite: its rooms open into the hall instead.
    p.services.push(...p.suite.splice(0))
    arranged = search(spec, p, RELAXED)
  }
  // Too much asked of too few metres: give up the optional rooms, least important first.
  for (const kind of ['storage', 'laundry', 'wc', 'wardrobe', 'shower', 'ensuite'] as const) {
    if (arranged) break
    const i = p.services.findIndex((q) => q.kind === kind)
    if (i < 0) continue
    p.hallTarget += p.services.splice(i, 1)[0]!.area
    arranged = search(spec, p, RELAXED) ?? search(spec, p, TIGHT)
  }
  arranged ??= search(spec, p, LAST_RESORT)
  if (!arranged) throw new Error(`Cannot lay out plan ${spec.code}`)
  glaze(spec, p, arranged)

  const model: PlanModel = {
    spec,
    width: arranged.width,
    depth: arranged.depth,
    rooms: arranged.rooms,
    openings: arranged.openings,
    facadeSide: 'top',
    northAngle: [0, 45, 90, 135, 180, 225, 270, 315][hash(spec.code) % 8]!,
  }
  // Mirroring gives layouts with the same programme a different hand; flipping puts the facade at the bottom.
  if (spec.variant % 2 === 1) mirrorX(model)
  if (Math.floor(spec.variant / 2) % 2 === 1) flipY(model)
  return model
}

function mirrorX(m: PlanModel): void {
  const flip = (r: Rect): Rect => ({ ...r, x: m.width - r.x - r.w })
  for (const room of m.rooms) {
    room.rect = flip(room.rect)
    if (room.parts) room.parts = room.parts.map(flip)
  }
  m.openings = m.openings.map((o) => (o.axis === 'h' ? { ...o, from: m.width - o.to, to: m.width - o.from } : { ...o, at: m.width - o.at }))
}

function flipY(m: PlanModel): void {
  const flip = (r: Rect): Rect => ({ ...r, y: m.depth - r.y - r.h })
  for (const room of m.rooms) {
    room.rect = flip(room.rect)
    if (room.parts) room.parts = room.parts.map(flip)
  }
  m.openings = m.openings.map((o) => (o.axis === 'v' ? { ...o, from: m.depth - o.to, to: m.depth - o.from } : { ...o, at: m.depth - o.at }))
  m.facadeSide = 'bottom'
  m.northAngle = (m.northAngle + 180) % 360
}

/** Summary numbers for copy: living/kitchen areas, bathrooms, outdoor space. */
export function planFacts(m: PlanModel) {
  const sum = (kinds: RoomKind[]) => m.rooms.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.area, 0)
  const largest = (kinds: RoomKind[]) => Math.max(0, ...m.rooms.filter((r) => kinds.includes(r.kind)).map((r) => r.area))
  // Which outer walls carry glass: a through flat or a corner flat looks out two (or more) ways.
  const sides = new Set(m.openings.filter((o) => o.kind === 'window').map((o) => `${o.axis}${Math.abs(o.at) < 1e-6 ? 0 : 1}`))
  return {
    windowSides: sides.size,
    total: m.rooms.reduce((s, r) => s + r.area, 0),
    living: sum(['studio', 'kitchen_living', 'living', 'room', 'bedroom', 'master']),
    kitchen: largest(['kitchen', 'kitchen_living']),
    kitchenLiving: largest(['kitchen_living']),
    studio: largest(['studio']),
    master: largest(['master']),
    bedrooms: m.rooms.filter((r) => r.kind === 'bedroom' || r.kind === 'master').length,
    bathrooms: m.rooms.filter((r) => ['bath', 'shower', 'ensuite', 'wc'].includes(r.kind)).length,
    wardrobe: largest(['wardrobe']),
    terrace: largest(['terrace']),
    balcony: largest(['balcony']),
    hall: largest(['hall']),
    laundry: largest(['laundry']),
    storage: largest(['storage']),
  }
}
