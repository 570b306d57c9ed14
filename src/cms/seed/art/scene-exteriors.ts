/**
 * Exterior architecture and city scenes: the tower corner at sunrise, facade close-ups, the corner glazing
 * from outside, the embankment promenade, the developer's office, the plot before construction, the school,
 * the kindergarten and the metro pavilion.
 */
import type { Canvas, Random } from './svg'
import { mix, num, rng } from './svg'
import {
  box,
  circle,
  ellipse,
  fade,
  hgrad,
  type Light,
  LIGHTS,
  line,
  path,
  poly,
  rect,
  range,
  svgDoc,
  TONE,
  vgrad,
} from './illustration-kit'
import {
  birds,
  cableBridge,
  cityLayers,
  cloudStreaks,
  glitter,
  needleTower,
  ripples,
  sky,
  skyline,
  sun,
  wash,
  groundBand,
  puffyClouds,
} from './illustration-landscape'
import { FOLIAGE, shrubs, tree, treeRow } from './illustration-nature'
import { crowd, cyclist, lampPost, person } from './illustration-people'
import { block, glassOffice, historicFacade, tower, warehouse } from './illustration-towers'
import { ground, groundLines, ribbon, yard, yardLamp, yardPerson, yardTower, yardTree } from './illustration-yard'

/** A river band with far city, bridge, glitter and ripples between `top` and the canvas bottom. */
function riverBand(c: Canvas, r: Random, light: Light, top: number, sunX: number | null, bottom = c.height): string {
  const k = c.width / 1920
  return (
    needleTower(c.width * 0.12, top, 150 * k, fade(TONE.navy4, light, 0.72)) +
    cityLayers(r, light, 0, c.width, top, 30 * k, 2) +
    cableBridge(c.width * 0.04, c.width * 0.4, top + 6 * k, 90 * k, fade(TONE.navy3, light, 0.6)) +
    rect(
      0,
      top + 10 * k,
      c.width,
      bottom - top - 10 * k,
      vgrad(c, [
        [0, light.water[0]],
        [1, light.water[1]],
      ]),
    ) +
    (sunX !== null && light.sun ? glitter(r, sunX, top + 14 * k, bottom, 160 * k, light.sun) : '') +
    ripples(r, 0, c.width, top + 14 * k, bottom, 90, TONE.cream, 0.25)
  )
}

/** Hero: a tower corner with full-height corner glazing catching the first sunrise over the river. */
export function heroCornerWindow(width: number, height: number, seed = 'hero-corner'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.dawn
    const r = rng(seed)
    const horizon = height * 0.7
    const sx = width * 0.2
    c.add(sky(c, light, 0, horizon + 20))
    c.add(sun(c, light, sx, horizon - height * 0.08, width * 0.016, 12))
    c.add(cloudStreaks(light, r, { x0: 0, x1: width * 0.6, y0: height * 0.15, y1: horizon * 0.8 }, 8))
    c.add(birds(r, width * 0.3, height * 0.3, 4, fade(TONE.navy3, light, 0.3), 10))
    c.add(riverBand(c, r, light, horizon, sx))
    // The tower, seen close from the embankment: the corner glows with the sunrise.
    const floorH = height * 0.052
    const base = height * 1.02
    c.add(tower(c, light, r, { x: width * 0.66, base, floors: 22, floorH, left: width * 0.14, right: width * 0.3, seed, lit: 0.04 }))
    c.add(
      tower(c, light, r, {
        x: width * 0.93,
        base: height * 0.82,
        floors: 20,
        floorH: floorH * 0.55,
        left: width * 0.05,
        right: width * 0.12,
        seed: seed + 'b',
        depth: 0.35,
      }),
    )
    c.add(
      rect(
        0,
        0,
        width,
        height,
        hgrad(c, [
          [0, light.glow, 0.12],
          [0.5, light.glow, 0],
          [1, TONE.navy, 0.12],
        ]),
      ),
    )
  })
}

/** A close-up of the facade: bronze fins, corner glazing and balcony rails with a dawn reflection. */
export function facadeDetail(width: number, height: number, seed = 'facade-detail'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.dawn
    const r = rng(seed)
    c.add(sky(c, light, 0, height))
    c.add(sun(c, light, width * 0.12, height * 0.72, width * 0.03, 10))
    const floorH = height * 0.13
    c.add(
      tower(c, light, r, {
        x: width * 0.42,
        base: height * 1.25,
        floors: 12,
        floorH,
        left: width * 0.32,
        right: width * 0.75,
        seed,
        lit: 0.03,
      }),
    )
    c.add(
      rect(
        0,
        0,
        width,
        height,
        vgrad(c, [
          [0, TONE.navy, 0.0],
          [1, TONE.navy, 0.18],
        ]),
      ),
    )
  })
}

