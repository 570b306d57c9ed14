/**
 * Buildings in elevation: the complex's light-stone towers (two visible faces, window grids, bronze fins,
 * the signature corner glazing, lit windows), generic city blocks and a few special buildings.
 */
import type { Canvas, Random } from './svg'
import { el, mix, num, url } from './svg'
import { box, fade, type Light, line, path, rect, range, side, TONE, vgrad, WINDOW_GLOW, hgrad, group } from './illustration-kit'

/** One of the complex's towers seen from a corner: two faces meet at `x`, standing on `base`. */
export interface TowerSpec {
  x: number
  base: number
  floors: number
  floorH: number
  left: number
  right: number
  /** The sun lights the left face (east at dawn) unless false. */
  sunLeft?: boolean
  /** 0 near … 1 lost in the haze. */
  depth?: number
  /** The signature corner glazing ribbon (default true). */
  glazing?: boolean
  /** Bronze fins between the windows (default true). */
  fins?: boolean
  stone?: string
  seed: string
  /** Share of windows lit from inside (defaults to the light's). */
  lit?: number
}

interface FaceSpec {
  x: number
  y: number
  w: number
  h: number
  floorH: number
  sunlit: boolean
  fins: boolean
  wall: string
  glass: readonly [string, string]
}

/** Window panes within one facade bay (shares of bay width and floor height): two tall panes per bay. */
const PANES: readonly (readonly [x: number, w: number])[] = [
  [0.07, 0.41],
  [0.5, 0.41],
]
const PANE_Y = 0.06
const PANE_H = 0.8

/** A window-grid pattern for one facade face; returns the fill and the grid geometry. */
export function windowGrid(c: Canvas, f: FaceSpec): { fill: string; cols: number; cw: number } {
  const cols = Math.max(1, Math.round(f.w / (f.floorH * 2.6)))
  const cw = f.w / cols
  const ch = f.floorH
  const glassId = c.linear([
    [0, mix(f.glass[0], '#ffffff', 0.15)],
    [0.45, f.glass[0]],
    [1, f.glass[1]],
  ])
  const slab = mix(f.wall, '#ffffff', 0.4)
  const tile =
    PANES.map(([x, w]) => rect(cw * x, ch * PANE_Y, cw * w, ch * PANE_H, url(glassId))).join('') +
    rect(0, ch * 0.86, cw, ch * 0.14, slab) +
    (f.fins ? rect(cw * 0.925, 0, Math.max(1, cw * 0.035), ch * 0.9, f.sunlit ? TONE.bronzeLight : TONE.bronze, { opacity: 0.9 }) : '')
  const id = c.define('wp', (pid) =>
    el('pattern', { id: pid, patternUnits: 'userSpaceOnUse', x: f.x, y: f.y, width: cw, height: ch }, tile),
  )
  return { fill: url(id), cols, cw }
}

/** Warm lit windows on a face, as one path, at seeded panes of its grid. */
export function litWindows(r: Random, f: FaceSpec, cols: number, cw: number, share: number): string {
  if (share <= 0) return ''
  const rows = Math.floor(f.h / f.floorH)
  let d = ''
  for (const row of range(rows)) {
    for (const col of range(cols)) {
      for (const [x, w] of PANES) {
        if (r.next() < share) d += box(f.x + col * cw + cw * x, f.y + row * f.floorH + f.floorH * PANE_Y, cw * w, f.floorH * PANE_H)
      }
    }
  }
  return path(d, WINDOW_GLOW, { opacity: 0.92 })
}

function face(c: Canvas, r: Random, f: FaceSpec, share: number): string {
  const wall = rect(
    f.x,
    f.y,
    f.w,
    f.h,
    vgrad(c, [
      [0, mix(f.wall, '#ffffff', 0.08)],
      [1, mix(f.wall, '#000000', 0.06)],
    ]),
  )
  const grid = windowGrid(c, f)
  const rows = Math.floor(f.h / f.floorH)
  return wall + rect(f.x, f.y, f.w, rows * f.floorH, grid.fill) + litWindows(r, f, grid.cols, grid.cw, share)
}

