/**
 * Landscape layers for the exterior illustrations: skies by time of day, the sun and its halo,
 * cloud streaks, the river with reflections and glitter, the granite embankment, bridges and
 * the distant St Petersburg skyline dissolving in haze.
 */
import type { Canvas, Random } from './svg'
import { num } from './svg'
import {
  blob,
  box,
  circle,
  clipRect,
  fade,
  glowFill,
  side,
  group,
  type Light,
  line,
  path,
  rect,
  range,
  ring,
  type Pt,
  TONE,
  use,
  vgrad,
  lerp,
  symbol,
} from './illustration-kit'

/** The sky of a mood over a rectangle (defaults to the whole canvas above the horizon). */
export function sky(c: Canvas, light: Light, y0 = 0, y1 = c.height, x0 = 0, x1 = c.width): string {
  return rect(x0, y0, x1 - x0, y1 - y0, vgrad(c, light.sky))
}

/** The sun disc with a wide soft halo; `r` is the disc radius. */
export function sun(c: Canvas, light: Light, x: number, y: number, r: number, halo = 9): string {
  const glow = circle(x, y, r * halo, glowFill(c, light.glow, 0.55))
  const inner = circle(x, y, r * 2.4, glowFill(c, light.sun ?? light.glow, 0.7))
  return glow + inner + (light.sun ? circle(x, y, r, light.sun) : '')
}

/** Long horizontal cloud streaks, lit from below at dawn and dusk. */
export function cloudStreaks(
  light: Light,
  r: Random,
  box0: { x0: number; x1: number; y0: number; y1: number },
  count: number,
  color?: string,
): string {
  const tint = color ?? (light.mood === 'dawn' || light.mood === 'dusk' || light.mood === 'evening' ? light.glow : TONE.cream)
  let d = ''
  for (const i of range(count)) {
    const y = lerp(box0.y0, box0.y1, (i + r.next()) / count)
    const w = r.range(0.18, 0.42) * (box0.x1 - box0.x0)
    const x = r.range(box0.x0 - w * 0.3, box0.x1 - w * 0.7)
    const h = r.range(1.5, 5)
    d += `M${num(x)} ${num(y)}h${num(w)}a${num(h)} ${num(h)} 0 0 1 0 ${num(h * 2)}h${num(-w)}a${num(h)} ${num(h)} 0 0 1 0 ${num(-h * 2)}Z`
  }
  return path(d, tint, { opacity: 0.22 })
}

/** Soft, flat-bottomed fair-weather clouds: a long rounded base with a few gentle domes on top. */
export function puffyClouds(
  r: Random,
  area: { x0: number; x1: number; y0: number; y1: number },
  count: number,
  color: string,
  opacity = 0.7,
): string {
  const k = (area.x1 - area.x0) / 1600
  let d = ''
  let shade = ''
  for (const _ of range(count)) {
    const cx = r.range(area.x0, area.x1)
    const cy = r.range(area.y0, area.y1)
    const w = r.range(160, 320) * k
    const h = w * 0.16
    d += `M${num(cx - w / 2 + h)} ${num(cy + h)}h${num(w - h * 2)}a${num(h)} ${num(h)} 0 0 0 0 ${num(-h * 2)}h${num(-(w - h * 2))}a${num(h)} ${num(h)} 0 0 0 0 ${num(h * 2)}Z`
    const bumps = r.int(2, 3)
    for (const b of range(bumps))
      d += blob(
        cx - w * 0.22 + (b * w * 0.44) / Math.max(1, bumps - 1) + r.range(-w, w) * 0.05,
        cy - h * r.range(0.6, 1.1),
        h * r.range(1.1, 1.6),
      )
    shade += `M${num(cx - w / 2 + h)} ${num(cy + h)}h${num(w - h * 2)}a${num(h)} ${num(h * 0.5)} 0 0 1 ${num(-h * 0.4)} ${num(-h * 0.5)}h${num(-(w - h * 2.8))}Z`
  }
  return path(d, color, { opacity }) + path(shade, '#8a93a8', { opacity: opacity * 0.12 })
}