/** The corner glazing ribbon from outside, the sun rising just behind the tower. */
export function cornerGlazingExterior(width: number, height: number, seed = 'corner-exterior'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.dawn
    const r = rng(seed)
    const horizon = height * 0.8
    c.add(sky(c, light, 0, height))
    c.add(sun(c, light, width * 0.3, height * 0.46, width * 0.035, 12))
    c.add(cloudStreaks(light, r, { x0: 0, x1: width, y0: height * 0.1, y1: height * 0.4 }, 6))
    c.add(cityLayers(r, light, 0, width, horizon, 26, 2))
    const floorH = height * 0.03
    c.add(
      tower(c, light, r, {
        x: width * 0.52,
        base: height * 0.97,
        floors: 25,
        floorH,
        left: width * 0.2,
        right: width * 0.34,
        seed,
        sunLeft: true,
        lit: 0.02,
      }),
    )
    c.add(treeRow(c, r, ['round', 'tall'], -20, width + 20, height, height * 0.09, 9, FOLIAGE.dawn))
    c.add(wash(c, TONE.navy, 0, 0.2, horizon, height))
  })
}

/** Granite river embankment promenade with lamp posts, cyclists and the towers behind. */
export function embankmentPromenade(width: number, height: number, seed = 'embankment'): string {
  return svgDoc(width, height, (c) => {
    const y = yard(c, { seed, mood: 'morning', eye: [0, 1.7, 0], yaw: 0.12, focal: 0.5, horizon: 0.56, sunX: -1, sunAt: [0.12, 0.26] })
    const light = y.light
    // Water beyond the parapet on the left, far bank on the horizon.
    c.add(
      rect(
        0,
        y.horizon,
        width,
        height - y.horizon,
        vgrad(c, [
          [0, light.water[0]],
          [1, light.water[1]],
        ]),
      ),
    )
    c.add(skyline(y.r, 0, width * 0.5, y.horizon, 10, 40, fade(TONE.navy4, light, 0.7)))
    c.add(ripples(y.r, 0, width * 0.5, y.horizon + 4, height, 50, TONE.cream, 0.3))
    c.add(
      ground(
        y,
        [
          [-3.2, 0],
          [60, 0],
          [60, 400],
          [-3.2, 400],
        ],
        '#b9c2ae',
      ),
    )
    c.add(
      ribbon(
        y,
        [
          [0.6, 0.5],
          [0.6, 400],
        ],
        7.2,
        '#dcd5c9',
      ),
    )
    c.add(
      ribbon(
        y,
        [
          [5, 0.5],
          [5, 400],
        ],
        1.8,
        '#c7a27c',
      ),
    )
    c.add(
      groundLines(
        y,
        range(60).map((i): [[number, number], [number, number]] => [
          [-3, 2 + i * 2.5],
          [4.2, 2 + i * 2.5],
        ]),
        '#b8ad9d',
        1,
        0.5,
      ),
    )
    // The granite parapet along the water.
    y.v.solid([-3.9, 0, -2], [-3.2, 0.95, 400], '#8d8682', { top: '#a9a29c', edge: false })
    for (const z of [16, 28, 40, 52, 64, 80, 100, 130]) yardLamp(y, [-2.7, z], 4.2)
    for (const [x, z, n] of [
      [12, 70, 22],
      [30, 120, 25],
      [52, 160, 18],
      [75, 210, 16],
    ] as const)
      c.add(yardTower(y, [x, z], n, 14, 30))
    for (const z of [8, 20, 34, 48, 62]) yardTree(y, [8.5, z], 7, 'round', FOLIAGE.summer)
    const p = y.v.point([4.5, 0, 9])
    const k = y.v.scaleAt([4.5, 0, 9])
    if (p) y.v.queue(9, cyclist(y.r, p[0], p[1], 1.75 * k, -1, TONE.coral))
    const p2 = y.v.point([5.3, 0, 22])
    const k2 = y.v.scaleAt([5.3, 0, 22])
    if (p2) y.v.queue(22, cyclist(y.r, p2[0], p2[1], 1.75 * k2, 1, TONE.riverBlue))
    for (const [x, z] of [
      [-1, 6],
      [1.5, 14],
      [-1.8, 26],
      [2, 34],
      [0, 44],
    ] as const)
      yardPerson(y, [x, z], 1.72, { walking: true, dir: y.r.chance(0.5) ? 1 : -1 })
    c.add(y.v.flush())
  })
}