/** The vertical ribbon of frameless corner glazing, both sides of the corner, reflecting the sky. */
export function cornerGlazing(
  c: Canvas,
  light: Light,
  x: number,
  y0: number,
  y1: number,
  width: number,
  floorH: number,
  sunLeft: boolean,
  depth: number,
): string {
  const warm = fade(light.glassLit[0], light, depth * 0.6)
  const hot = fade(light.glassLit[1], light, depth * 0.6)
  const cool = fade(light.glassShade[0], light, depth * 0.6)
  const deep = fade(light.glassShade[1], light, depth * 0.6)
  const litFill = vgrad(c, [
    [0, mix(warm, '#ffffff', 0.25)],
    [0.55, warm],
    [1, hot],
  ])
  const shadeFill = vgrad(c, [
    [0, mix(cool, warm, 0.6)],
    [0.5, mix(cool, hot, 0.35)],
    [1, deep],
  ])
  const [lx, rx] = [x - width, x]
  let slabs = ''
  for (let y = y0 + floorH; y < y1 - 1; y += floorH) slabs += `M${num(lx)} ${num(y)}h${num(width * 2)}`
  return (
    rect(lx, y0, width, y1 - y0, sunLeft ? litFill : shadeFill) +
    rect(rx, y0, width, y1 - y0, sunLeft ? shadeFill : litFill) +
    line(slabs, fade(TONE.bronzeLight, light, depth), Math.max(1, floorH * 0.08), { 'stroke-linecap': 'butt' }) +
    rect(x - 0.75, y0, 1.5, y1 - y0, mix(warm, '#ffffff', 0.6), { opacity: 0.8 })
  )
}

/** A complete tower of the complex (see TowerSpec). */
export function tower(c: Canvas, light: Light, r: Random, s: TowerSpec): string {
  const depth = s.depth ?? 0
  const stone = fade(s.stone ?? '#efe9df', light, depth * 0.8)
  const sunLeft = s.sunLeft ?? true
  const groundH = s.floorH * 1.6
  const crownH = s.floorH * 0.7
  const bodyTop = s.base - groundH - s.floors * s.floorH
  const top = bodyTop - crownH
  const share = s.lit ?? (light.sun ? light.windows * 0.3 : light.windows)
  const glassLit = [fade(light.glassLit[0], light, depth), fade(light.glassLit[1], light, depth)] as const
  const glassShade = [fade(light.glassShade[0], light, depth), fade(light.glassShade[1], light, depth)] as const
  const faces: FaceSpec[] = [
    {
      x: s.x - s.left,
      y: bodyTop,
      w: s.left,
      h: s.floors * s.floorH,
      floorH: s.floorH,
      sunlit: sunLeft,
      fins: s.fins ?? true,
      wall: side(stone, light, sunLeft, 0.3),
      glass: sunLeft ? glassLit : glassShade,
    },
    {
      x: s.x,
      y: bodyTop,
      w: s.right,
      h: s.floors * s.floorH,
      floorH: s.floorH,
      sunlit: !sunLeft,
      fins: s.fins ?? true,
      wall: side(stone, light, !sunLeft, 0.3),
      glass: sunLeft ? glassShade : glassLit,
    },
  ]
  let out = faces.map((f) => face(c, r, f, share)).join('')
  for (const f of faces) {
    // Loggias: one recessed bay stack per wide face breaks the grid with shadow and bronze rails.
    const cols = Math.max(1, Math.round(f.w / (f.floorH * 2.6)))
    if (cols >= 4) {
      const cw = f.w / cols
      const lx = f.x + cw * (f.sunlit ? cols - 2 : 1)
      let rails = ''
      for (let y = f.y + s.floorH * 0.6; y < f.y + f.h; y += s.floorH) rails += `M${num(lx)} ${num(y)}h${num(cw)}`
      out += rect(lx, f.y, cw, f.h, mix(f.wall, TONE.navy3, 0.35), { opacity: 0.55 })
      out += line(rails, f.sunlit ? TONE.bronzeLight : TONE.bronze, Math.max(1, s.floorH * 0.06), { 'stroke-linecap': 'butt' })
    }
    // Crown: a glazed top storey under a slim bronze cap.
    out += rect(
      f.x,
      top,
      f.w,
      crownH,
      vgrad(c, [
        [0, mix(f.glass[0], '#ffffff', 0.3)],
        [1, f.glass[1]],
      ]),
    )
    out += rect(
      f.x - 1,
      top - Math.max(1.5, crownH * 0.16),
      f.w + 2,
      Math.max(1.5, crownH * 0.16),
      f.sunlit ? TONE.bronzeLight : TONE.bronze,
    )
    // Ground floor: glazed lobby band with warm light.
    const lobby = light.windows > 0.15 ? WINDOW_GLOW : mix(f.glass[1], TONE.navy3, 0.3)
    out += rect(f.x, s.base - groundH, f.w, groundH, mix(f.wall, TONE.navy4, 0.25))
    out += rect(f.x + f.w * 0.06, s.base - groundH * 0.85, f.w * 0.88, groundH * 0.85, lobby, { opacity: 0.85 })
  }
  if (s.glazing ?? true) {
    const gw = Math.min(s.left, s.right) * 0.3
    out += cornerGlazing(c, light, s.x, bodyTop + s.floorH * 0.16, s.base - groundH, gw, s.floorH, sunLeft, depth)
  }
  // Soft sheen on the sunlit face: light grazing along the facade.
  const lit = faces.find((f) => f.sunlit)
  if (lit && light.sun)
    out += rect(
      lit.x,
      top,
      lit.w,
      s.base - top,
      hgrad(
        c,
        sunLeft
          ? [
              [0, light.lit, 0.28],
              [1, light.lit, 0],
            ]
          : [
              [0, light.lit, 0],
              [1, light.lit, 0.28],
            ],
      ),
    )
  return group(out)
}

