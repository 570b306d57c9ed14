/**
 * Construction-site vocabulary in elevation: tower cranes, an excavator, a wheel loader, a concrete pump,
 * a building at any stage (frame, brick infill, insulation, facade panels, glazing), scaffolding,
 * pallets and the site hoarding.
 */
import type { Canvas, Random } from './svg'
import { el, mix, num, url } from './svg'
import { blob, box, circle, fade, type Light, line, path, rect, range, side, TONE } from './illustration-kit'
import { litWindows, windowGrid } from './illustration-towers'

export const CRANE_YELLOW = '#e9b949'
export const CONCRETE = '#b9b6b0'

/** A tower crane: lattice mast from `base` up `h`, a jib reaching `jib` px (negative = left) and a counter-jib. */
export function towerCrane(
  x: number,
  base: number,
  h: number,
  jib: number,
  color: string = CRANE_YELLOW,
  hook = 0.55,
  light?: Light,
): string {
  const m = Math.max(6, h * 0.022)
  const tone = light ? fade(color, light, 0.1) : color
  const top = base - h
  let lattice = `M${num(x)} ${num(base)}V${num(top)}M${num(x + m)} ${num(base)}V${num(top)}`
  for (let y = base; y > top + m; y -= m) lattice += `M${num(x)} ${num(y)}L${num(x + m)} ${num(y - m)}H${num(x)}`
  const dir = Math.sign(jib) || 1
  const jx = x + m / 2
  const jy = top - m * 0.2
  const jibEnd = jx + jib
  const counter = jx - dir * Math.abs(jib) * 0.3
  let truss = `M${num(counter)} ${num(jy)}H${num(jibEnd)}M${num(jx)} ${num(jy - m * 0.9)}H${num(jibEnd - dir * m * 2)}`
  for (let t = 0; t < Math.abs(jib) - m * 2; t += m * 1.2)
    truss += `M${num(jx + dir * t)} ${num(jy)}L${num(jx + dir * (t + m * 0.6))} ${num(jy - m * 0.9)}L${num(jx + dir * (t + m * 1.2))} ${num(jy)}`
  const apex = `M${num(jx)} ${num(jy)}V${num(jy - m * 3)}M${num(jx)} ${num(jy - m * 3)}L${num(jibEnd - dir * m * 4)} ${num(jy - m * 0.9)}M${num(jx)} ${num(jy - m * 3)}L${num(counter)} ${num(jy)}`
  const weight = box(Math.min(counter, counter + dir * m * 2.2) - (dir < 0 ? 0 : 0), jy, m * 2.2, m * 1.6)
  const cab = box(x + (dir > 0 ? m : -m * 1.2), jy + m * 0.4, m * 1.2, m * 1.2)
  const tx = jx + jib * hook
  const cable = `M${num(tx)} ${num(jy)}V${num(jy + h * 0.35)}`
  return (
    line(lattice + truss + apex, tone, Math.max(1, m * 0.14), { 'stroke-linecap': 'butt' }) +
    line(cable, TONE.navy3, 1, { opacity: 0.7 }) +
    path(weight, mix(tone, TONE.navy3, 0.55)) +
    path(cab + box(tx - m * 0.35, jy + h * 0.35, m * 0.7, m * 0.5), mix(tone, TONE.navy3, 0.25)) +
    circle(jibEnd, jy - m * 0.4, m * 0.25, TONE.coral)
  )
}

/** A tracked excavator in side view, `s` ≈ its height in px, facing `dir`. */
export function excavator(x: number, y: number, s: number, dir = 1, color: string = CRANE_YELLOW): string {
  const track = `M${num(x - s * 0.6)} ${num(y)}h${num(s * 1.2)}a${num(s * 0.12)} ${num(s * 0.12)} 0 0 0 0 ${num(-s * 0.24)}h${num(-s * 1.2)}a${num(s * 0.12)} ${num(s * 0.12)} 0 0 0 0 ${num(s * 0.24)}Z`
  const body = box(x - s * 0.55, y - s * 0.62, s * 0.9, s * 0.36)
  const cabX = dir > 0 ? x + s * 0.02 : x - s * 0.42
  const cab = box(cabX, y - s * 0.98, s * 0.38, s * 0.38)
  const glass = box(cabX + s * 0.05, y - s * 0.93, s * 0.28, s * 0.22)
  const pivot: [number, number] = [x + dir * s * 0.3, y - s * 0.6]
  const elbow: [number, number] = [x + dir * s * 1.1, y - s * 1.35]
  const tip: [number, number] = [x + dir * s * 1.55, y - s * 0.45]
  const arm = `M${num(pivot[0])} ${num(pivot[1])}L${num(elbow[0])} ${num(elbow[1])}L${num(tip[0])} ${num(tip[1])}`
  const bucket = `M${num(tip[0] - dir * s * 0.05)} ${num(tip[1] - s * 0.05)}l${num(dir * s * 0.28)} ${num(s * 0.05)}l${num(-dir * s * 0.05)} ${num(s * 0.28)}l${num(-dir * s * 0.25)} ${num(-s * 0.05)}Z`
  return (
    path(track, TONE.navy3) +
    path(body + cab, color) +
    path(glass, '#9fb2c2') +
    line(arm, mix(color, TONE.navy3, 0.15), s * 0.11) +
    path(bucket, TONE.navy3)
  )
}