/** The developer's head office: a glass building between historic facades, evening. */
export function developerOffice(width: number, height: number, seed = 'developer-office'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.evening
    const r = rng(seed)
    const street = height * 0.8
    c.add(sky(c, light, 0, street))
    c.add(cloudStreaks(light, r, { x0: 0, x1: width, y0: height * 0.08, y1: height * 0.35 }, 7))
    c.add(skyline(r, 0, width, street - height * 0.35, 30, 90, fade(TONE.navy4, light, 0.6), true))
    c.add(historicFacade(light, r, -20, street, width * 0.3, height * 0.42, '#e3c9a4'))
    c.add(historicFacade(light, r, width * 0.72, street, width * 0.32, height * 0.44, '#d9b3a0'))
    c.add(glassOffice(c, light, r, width * 0.28, street, width * 0.44, height * 0.6))
    c.add(rect(width * 0.28, street - height * 0.6 - 10, width * 0.44, 10, TONE.bronze))
    c.add(
      rect(
        0,
        street,
        width,
        height - street,
        vgrad(c, [
          [0, '#b9b3ab'],
          [1, '#8e8a86'],
        ]),
      ),
    )
    c.add(rect(0, street + height * 0.04, width, height * 0.012, '#d8d2c8'))
    for (const x of [0.12, 0.5, 0.88]) c.add(lampPost(c, width * x, street + height * 0.04, height * 0.3, true))
    c.add(treeRow(c, r, ['round'], width * 0.02, width * 0.98, street + height * 0.04, height * 0.22, 4, FOLIAGE.summer, { sunX: 1 }))
    c.add(crowd(r, width * 0.05, width * 0.95, street + height * 0.05, street + height * 0.16, 9, height * 0.15, height * 0.12))
  })
}

/** The former industrial plot: an old brick warehouse, birches and the river, early spring. */
export function siteBefore(width: number, height: number, seed = 'site-before'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.overcast
    const r = rng(seed)
    const horizon = height * 0.6
    c.add(sky(c, light, 0, horizon))
    c.add(puffyClouds(r, { x0: 0, x1: width, y0: height * 0.1, y1: height * 0.35 }, 5, '#f2f3f4', 0.6))
    c.add(cityLayers(r, light, 0, width, horizon, 24, 2))
    c.add(
      rect(
        0,
        horizon,
        width,
        height * 0.06,
        vgrad(c, [
          [0, light.water[0]],
          [1, light.water[1]],
        ]),
      ),
    )
    c.add(groundBand(r, 0, width, horizon + height * 0.05, height, 8, '#a8a88a'))
    c.add(groundBand(r, 0, width, horizon + height * 0.16, height, 12, '#8f936f'))
    c.add(warehouse(c, light, width * 0.16, horizon + height * 0.2, width * 0.42, height * 0.22))
    // Old fence, puddles and birches coming into leaf.
    let fence = ''
    for (let x = width * 0.62; x < width; x += 18) fence += box(x, horizon + height * 0.13, 4, height * 0.07)
    c.add(path(fence + box(width * 0.62, horizon + height * 0.15, width * 0.38, 3), '#6e6a6a', { opacity: 0.6 }))
    c.add(
      path(
        `M${num(width * 0.5)} ${num(height * 0.9)}a${num(width * 0.12)} ${num(height * 0.025)} 0 1 0 ${num(width * 0.24)} 0a${num(width * 0.12)} ${num(height * 0.025)} 0 1 0 ${num(-width * 0.24)} 0Z`,
        light.water[0],
        { opacity: 0.8 },
      ),
    )
    for (const [x, h] of [
      [0.08, 0.46],
      [0.66, 0.52],
      [0.74, 0.44],
      [0.86, 0.56],
      [0.93, 0.4],
    ] as const)
      c.add(tree(r, 'birch', width * x, horizon + height * 0.26 + h * 20, height * h, FOLIAGE.spring, { sunX: -1 }))
    c.add(shrubs(r, 0, width * 0.2, height * 0.98, height * 0.06, ['#6d7458', '#8a9070', '#aab08e']))
  })
}