/** Height in pixels of a tower from its base to the top of the crown. */
export const towerHeight = (s: Pick<TowerSpec, 'floors' | 'floorH'>) => s.floorH * (s.floors + 1.6 + 0.7)

/** Draws towers far to near (by depth, then by base line). */
export function towers(c: Canvas, light: Light, r: Random, specs: readonly TowerSpec[]): string {
  return [...specs]
    .sort((a, b) => (b.depth ?? 0) - (a.depth ?? 0) || a.base - b.base)
    .map((s) => tower(c, light, r, s))
    .join('')
}

/**
 * The five towers of «Новая Заря» in a row along the river, centred on `cx` with the given scale
 * (1 ≈ 7 px per floor height unit at 1920 px wide). Heights 12–25 floors.
 */
export function complexTowers(
  cx: number,
  base: number,
  scale: number,
  opts: { sunLeft?: boolean; seed?: string; only?: number } = {},
): TowerSpec[] {
  const layout: [dx: number, floors: number, left: number, right: number, depth: number, dy: number][] = [
    [-520, 18, 70, 150, 0.25, -26],
    [-250, 25, 80, 170, 0.1, 0],
    [40, 21, 70, 160, 0.18, -14],
    [300, 16, 60, 150, 0.3, -30],
    [540, 12, 70, 140, 0.12, 6],
  ]
  const floorH = 14 * scale
  return layout.slice(0, opts.only ?? layout.length).map(([dx, floors, left, right, depth, dy], i) => ({
    x: cx + dx * scale,
    base: base + dy * scale,
    floors,
    floorH,
    left: left * scale,
    right: right * scale,
    depth,
    sunLeft: opts.sunLeft ?? true,
    seed: `${opts.seed ?? 'complex'}-${i}`,
  }))
}

/** A generic city block in elevation with a window grid (context buildings, backgrounds). */
export function block(
  c: Canvas,
  light: Light,
  r: Random,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  floorH: number,
  sunlit = true,
  litShare?: number,
): string {
  const f: FaceSpec = {
    x,
    y: base - h,
    w,
    h,
    floorH,
    sunlit,
    fins: false,
    wall: side(wall, light, sunlit, 0.25),
    glass: sunlit ? light.glassLit : light.glassShade,
  }
  return face(c, r, f, litShare ?? light.windows) + rect(x - 2, base - h - 4, w + 4, 5, mix(wall, '#000000', 0.2))
}