/** A compact wheel loader with a raised bucket. */
export function loader(x: number, y: number, s: number, dir = 1, color: string = CRANE_YELLOW): string {
  const wheels = blob(x - s * 0.45, y - s * 0.2, s * 0.2) + blob(x + s * 0.4, y - s * 0.2, s * 0.2)
  const body = box(x - s * 0.65, y - s * 0.55, s * 1.2, s * 0.32)
  const cab = box(x - s * 0.4, y - s * 1.0, s * 0.42, s * 0.45)
  const glass = box(x - s * 0.35, y - s * 0.95, s * 0.32, s * 0.25)
  const armEnd = x + dir * s * 1.05
  const arm = `M${num(x + dir * s * 0.1)} ${num(y - s * 0.5)}L${num(armEnd)} ${num(y - s * 0.75)}`
  const bucket = box(armEnd - (dir > 0 ? 0 : s * 0.3), y - s * 0.95, s * 0.3, s * 0.32)
  return (
    path(body + cab, color) +
    path(glass, '#9fb2c2') +
    line(arm, mix(color, TONE.navy3, 0.2), s * 0.1) +
    path(bucket, TONE.navy3) +
    path(wheels, TONE.navy)
  )
}

/** A truck-mounted concrete pump with its folding boom raised. */
export function concretePump(x: number, y: number, s: number, dir = 1): string {
  const truck =
    box(x - s * 1.2, y - s * 0.55, s * 2.0, s * 0.35) + box(x + dir * s * 0.8 - (dir > 0 ? 0 : s * 0.45), y - s * 0.85, s * 0.45, s * 0.65)
  const wheels = [-1, -0.5, 0.5].map((k) => blob(x + k * s, y - s * 0.16, s * 0.16)).join('')
  const j0: [number, number] = [x - s * 0.5, y - s * 0.6]
  const j1: [number, number] = [x - dir * s * 0.2, y - s * 3.2]
  const j2: [number, number] = [x + dir * s * 2.4, y - s * 4.4]
  const j3: [number, number] = [x + dir * s * 4.6, y - s * 3.0]
  const boom = `M${num(j0[0])} ${num(j0[1])}L${num(j1[0])} ${num(j1[1])}L${num(j2[0])} ${num(j2[1])}L${num(j3[0])} ${num(j3[1])}V${num(j3[1] + s * 1.4)}`
  return path(truck, TONE.cream) + path(wheels, TONE.navy) + line(boom, TONE.coral, s * 0.12) + line(boom, TONE.navy3, 1, { opacity: 0.5 })
}

/** Stage of a building under construction, as floors reached by each trade. */
export interface BuildStage {
  /** Floors with a concrete frame. */
  frame: number
  /** Floors with brick/block infill. */
  brick?: number
  /** Floors with insulation. */
  insulation?: number
  /** Floors with finished facade panels. */
  facade?: number
  /** Floors with glazing installed. */
  glazing?: number
  /** Formwork and rebar on top of the frame. */
  formwork?: boolean
}

/** A building under construction in elevation: one face `w` wide on `base`, floors of `floorH`. */
export function buildingUnderway(
  c: Canvas,
  light: Light,
  r: Random,
  x: number,
  base: number,
  w: number,
  floorH: number,
  st: BuildStage,
  depth = 0,
): string {
  const concrete = fade(side(CONCRETE, light, true, 0.2), light, depth)
  const voidC = fade(mix(TONE.navy4, light.shade, 0.45), light, depth * 0.8 + 0.1)
  const top = base - st.frame * floorH
  const bays = Math.max(3, Math.round(w / (floorH * 1.5)))
  const bw = w / bays
  let out = rect(x, top, w, st.frame * floorH, voidC)
  const band = (floors: number | undefined, fill: string, inset = 0) =>
    floors ? rect(x - inset, base - floors * floorH, w + inset * 2, floors * floorH, fill) : ''
  if (st.brick) out += band(st.brick, brickPattern(c, fade('#b8735a', light, depth), floorH))
  if (st.insulation) out += band(st.insulation, fade('#e8d27a', light, depth), 2)
  // Window openings left in the infill, one per bay and floor.
  const infill = Math.max(st.brick ?? 0, st.insulation ?? 0)
  let openings = ''
  for (const f of range(infill))
    for (const b of range(bays)) openings += box(x + b * bw + bw * 0.25, base - (f + 1) * floorH + floorH * 0.25, bw * 0.5, floorH * 0.55)
  out += path(openings, voidC)
  // Columns in the open floors and slab edges on every floor.
  let d = ''
  for (const b of range(bays + 1)) d += box(x + b * bw - floorH * 0.09, top, floorH * 0.18, (st.frame - infill) * floorH)
  for (const f of range(st.frame + 1)) d += box(x - 2, base - f * floorH - floorH * 0.12, w + 4, floorH * 0.12)
  out += path(d, concrete)
  if (st.facade || st.glazing) {
    const floors = Math.max(st.facade ?? 0, st.glazing ?? 0)
    const stone = fade(side(TONE.paper, light, true, 0.3), light, depth)
    const f = {
      x: x - 3,
      y: base - floors * floorH,
      w: w + 6,
      h: floors * floorH,
      floorH,
      sunlit: true,
      fins: true,
      wall: stone,
      glass: [fade(light.glassLit[0], light, depth), fade(light.glassShade[1], light, depth)] as const,
    }
    out += rect(f.x, f.y, f.w, f.h, stone)
    const g = windowGrid(c, f)
    const glazed = st.glazing ?? 0
    let holes = ''
    for (let fl = glazed; fl < floors; fl++)
      for (const b of range(g.cols))
        holes += box(f.x + b * g.cw + g.cw * 0.1, base - (fl + 1) * floorH + floorH * 0.12, g.cw * 0.78, floorH * 0.74)
    out += path(holes, voidC)
    if (st.glazing)
      out +=
        rect(f.x, base - st.glazing * floorH, f.w, st.glazing * floorH, g.fill) +
        litWindows(r, { ...f, y: base - st.glazing * floorH, h: st.glazing * floorH }, g.cols, g.cw, light.windows * 0.3)
  }
  if (st.formwork) {
    let rebar = ''
    for (let rx = x + 4; rx < x + w; rx += floorH * 0.22) rebar += `M${num(rx)} ${num(top)}v${num(-floorH * 0.7)}`
    out +=
      line(rebar, fade('#7a5a48', light, depth), 1.2) +
      rect(x + w * 0.1, top - floorH, w * 0.35, floorH, fade(TONE.amber, light, depth), { opacity: 0.9 })
  }
  return out
}

