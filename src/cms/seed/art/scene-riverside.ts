/**
 * Riverside scenes: the complex seen across the water at different times of day, the embankment
 * promenade, the facade from the river and the composite "timelapse" frame.
 */
import { rng } from './svg'
import { fade, LIGHTS, type Mood, rect, svgDoc, TONE, vgrad } from './illustration-kit'
import {
  birds,
  cableBridge,
  cityLayers,
  cloudStreaks,
  embankment,
  glitter,
  needleTower,
  reflection,
  reusable,
  ripples,
  sky,
  stars,
  sun,
  wash,
} from './illustration-landscape'
import { FOLIAGE, treeRow } from './illustration-nature'
import { crowd } from './illustration-people'
import { complexTowers, towers } from './illustration-towers'

export interface RiversideOpts {
  mood: Mood
  seed: string
  /** Horizontal centre of the complex as a share of the width. */
  complexAt?: number
  /** Complex scale relative to a 1920-px frame. */
  scale?: number
  /** Horizon (far bank) as a share of the height. */
  horizon?: number
  /** Sun position as shares of width/height (dawn and evening). */
  sunAt?: readonly [number, number]
  people?: number
  bridge?: boolean
}

/** The complex across the river: sky, far city, towers on the embankment, water with reflections. */
export function riverside(width: number, height: number, o: RiversideOpts): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS[o.mood]
    const r = rng(o.seed)
    const k = width / 1920
    const scale = (o.scale ?? 1.15) * k
    const horizon = height * (o.horizon ?? 0.62)
    const bankTop = horizon + 34 * k
    const waterline = bankTop + 52 * k
    const [sx, sy] = o.sunAt ?? [0.2, 0.56]
    const sunX = width * sx
    c.add(sky(c, light, 0, waterline))
    if (o.mood === 'night' || o.mood === 'dusk') c.add(stars(r, width, horizon * 0.5, 60))
    if (light.sun) c.add(sun(c, light, sunX, height * sy, 26 * k))
    c.add(cloudStreaks(light, r, { x0: 0, x1: width, y0: height * 0.12, y1: horizon * 0.8 }, 9))
    c.add(birds(r, width * 0.34, height * 0.26, 5, fade(TONE.navy3, light, 0.4), 9 * k))
    // Far city and a bridge dissolving in the haze.
    const farId = reusable(
      c,
      needleTower(width * 0.08, horizon, 190 * k, fade(TONE.navy4, light, 0.72)) + cityLayers(r, light, 0, width, horizon, 40 * k, 3),
    )
    c.add(farId[0])
    if (o.bridge ?? true) c.add(cableBridge(width * 0.02, width * 0.42, horizon + 8 * k, 120 * k, fade(TONE.navy3, light, 0.55)))
    // The complex on its embankment with a tree line along the promenade.
    const towerSpecs = complexTowers(width * (o.complexAt ?? 0.64), bankTop - 4 * k, scale, { seed: o.seed })
    const treeFol =
      o.mood === 'dawn'
        ? FOLIAGE.dawn
        : o.mood === 'dusk' || o.mood === 'night'
          ? FOLIAGE.dusk
          : o.mood === 'autumn'
            ? FOLIAGE.autumn
            : FOLIAGE.summer
    const complex =
      towers(c, light, r, towerSpecs) +
      treeRow(c, r, ['round', 'round', 'tall'], width * 0.28, width * 1.02, bankTop + 2 * k, 70 * k, 22, treeFol)
    const [complexUse, complexId] = reusable(c, complex)
    c.add(complexUse)
    c.add(embankment(c, light, bankTop, waterline, 0, width, 14))
    if (o.people) c.add(crowd(r, width * 0.3, width * 0.95, bankTop - 1, bankTop + 1, o.people, 22 * k, 20 * k))
    // Water, reflections and shimmer.
    const waterBox = { x: 0, y: waterline, w: width, h: height - waterline }
    c.add(
      rect(
        0,
        waterline,
        width,
        height - waterline,
        vgrad(c, [
          [0, light.water[0]],
          [1, light.water[1]],
        ]),
      ),
    )
    c.add(reflection(c, complexId, waterline + (waterline - bankTop) * 0.2, waterBox, 0.3))
    c.add(reflection(c, farId[1], waterline, waterBox, 0.18))
    if (light.sun) c.add(glitter(r, sunX, waterline + 6, height, 180 * k, light.sun))
    c.add(ripples(r, 0, width, waterline + 4, height, 140, o.mood === 'dusk' || o.mood === 'night' ? TONE.amber : TONE.cream, 0.28))
    c.add(
      rect(
        0,
        waterline,
        width,
        (height - waterline) * 0.35,
        vgrad(c, [
          [0, light.haze, 0.35],
          [1, light.haze, 0],
        ]),
      ),
    )
    c.add(wash(c, TONE.navy, 0, 0.22, waterline, height))
  })
}