/** A few distant birds as small strokes. */
export function birds(r: Random, x: number, y: number, count: number, color: string, size = 10): string {
  let d = ''
  for (const _ of range(count)) {
    const bx = x + r.range(-size * 8, size * 8)
    const by = y + r.range(-size * 3, size * 3)
    const s = size * r.range(0.6, 1.1)
    d += `M${num(bx - s)} ${num(by - s * 0.35)}q${num(s * 0.5)} ${num(-s * 0.2)} ${num(s)} ${num(s * 0.35)}q${num(s * 0.5)} ${num(-s * 0.55)} ${num(s)} ${num(-s * 0.35)}`
  }
  return line(d, color, Math.max(1.2, size / 6), { opacity: 0.7 })
}

/** Stars for night skies. */
export function stars(r: Random, w: number, h: number, count: number): string {
  let d = ''
  for (const _ of range(count)) d += blob(r.range(0, w), r.range(0, h), r.range(0.6, 1.6))
  return path(d, TONE.cream, { opacity: 0.55 })
}

/** The river surface from the far bank (y0) to the near edge (y1): sky-coloured far, deep near. */
export function water(c: Canvas, light: Light, y0: number, y1: number, x0 = 0, x1 = c.width): string {
  return rect(
    x0,
    y0,
    x1 - x0,
    y1 - y0,
    vgrad(c, [
      [0, light.water[0]],
      [1, light.water[1]],
    ]),
  )
}

/** Horizontal ripples: short light strokes, denser and longer toward the viewer. */
export function ripples(r: Random, x0: number, x1: number, y0: number, y1: number, count: number, color: string, opacity = 0.35): string {
  let d = ''
  for (const _ of range(count)) {
    const t = r.next()
    const y = lerp(y0, y1, t * t)
    const w = lerp(8, 90, t) * r.range(0.5, 1.4)
    const x = r.range(x0, x1 - w)
    d += `M${num(x)} ${num(y)}h${num(w)}`
  }
  return line(d, color, 1.6, { opacity })
}

/** A column of glitter under the sun on the water. */
export function glitter(r: Random, x: number, y0: number, y1: number, spread: number, color: string): string {
  let d = ''
  const n = Math.round((y1 - y0) / 5)
  for (const i of range(n)) {
    const t = i / n
    const y = lerp(y0, y1, t)
    const w = lerp(spread * 0.25, spread, t) * r.range(0.3, 1)
    const dx = r.range(-1, 1) * lerp(spread * 0.15, spread * 0.6, t)
    d += `M${num(x + dx - w / 2)} ${num(y)}h${num(w)}`
  }
  return line(d, color, 2, { opacity: 0.75 })
}

/**
 * A mirrored, faded copy of a registered group on the water: the group stands on `axisY`,
 * its reflection is clipped to the water rectangle.
 */
export function reflection(
  c: Canvas,
  id: string,
  axisY: number,
  waterBox: { x: number; y: number; w: number; h: number },
  opacity = 0.32,
): string {
  const mirrored = use(id, { transform: `matrix(1 0 0 -1 0 ${num(axisY * 2)})`, opacity })
  return clipRect(c, waterBox.x, waterBox.y, waterBox.w, waterBox.h, mirrored)
}

/** Registers markup for reuse and draws it once; returns [markup, id] so callers can reflect it. */
export function reusable(c: Canvas, content: string): [string, string] {
  const id = symbol(c, content)
  return [use(id), id]
}

/**
 * The granite embankment seen from the water: a wall from `top` down to the waterline with a coping,
 * a promenade strip and a railing line, plus a row of lamp posts.
 */