/** A running-bond brick pattern sized to the floor height. */
export function brickPattern(c: Canvas, color: string, floorH: number): string {
  const bh = Math.max(3, floorH / 10)
  const bw = bh * 3
  const mortar = mix(color, '#ffffff', 0.35)
  const tile =
    rect(0, 0, bw * 2, bh * 2, mortar) +
    rect(0, 0, bw - 1, bh - 1, color) +
    rect(bw, 0, bw - 1, bh - 1, color) +
    rect(-bw / 2, bh, bw - 1, bh - 1, color) +
    rect(bw / 2, bh, bw - 1, bh - 1, color) +
    rect(bw * 1.5, bh, bw - 1, bh - 1, color)
  const id = c.define('bp', (pid) => el('pattern', { id: pid, patternUnits: 'userSpaceOnUse', width: bw * 2, height: bh * 2 }, tile))
  return url(id)
}

/** Scaffolding in front of a facade: a grid of tubes with plank decks every floor. */
export function scaffolding(c: Canvas, x: number, base: number, w: number, h: number, floorH: number, color: string = '#8a93a8'): string {
  const cell = floorH
  const tile =
    rect(0, cell - 3, cell, 3, TONE.oak) +
    rect(0, 0, 1.6, cell, color) +
    el('path', { d: `M0 ${num(cell)}L${num(cell)} 0`, stroke: color, 'stroke-width': 0.8, opacity: 0.6 })
  const id = c.define('sp', (pid) =>
    el('pattern', { id: pid, patternUnits: 'userSpaceOnUse', x, y: base - h, width: cell, height: cell }, tile),
  )
  return rect(x, base - h, w, h, url(id))
}

/** Pallets of blocks stacked on the ground. */
export function pallets(r: Random, x: number, y: number, s: number, n: number, color = '#c9c2b5'): string {
  let d = ''
  let wood = ''
  for (const i of range(n)) {
    const px = x + i * s * 1.25
    const hh = s * r.range(0.5, 0.9)
    wood += box(px, y - s * 0.12, s, s * 0.12)
    d += box(px + s * 0.04, y - s * 0.12 - hh, s * 0.92, hh)
  }
  return path(wood, TONE.oakDark) + path(d, color)
}

/** The site hoarding: a long panel fence with a warm stripe. */
export function hoarding(x0: number, x1: number, y: number, h: number, color: string = TONE.navy4): string {
  let joints = ''
  for (let x = x0; x < x1; x += h * 1.6) joints += `M${num(x)} ${num(y - h)}V${num(y)}`
  return (
    rect(x0, y - h, x1 - x0, h, color) +
    rect(x0, y - h * 0.3, x1 - x0, h * 0.08, TONE.amber) +
    line(joints, '#000000', 1, { opacity: 0.15 })
  )
}

/** A webcam overlay: dark bar with a recording dot and abstract time blocks (no text). */
export function webcamBar(width: number, height: number): string {
  const h = height * 0.06
  const y = height - h
  return (
    rect(0, y, width, h, TONE.navy, { opacity: 0.55 }) +
    circle(h * 0.7, y + h / 2, h * 0.18, TONE.coral) +
    path(
      box(h * 1.2, y + h * 0.38, width * 0.12, h * 0.24) + box(width - h * 0.6 - width * 0.18, y + h * 0.38, width * 0.18, h * 0.24),
      TONE.cream,
      { opacity: 0.7 },
    )
  )
}