/** Colourful panels on a low building facade (school, kindergarten). */
function panelBuilding(
  c: Canvas,
  light: Light,
  r: Random,
  x: number,
  base: number,
  w: number,
  floors: number,
  floorH: number,
  colors: readonly string[],
): string {
  const h = floors * floorH
  let out = rect(x, base - h, w, h, mix(TONE.paper, light.lit, 0.2))
  const bays = Math.round(w / (floorH * 1.2))
  const bw = w / bays
  for (const f of range(floors)) {
    for (const b of range(bays)) {
      const bx = x + b * bw
      const by = base - (f + 1) * floorH
      if ((b + f * 2) % 5 === 0) out += rect(bx + bw * 0.1, by + floorH * 0.12, bw * 0.25, floorH * 0.76, r.pick(colors))
      out += rect(
        bx + bw * 0.38,
        by + floorH * 0.15,
        bw * 0.54,
        floorH * 0.62,
        vgrad(c, [
          [0, light.glassLit[0]],
          [1, light.glassShade[1]],
        ]),
      )
    }
  }
  out += rect(x - 6, base - h - 8, w + 12, 8, mix(TONE.stone, TONE.navy3, 0.2))
  return out
}

/** A low public building scene on a lawn with kids and trees. */
function publicBuilding(
  width: number,
  height: number,
  seed: string,
  floors: number,
  colors: readonly string[],
  extra: (c: Canvas, r: Random, base: number) => string,
): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.morning
    const r = rng(seed)
    const base = height * 0.66
    c.add(sky(c, light, 0, base))
    c.add(puffyClouds(r, { x0: 0, x1: width, y0: height * 0.08, y1: height * 0.26 }, 3, TONE.cream, 0.6))
    c.add(
      tower(c, light, r, { x: width * 0.86, base: base - 20, floors: 18, floorH: 12, left: 50, right: 110, seed: seed + 't', depth: 0.45 }),
    )
    c.add(
      rect(
        0,
        base,
        width,
        height - base,
        vgrad(c, [
          [0, '#c3cdb3'],
          [1, '#a9b894'],
        ]),
      ),
    )
    c.add(panelBuilding(c, light, r, width * 0.1, base, width * 0.66, floors, height * 0.085, colors))
    c.add(rect(width * 0.34, base - height * 0.12, width * 0.14, height * 0.12, light.glassShade[1]))
    c.add(rect(width * 0.31, base - height * 0.135, width * 0.2, height * 0.02, TONE.navy3))
    c.add(extra(c, r, base))
    c.add(treeRow(c, r, ['round', 'tall'], -30, width * 0.12, base + 6, height * 0.3, 2, FOLIAGE.summer))
    c.add(treeRow(c, r, ['round', 'round', 'tall'], width * 0.74, width + 40, base + 8, height * 0.28, 3, FOLIAGE.summer))
  })
}

/** A modern school with a bright facade, a stadium and kids at the entrance. */
export function school(width: number, height: number): string {
  return publicBuilding(width, height, 'school', 3, [TONE.amber, TONE.coral, TONE.park], (c, r, base) => {
    const track = ellipse(width * 0.5, height * 0.93, width * 0.46, height * 0.09, 'none', {
      stroke: '#c9714f',
      'stroke-width': height * 0.035,
    })
    const field = ellipse(width * 0.5, height * 0.93, width * 0.42, height * 0.06, '#8fae7c')
    const lines = ellipse(width * 0.5, height * 0.93, width * 0.46, height * 0.09, 'none', {
      stroke: '#ffffff',
      'stroke-width': 1.5,
      opacity: 0.7,
    })
    return (
      field +
      track +
      lines +
      crowd(r, width * 0.3, width * 0.55, base + 4, base + height * 0.06, 8, height * 0.08, height * 0.07, { child: true }) +
      person(r, width * 0.6, base + height * 0.08, height * 0.13, { coat: TONE.navy4 })
    )
  })
}

/** A low kindergarten with colourful panels and a fenced playground. */
export function kindergarten(width: number, height: number): string {
  return publicBuilding(width, height, 'kindergarten', 2, [TONE.amber, TONE.coral, '#9fb2c2', TONE.park], (c, r, base) => {
    let fence = ''
    for (let x = 0; x < width; x += 14) fence += box(x, base + height * 0.1, 3, height * 0.07)
    fence += box(0, base + height * 0.11, width, 3) + box(0, base + height * 0.155, width, 3)
    const play =
      rect(width * 0.15, base + height * 0.18, width * 0.7, height * 0.2, '#e8a27c') +
      rect(width * 0.2, base + height * 0.2, width * 0.18, height * 0.06, '#ecd9b4')
    const slide = path(
      `M${num(width * 0.58)} ${num(base + height * 0.3)}l${num(width * 0.08)} ${num(-height * 0.1)}h${num(width * 0.03)}v${num(height * 0.1)}Z`,
      TONE.amber,
    )
    const kids = crowd(r, width * 0.2, width * 0.8, base + height * 0.24, base + height * 0.32, 6, height * 0.1, height * 0.09, {
      child: true,
    })
    return path(fence, TONE.navy3, { opacity: 0.45 }) + play + slide + kids
  })
}