export function embankment(c: Canvas, light: Light, top: number, waterline: number, x0 = 0, x1 = c.width, lamps = 0): string {
  const wall = rect(
    x0,
    top,
    x1 - x0,
    waterline - top,
    vgrad(c, [
      [0, side(fade('#8d8682', light, 0.2), light, false, 0.3)],
      [1, side(fade(TONE.granite, light, 0.1), light, false, 0.3)],
    ]),
  )
  const coping = rect(x0, top - 6, x1 - x0, 8, fade(TONE.stone, light, 0.15))
  const joints = line(
    range(Math.ceil((x1 - x0) / 140))
      .map((i) => `M${num(x0 + i * 140 + 40)} ${num(top + 4)}V${num(waterline)}`)
      .join(''),
    '#000',
    1,
    { opacity: 0.08 },
  )
  const edge = rect(x0, waterline - 3, x1 - x0, 3, '#000', { opacity: 0.12 })
  let posts = ''
  if (lamps > 0) {
    const step = (x1 - x0) / lamps
    const h = (waterline - top) * 1.6
    let d = ''
    let heads = ''
    for (const i of range(lamps)) {
      const x = x0 + step * (i + 0.5)
      d += box(x - 1.5, top - 6 - h, 3, h)
      heads += box(x - 7, top - 6 - h - 4, 14, 5)
      if (light.windows > 0.15) heads += blob(x, top - h - 2, 3)
    }
    const warm = light.windows > 0.15
    posts = path(d, fade(TONE.navy3, light, 0.15)) + path(heads, warm ? TONE.amber : fade(TONE.navy3, light, 0.15))
    if (warm) {
      for (const i of range(lamps)) posts += circle(x0 + step * (i + 0.5), top - h - 2, 26, glowFill(c, TONE.amber, 0.5))
    }
  }
  return wall + joints + coping + edge + posts
}

/** A railing along a promenade: posts and a top rail. */
export function railing(x0: number, x1: number, y: number, h: number, color: string, step = 28): string {
  let d = `M${num(x0)} ${num(y - h)}H${num(x1)}M${num(x0)} ${num(y - h * 0.45)}H${num(x1)}`
  for (let x = x0; x <= x1; x += step) d += `M${num(x)} ${num(y)}V${num(y - h)}`
  return line(d, color, 1.6)
}

/** A cable-stayed bridge silhouette: deck, two pylons and fans of stays. */
export function cableBridge(x0: number, x1: number, deck: number, pylonH: number, color: string): string {
  const span = x1 - x0
  let stays = ''
  const pylons = [x0 + span * 0.3, x0 + span * 0.7]
  let towers = ''
  for (const px of pylons) {
    towers += `M${num(px - 4)} ${num(deck + 10)}L${num(px - 2)} ${num(deck - pylonH)}h4L${num(px + 4)} ${num(deck + 10)}Z`
    for (const k of range(7)) {
      const reach = (k + 1) / 7
      stays += `M${num(px)} ${num(deck - pylonH * (0.55 + 0.45 * (1 - reach)))}L${num(px - span * 0.19 * reach)} ${num(deck)}`
      stays += `M${num(px)} ${num(deck - pylonH * (0.55 + 0.45 * (1 - reach)))}L${num(px + span * 0.19 * reach)} ${num(deck)}`
    }
  }
  return path(box(x0, deck, span, 6) + towers, color) + line(stays, color, 0.9, { opacity: 0.8 })
}

/** An arched stone bridge silhouette (classic St Petersburg bridge) with piers. */
export function archBridge(x0: number, x1: number, deck: number, depth: number, arches: number, color: string): string {
  const span = (x1 - x0) / arches
  let d = `M${num(x0)} ${num(deck)}H${num(x1)}V${num(deck + depth)}`
  for (let i = arches - 1; i >= 0; i--) {
    const ax = x0 + i * span
    d += `H${num(ax + span - span * 0.08)}Q${num(ax + span / 2)} ${num(deck + depth * 0.05)} ${num(ax + span * 0.08)} ${num(deck + depth)}`
  }
  d += `H${num(x0)}Z`
  return path(d, color)
}