/** An old gabled brick warehouse with arched windows and a chimney (the plot before the build). */
export function warehouse(c: Canvas, light: Light, x: number, base: number, w: number, h: number): string {
  const brick = side('#a0604a', light, true, 0.3)
  const roofH = h * 0.35
  const body = rect(
    x,
    base - h,
    w,
    h,
    vgrad(c, [
      [0, brick],
      [1, mix(brick, '#000000', 0.2)],
    ]),
  )
  const gable = path(
    `M${num(x - 8)} ${num(base - h)}L${num(x + w * 0.5)} ${num(base - h - roofH)}L${num(x + w + 8)} ${num(base - h)}Z`,
    mix(brick, TONE.navy3, 0.35),
  )
  const cols = Math.max(3, Math.round(w / 70))
  let arches = ''
  for (const i of range(cols)) {
    const ww = (w / cols) * 0.5
    const wx = x + (w / cols) * (i + 0.25)
    const wy = base - h * 0.72
    arches += `M${num(wx)} ${num(wy + h * 0.45)}V${num(wy)}a${num(ww / 2)} ${num(ww / 2)} 0 0 1 ${num(ww)} 0V${num(wy + h * 0.45)}Z`
  }
  const chimney = rect(x + w * 0.82, base - h - roofH * 1.6, w * 0.05, roofH * 1.6, mix(brick, '#000000', 0.15))
  const bands = line(
    `M${num(x)} ${num(base - h * 0.8)}h${num(w)}M${num(x)} ${num(base - h * 0.2)}h${num(w)}`,
    mix(brick, '#ffffff', 0.25),
    3,
    { 'stroke-linecap': 'butt' },
  )
  return chimney + gable + body + bands + path(arches, fade(TONE.navy3, light, 0.2), { opacity: 0.85 })
}

/** A modern glass office building (developer head office): glazed curtain wall with a stone frame. */
export function glassOffice(c: Canvas, light: Light, r: Random, x: number, base: number, w: number, h: number): string {
  const frame = rect(x, base - h, w, h, side(TONE.stone, light, true, 0.3))
  const glassH = h - 24
  const glass = rect(
    x + 12,
    base - h + 12,
    w - 24,
    glassH,
    vgrad(c, [
      [0, light.glassLit[0]],
      [1, light.glassShade[1]],
    ]),
  )
  let mullions = ''
  for (let gx = x + 12 + 46; gx < x + w - 14; gx += 46) mullions += `M${num(gx)} ${num(base - h + 12)}V${num(base - 12)}`
  for (let gy = base - h + 12 + 38; gy < base - 14; gy += 38) mullions += `M${num(x + 12)} ${num(gy)}H${num(x + w - 12)}`
  let litCells = ''
  for (let gx = x + 12; gx < x + w - 50; gx += 46) {
    for (let gy = base - h + 12; gy < base - 50; gy += 38) if (r.next() < light.windows * 1.4) litCells += box(gx + 2, gy + 2, 42, 34)
  }
  return (
    frame +
    glass +
    path(litCells, WINDOW_GLOW, { opacity: 0.85 }) +
    line(mullions, mix(TONE.stone, TONE.navy3, 0.3), 2, { 'stroke-linecap': 'butt' })
  )
}

/** A historic facade (St Petersburg terrace house) with cornices and tall windows. */
export function historicFacade(light: Light, r: Random, x: number, base: number, w: number, h: number, wall: string): string {
  const lit = side(wall, light, true, 0.25)
  const body = rect(x, base - h, w, h, lit)
  const floors = 4
  const fh = (h - 20) / floors
  const cols = Math.max(3, Math.round(w / 60))
  let win = ''
  let glow = ''
  for (const f of range(floors)) {
    for (const col of range(cols)) {
      const wx = x + (w / cols) * (col + 0.3)
      const wy = base - h + 20 + f * fh + fh * 0.2
      win += box(wx, wy, (w / cols) * 0.4, fh * 0.58)
      if (r.next() < light.windows) glow += box(wx, wy, (w / cols) * 0.4, fh * 0.58)
    }
  }
  const cornice =
    rect(x - 6, base - h - 6, w + 12, 12, mix(lit, '#ffffff', 0.35)) + rect(x, base - fh * 0.95, w, 4, mix(lit, '#ffffff', 0.3))
  return body + cornice + path(win, mix(TONE.navy3, light.haze, 0.25)) + path(glow, WINDOW_GLOW)
}