/** The metro entrance pavilion with the red M sign and people with umbrellas. */
export function metro(width: number, height: number, seed = 'metro'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.overcast
    const r = rng(seed)
    const street = height * 0.74
    c.add(sky(c, light, 0, street))
    c.add(block(c, light, r, -10, street, width * 0.3, height * 0.5, '#d9cdbb', 30, false, 0.1))
    c.add(block(c, light, r, width * 0.74, street, width * 0.3, height * 0.46, '#cfd3d6', 28, false, 0.1))
    c.add(
      rect(
        0,
        street,
        width,
        height - street,
        vgrad(c, [
          [0, '#a8adb2'],
          [1, '#7f858c'],
        ]),
      ),
    )
    // Pavilion: glass box under a floating roof.
    const px = width * 0.26
    const pw = width * 0.48
    const ph = height * 0.26
    c.add(
      rect(
        px,
        street - ph,
        pw,
        ph,
        vgrad(c, [
          [0, '#c9d2db'],
          [1, '#6b7d8f'],
        ]),
      ),
    )
    let mull = ''
    for (let x = px + pw / 8; x < px + pw - 2; x += pw / 8) mull += `M${num(x)} ${num(street - ph)}V${num(street)}`
    c.add(line(mull, TONE.navy3, 2, { opacity: 0.6 }))
    c.add(rect(px + pw * 0.38, street - ph * 0.7, pw * 0.24, ph * 0.7, '#f7d9a8', { opacity: 0.85 }))
    c.add(rect(px - width * 0.04, street - ph - height * 0.035, pw + width * 0.08, height * 0.035, TONE.navy3))
    // The red metro sign: a geometric M in a circle on a pole.
    const mx = px + pw + width * 0.06
    const my = street - height * 0.4
    const mr = height * 0.05
    c.add(rect(mx - 3, my, 6, street - my, TONE.navy3))
    c.add(circle(mx, my, mr * 1.15, TONE.cream))
    c.add(circle(mx, my, mr, '#d6402f'))
    c.add(
      poly(
        [
          [mx - mr * 0.62, my + mr * 0.42],
          [mx - mr * 0.42, my - mr * 0.45],
          [mx, my + mr * 0.1],
          [mx + mr * 0.42, my - mr * 0.45],
          [mx + mr * 0.62, my + mr * 0.42],
          [mx + mr * 0.42, my + mr * 0.42],
          [mx + mr * 0.3, my - mr * 0.05],
          [mx, my + mr * 0.42],
          [mx - mr * 0.3, my - mr * 0.05],
          [mx - mr * 0.42, my + mr * 0.42],
        ],
        TONE.cream,
      ),
    )
    // People with umbrellas, rain streaks.
    for (const i of range(7)) {
      const x = width * (0.08 + i * 0.13) + r.range(-20, 20)
      const y = street + height * r.range(0.06, 0.2)
      const h = height * (0.16 + ((y - street) / height) * 0.4)
      c.add(person(r, x, y, h, { walking: true, dir: r.chance(0.5) ? 1 : -1 }))
      const ux = x
      const uy = y - h * 1.08
      const ur = h * 0.34
      c.add(
        path(
          `M${num(ux - ur)} ${num(uy)}a${num(ur)} ${num(ur * 0.65)} 0 0 1 ${num(ur * 2)} 0Z`,
          r.pick([TONE.navy4, TONE.coral, TONE.amber, TONE.riverBlue]),
        ) + line(`M${num(ux)} ${num(uy)}V${num(uy + h * 0.35)}`, TONE.navy3, 1.5),
      )
    }
    let rain = ''
    for (const _ of range(120)) {
      const x = r.range(0, width)
      const y = r.range(0, height)
      rain += `M${num(x)} ${num(y)}l-4 14`
    }
    c.add(line(rain, '#ffffff', 1, { opacity: 0.35 }))
  })
}
