/**
 * «Вид из окна»: what a flat's windows look out on, by floor band and side of the world. The floor decides what
 * is near (low: tree crowns and the yard at eye level; middle: the yard below, the city over it; high: roofs far
 * below and the whole skyline), the side decides the light (north: even, no sun in the frame; south-east:
 * morning sun on the left; south: high sun; south-west: evening sun on the right) and, on a riverside section's
 * southern facade, the river.
 */
import { type Canvas, rng } from './svg'
import { fade, type Light, LIGHTS, type Mood, rect, svgDoc, TONE, vgrad } from './illustration-kit'
import {
  birds,
  cableBridge,
  cityLayers,
  cloudStreaks,
  embankment,
  glitter,
  needleTower,
  puffyClouds,
  ripples,
  sky,
  sun,
  wash,
} from './illustration-landscape'
import { FOLIAGE, shrubs, treeRow } from './illustration-nature'
import { block, complexTowers, towers } from './illustration-towers'

export type ViewBand = 'low' | 'mid' | 'high'
/** The light of a view: the north side, or the southern one with the sun east, south or west. */
export type ViewLight = 'n' | 'se' | 's' | 'sw'

export interface WindowViewSpec {
  band: ViewBand
  light: ViewLight
  /** The southern facade of a riverside section: the river; otherwise the courtyard and the city. */
  river: boolean
}

const MOOD: Record<ViewLight, Mood> = { n: 'overcast', se: 'morning', s: 'day', sw: 'evening' }
/** The sun as shares of the frame, or null when it stays behind the building (north). */
const SUN: Record<ViewLight, readonly [number, number] | null> = { n: null, se: [0.16, 0.3], s: [0.6, 0.14], sw: [0.84, 0.32] }
/** The eye height decides the horizon: higher floors look down on more of the ground. */
const HORIZON: Record<ViewBand, number> = { low: 0.5, mid: 0.44, high: 0.38 }

/** The view from a window (full bleed, a photo of the view as developers show it). */
export function windowView(width: number, height: number, s: WindowViewSpec): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS[MOOD[s.light]]
    const r = rng(`view-${s.band}-${s.light}-${s.river ? 'river' : 'yard'}`)
    const k = width / 1600
    const horizon = height * HORIZON[s.band]
    const sunAt = SUN[s.light]
    c.add(sky(c, light, 0, horizon + height * 0.02))
    if (sunAt && light.sun) c.add(sun(c, light, width * sunAt[0], height * sunAt[1], 22 * k))
    c.add(cloudStreaks(light, r, { x0: 0, x1: width, y0: height * 0.1, y1: horizon * 0.8 }, 8))
    if (s.light === 'n' || s.light === 's')
      c.add(puffyClouds(r, { x0: 0, x1: width, y0: height * 0.08, y1: horizon * 0.55 }, 4, TONE.cream, 0.55))
    c.add(birds(r, width * 0.3, height * 0.22, 4, fade(TONE.navy3, light, 0.45), 8 * k))
    // The far city on the horizon: a band of skyline from the high floors, a glimpse over the roofs from the low ones.
    const farScale = { low: 26, mid: 34, high: 44 }[s.band] * k
    c.add(
      needleTower(width * (s.river ? 0.82 : 0.2), horizon, { low: 120, mid: 170, high: 230 }[s.band] * k, fade(TONE.navy4, light, 0.72)),
    )
    c.add(cityLayers(r, light, 0, width, horizon, farScale, s.band === 'high' ? 4 : 3))
    c.add(s.river ? riverScene(c, s, light, horizon, k, sunAt) : yardScene(c, s, light, horizon, k))
    c.add(wash(c, TONE.navy, 0, s.light === 'n' ? 0.18 : 0.12, horizon, height))
  })
}