/**
 * A distant city skyline as one silhouette path between x0 and x1 standing on `base`:
 * mid-rise blocks with occasional domes and spires (a St Petersburg feel).
 */
export function skyline(
  r: Random,
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  color: string,
  landmarks = false,
  opacity = 1,
): string {
  const pts: Pt[] = [[x0, base]]
  let x = x0
  const extras: string[] = []
  while (x < x1) {
    const w = r.range(minH * 0.6, minH * 2.2)
    const h = r.next() < 0.12 ? r.range(maxH * 0.7, maxH) : r.range(minH, lerp(minH, maxH, 0.45))
    pts.push([x, base - h], [Math.min(x1, x + w), base - h])
    if (landmarks && r.next() < 0.06) {
      const cx = x + w / 2
      if (r.next() < 0.5) extras.push(blob(cx, base - h, w * 0.28) + box(cx - 1, base - h - w * 0.55, 2, w * 0.3))
      else extras.push(`M${num(cx - 3)} ${num(base - h)}L${num(cx)} ${num(base - h - maxH * 0.9)}L${num(cx + 3)} ${num(base - h)}Z`)
    }
    x += w
  }
  pts.push([x1, base])
  return path(ring(pts) + extras.join(''), color, opacity < 1 ? { opacity } : {})
}

/** Layers of skyline receding into the haze between two bases; the far layers are paler. */
export function cityLayers(
  r: Random,
  light: Light,
  x0: number,
  x1: number,
  base: number,
  scale: number,
  layers = 3,
  color: string = TONE.navy4,
): string {
  return range(layers)
    .map((i) => {
      const depth = 1 - i / layers
      const tone = fade(color, light, 0.35 + depth * 0.5)
      return skyline(r, x0, x1, base, scale * (0.3 + 0.25 * (layers - i)), scale * (1 + 0.6 * (layers - i)), tone, i === 0)
    })
    .join('')
}

/** The silhouette of the Lakhta-like tapering tower far on the horizon (a fictional landmark). */
export function needleTower(x: number, base: number, h: number, color: string): string {
  const w = h * 0.09
  return path(
    `M${num(x - w)} ${num(base)}C${num(x - w * 0.9)} ${num(base - h * 0.5)} ${num(x - w * 0.2)} ${num(base - h * 0.85)} ${num(x)} ${num(base - h)}C${num(x + w * 0.2)} ${num(base - h * 0.85)} ${num(x + w * 0.9)} ${num(base - h * 0.5)} ${num(x + w)} ${num(base)}Z`,
    color,
  )
}

/** A gently rolling ground band (lawns, far parks) from y with a wavy top edge. */
export function groundBand(r: Random, x0: number, x1: number, y: number, y1: number, amp: number, color: string): string {
  const steps = 8
  let d = `M${num(x0)} ${num(y1)}L${num(x0)} ${num(y)}`
  for (const i of range(steps)) {
    const xa = lerp(x0, x1, (i + 0.5) / steps)
    const xb = lerp(x0, x1, (i + 1) / steps)
    d += `Q${num(xa)} ${num(y - amp * r.range(-0.4, 1))} ${num(xb)} ${num(y + amp * r.range(-0.2, 0.2))}`
  }
  d += `L${num(x1)} ${num(y1)}Z`
  return path(d, color)
}

/** A soft darkening/lightening gradient over the whole canvas (vignette-like depth). */
export function wash(c: Canvas, color: string, from: number, to: number, y0 = 0, y1 = c.height): string {
  return rect(
    0,
    y0,
    c.width,
    y1 - y0,
    vgrad(c, [
      [0, color, from],
      [1, color, to],
    ]),
  )
}

/** Groups markup with an opacity. */
export const faded = (content: string, opacity: number) => group(content, { opacity })