/** Across the river: the far bank, a bridge, the water and the embankment at the foot of the building. */
function riverScene(
  c: Canvas,
  s: WindowViewSpec,
  light: Light,
  horizon: number,
  k: number,
  sunAt: readonly [number, number] | null,
): string {
  const { width, height } = c
  const r = rng(`river-${s.band}-${s.light}`)
  // The near bank: right under the window on the low floors, a thin strip at the bottom from the top ones.
  const bankTop = height * { low: 0.74, mid: 0.82, high: 0.9 }[s.band]
  const waterline = bankTop + height * { low: 0.07, mid: 0.04, high: 0.025 }[s.band]
  const farBank = horizon + height * 0.015
  let out = rect(
    0,
    farBank,
    width,
    bankTop - farBank,
    vgrad(c, [
      [0, light.water[0]],
      [1, light.water[1]],
    ]),
  )
  out += cableBridge(
    width * 0.04,
    width * 0.52,
    farBank + height * 0.01,
    height * { low: 0.08, mid: 0.1, high: 0.12 }[s.band],
    fade(TONE.navy3, light, 0.55),
  )
  if (sunAt && light.sun) out += glitter(r, width * sunAt[0], farBank + 4, bankTop, width * 0.08, light.sun)
  out += ripples(r, 0, width, farBank + 3, bankTop, 110, TONE.cream, 0.26)
  out += embankment(c, light, bankTop, waterline, 0, width, s.band === 'low' ? 9 : 0)
  // The promenade's lime trees: crowns at the window on the low floors, a green line below on the high ones.
  const treeH = height * { low: 0.3, mid: 0.12, high: 0.06 }[s.band]
  out += rect(0, waterline, width, height - waterline, fade('#b9b0a3', light, 0.1))
  out += treeRow(
    c,
    r,
    ['round', 'round', 'tall'],
    -width * 0.05,
    width * 1.05,
    height * 1.02,
    treeH,
    s.band === 'low' ? 7 : 18,
    FOLIAGE.summer,
  )
  if (s.band === 'low') out += shrubs(r, 0, width, height, height * 0.05, FOLIAGE.summer)
  return out
}

/** Blocks of the city in rows from the horizon toward the window, each row nearer, larger and clearer. */
function cityRows(
  c: Canvas,
  light: Light,
  r: ReturnType<typeof rng>,
  y0: number,
  y1: number,
  rows: number,
  k: number,
  sunlit: boolean,
): string {
  const WALLS = ['#d9cfc2', '#cdb8a0', '#e3d9cc', '#c9b9a6', '#d8bf98', '#bfc4c6']
  let out = ''
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / rows
    const base = y0 + (y1 - y0) * t ** 1.4
    const size = (0.25 + t * 0.9) * k
    let x = -r.range(0, 80) * size
    while (x < c.width) {
      const w = r.range(80, 180) * size
      const h = r.range(60, 150) * size
      out += block(c, light, r, x, base + r.range(-4, 4) * size, w, h, fade(r.pick(WALLS), light, 0.55 * (1 - t)), 9 * size, sunlit)
      x += w + r.range(6, 30) * size
    }
    out += treeRow(c, r, ['round', 'round', 'conifer'], 0, c.width, base + 6 * size, 40 * size, Math.round(10 + 14 * t), FOLIAGE.summer)
  }
  return out
}

/** Over the courtyard: the yard with its trees, the complex's other towers across it and the city beyond. */
function yardScene(c: Canvas, s: WindowViewSpec, light: Light, horizon: number, k: number): string {
  const { width, height } = c
  const r = rng(`yard-${s.band}-${s.light}`)
  const sunlit = s.light !== 'n'
  let out = rect(0, horizon, width, height - horizon, fade(TONE.park, light, 0.45))
  // The complex's towers across the yard: big and close from the low floors; from the top ones the eye is above
  // them and sees the city over them, rows of blocks down to the courtyard far below.
  const towerBase = height * { low: 0.86, mid: 0.84, high: 0.97 }[s.band]
  if (s.band === 'high') {
    out += cityRows(c, light, r, horizon + 4 * k, height * 0.9, 6, k, sunlit)
  } else {
    out += cityRows(c, light, r, horizon + 2 * k, horizon + height * (s.band === 'low' ? 0.06 : 0.16), s.band === 'low' ? 2 : 3, k, sunlit)
    const scale = { low: 1.45, mid: 1.1 }[s.band] * k
    out += towers(
      c,
      light,
      r,
      complexTowers(width * 0.5, towerBase, scale, { seed: `view-${s.band}`, sunLeft: s.light !== 'sw' }).slice(1, 4),
    )
  }
  // The yard: lawn, and the trees whose crowns fill the lower floors' windows.
  out += rect(
    0,
    towerBase,
    width,
    height - towerBase,
    vgrad(c, [
      [0, fade(TONE.park, light, 0.2)],
      [1, TONE.parkDark],
    ]),
  )
  const treeH = height * { low: 0.42, mid: 0.17, high: 0.07 }[s.band]
  out += treeRow(
    c,
    r,
    ['round', 'birch', 'round', 'tall'],
    -width * 0.08,
    width * 1.08,
    height * 1.03,
    treeH,
    { low: 6, mid: 14, high: 26 }[s.band],
    FOLIAGE.summer,
  )
  if (s.band === 'low') out += shrubs(r, 0, width, towerBase + 4 * k, 12 * k, FOLIAGE.summer)
  return out
}
