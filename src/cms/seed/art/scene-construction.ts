/**
 * The construction diary: twelve scenes from the excavation to the landscaping (varied viewpoints),
 * the two webcam stills and the "timelapse" video poster.
 */
import type { Canvas, Random } from './svg'
import { mix, num, rng } from './svg'
import {
  blob,
  circle,
  fade,
  glowFill,
  group,
  hgrad,
  type Light,
  LIGHTS,
  line,
  type Mood,
  path,
  rect,
  range,
  svgDoc,
  TONE,
  vgrad,
} from './illustration-kit'
import { cityLayers, cloudStreaks, reflection, reusable, ripples, sky, stars, sun } from './illustration-landscape'
import { FOLIAGE, treeRow } from './illustration-nature'
import { person } from './illustration-people'
import { tower } from './illustration-towers'
import {
  buildingUnderway,
  type BuildStage,
  concretePump,
  CRANE_YELLOW,
  excavator,
  hoarding,
  loader,
  pallets,
  scaffolding,
  towerCrane,
  webcamBar,
} from './illustration-site'
import { ground, groundLines, lawn, ribbon, yard, yardPerson, yardTower, yardTree } from './illustration-yard'
import type { V3 } from './illustration-space'
import { paintInterior } from './illustration-room'
import { lobbyScene } from './scene-public-interiors'

/** Sky, far city, the finished first phase in the haze and the site ground (elevation scenes). */
function siteBackdrop(
  c: Canvas,
  light: Light,
  r: Random,
  groundY: number,
  opts: { sunAt?: readonly [number, number]; phase1?: boolean } = {},
): string {
  const { width: w, height: h } = c
  let out = sky(c, light, 0, groundY)
  if (opts.sunAt && light.sun) out += sun(c, light, w * opts.sunAt[0], h * opts.sunAt[1], w * 0.014)
  out += cloudStreaks(light, r, { x0: 0, x1: w, y0: h * 0.08, y1: groundY * 0.6 }, 7)
  out += cityLayers(r, light, 0, w, groundY - h * 0.04, h * 0.03, 2)
  if (opts.phase1 ?? true) {
    out += tower(c, light, r, {
      x: w * 0.1,
      base: groundY - h * 0.03,
      floors: 25,
      floorH: h * 0.014,
      left: w * 0.03,
      right: w * 0.07,
      depth: 0.45,
      seed: 'p1a',
    })
    out += tower(c, light, r, {
      x: w * 0.22,
      base: groundY - h * 0.02,
      floors: 18,
      floorH: h * 0.014,
      left: w * 0.03,
      right: w * 0.06,
      depth: 0.4,
      seed: 'p1b',
    })
  }
  out += rect(
    0,
    groundY,
    w,
    h - groundY,
    vgrad(c, [
      [0, mix('#a59a88', light.haze, 0.3)],
      [1, mix('#8b7f6e', TONE.navy, 0.15)],
    ]),
  )
  return out
}

/** Workers in vests standing on a slab between x0 and x1. */
function crew(r: Random, x0: number, x1: number, y: number, h: number, n: number): string {
  return range(n)
    .map(() => person(r, r.range(x0, x1), y, h, { worker: true, walking: r.chance(0.4), dir: r.chance(0.5) ? 1 : -1 }))
    .join('')
}

/** An elevation construction scene: backdrop, buildings at given stages, cranes and ground details. */
function elevationSite(
  width: number,
  height: number,
  seed: string,
  mood: Mood,
  paint: (c: Canvas, light: Light, r: Random, groundY: number) => void,
  sunAt?: readonly [number, number],
): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS[mood]
    const r = rng(seed)
    const groundY = height * 0.8
    c.add(siteBackdrop(c, light, r, groundY, { sunAt }))
    paint(c, light, r, groundY)
  })
}

/** Places a building under construction with its crane and crew; returns the markup. */
function buildingWithCrane(
  c: Canvas,
  light: Light,
  r: Random,
  x: number,
  groundY: number,
  w: number,
  floorH: number,
  st: BuildStage,
  crane: { dx: number; h: number; jib: number } | null,
  depth = 0,
): string {
  const top = groundY - st.frame * floorH
  let out = crane ? towerCrane(x + crane.dx, groundY, crane.h, crane.jib, CRANE_YELLOW, 0.55, light) : ''
  out += buildingUnderway(c, light, r, x, groundY, w, floorH, st, depth)
  if (depth < 0.2) out += crew(r, x + w * 0.2, x + w * 0.8, top - floorH * 0.14, floorH * 0.5, 3)
  return out
}

/** 01: excavation pit with sheet piling, an excavator and a tower crane base, grey winter morning. */
function excavation(width: number, height: number, seed: string, mood: Mood = 'winter', river = false): string {
  return svgDoc(width, height, (c) => {
    const y = yard(c, {
      seed,
      mood,
      eye: [0, 16, -16],
      focal: 0.55,
      horizon: 0.3,
      sunX: -1,
      sunAt: mood === 'winter' ? [0.2, 0.16] : undefined,
      clouds: 'streaks',
    })
    c.add(lawn(y, mood === 'winter' ? '#dfe1e4' : '#a9a48f'))
    c.add(yardTower(y, [-50, 150], 25, 16, 34) + yardTower(y, [-10, 170], 18, 14, 30))
    const [x0, x1, z0, z1, d] = [-16, 16, 14, 42, -7]
    const earth = '#8b7b6b'
    c.add(
      path(
        y.v.ring([
          [x0, d, z0],
          [x1, d, z0],
          [x1, d, z1],
          [x0, d, z1],
        ]),
        earth,
      ),
    )
    c.add(
      path(
        y.v.ring([
          [x0, 0, z0],
          [x0, 0, z1],
          [x0, d, z1],
          [x0, d, z0],
        ]),
        '#6f7a88',
      ),
    )
    c.add(
      path(
        y.v.ring([
          [x1, 0, z0],
          [x1, d, z0],
          [x1, d, z1],
          [x1, 0, z1],
        ]),
        '#8f99a6',
      ),
    )
    c.add(
      path(
        y.v.ring([
          [x0, 0, z1],
          [x1, 0, z1],
          [x1, d, z1],
          [x0, d, z1],
        ]),
        '#7f8a99',
      ),
    )
    const piles: [V3, V3][] = []
    for (let x = x0; x <= x1; x += 0.8)
      piles.push([
        [x, 0, z1],
        [x, d, z1],
      ])
    for (let z = z0; z <= z1; z += 0.8)
      piles.push(
        [
          [x0, 0, z],
          [x0, d, z],
        ],
        [
          [x1, 0, z],
          [x1, d, z],
        ],
      )
    c.add(line(y.v.segments(piles), TONE.navy3, 1, { opacity: 0.35 }))
    c.add(
      path(
        y.v.ring([
          [-60, 0, -10],
          [60, 0, -10],
          [60, 0, 140],
          [-60, 0, 140],
        ]) +
          y.v.ring([
            [x0, 0, z0],
            [x1, 0, z0],
            [x1, 0, z1],
            [x0, 0, z1],
          ]),
        mood === 'winter' ? '#e6e8eb' : '#b3ad98',
        { 'fill-rule': 'evenodd' },
      ),
    )
    c.add(
      groundLines(
        y,
        [
          [
            [x0 - 0.5, z0 - 0.5],
            [x1 + 0.5, z0 - 0.5],
          ],
          [
            [x0 - 0.5, z0 - 0.5],
            [x0 - 0.5, z1 + 0.5],
          ],
          [
            [x1 + 0.5, z0 - 0.5],
            [x1 + 0.5, z1 + 0.5],
          ],
        ],
        TONE.coral,
        2,
        0.7,
      ),
    )
    const bill = (p: V3, paint: (x: number, yy: number, k: number) => string) => {
      const s = y.v.point(p)
      const k = y.v.scaleAt(p)
      if (s) y.v.queue(y.v.depth(p), paint(s[0], s[1], k))
    }
    bill([3, d, 28], (x, yy, k) => excavator(x, yy, 3.2 * k, -1))
    bill([-8, d, 22], (x, yy, k) => excavator(x, yy, 3.2 * k, 1, '#e8a04a'))
    for (const [px, pz] of [
      [-3, 20],
      [8, 34],
      [-10, 36],
    ] as const)
      bill([px, d, pz], (x, yy, k) => person(y.r, x, yy, 1.8 * k, { worker: true }))
    bill([22, 0, 30], (x, yy, k) => towerCrane(x, yy, 48 * k, -30 * k, CRANE_YELLOW, 0.6))
    bill([-24, 0, 8], (x, yy, k) => pallets(y.r, x, yy, 1.2 * k, 4, '#9aa3ad'))
    if (mood === 'winter') {
      let snow = ''
      for (const _ of range(160)) snow += blob(y.r.range(0, width), y.r.range(0, height), y.r.range(1, 2.6))
      y.v.queue(-1, path(snow, '#ffffff', { opacity: 0.7 }))
    }
    c.add(y.v.flush())
    if (river) {
      const top = height * 0.86
      c.add(
        rect(
          0,
          top,
          width,
          height - top,
          vgrad(c, [
            [0, y.light.water[0]],
            [1, y.light.water[1]],
          ]),
        ) + ripples(y.r, 0, width, top + 3, height, 40, TONE.cream, 0.3),
      )
    }
  })
}

/** 02: the foundation slab reinforcement being tied, workers in vests, a concrete pump boom. */
function rebar(width: number, height: number, seed: string): string {
  return svgDoc(width, height, (c) => {
    const y = yard(c, { seed, mood: 'morning', eye: [0, 7, -4], focal: 0.5, horizon: 0.34, sunX: -1, clouds: 'streaks' })
    c.add(lawn(y, '#b0a894'))
    c.add(yardTower(y, [-40, 140], 25, 16, 34) + yardTower(y, [0, 160], 18, 14, 30))
    c.add(
      ground(
        y,
        [
          [-15, 6],
          [15, 6],
          [15, 40],
          [-15, 40],
        ],
        '#c9a77c',
      ),
    )
    c.add(
      ground(
        y,
        [
          [6, 6],
          [15, 6],
          [15, 40],
          [6, 40],
        ],
        '#b9b6b0',
      ),
    )
    const bars: [V3, V3][] = []
    for (let x = -15; x <= 6; x += 0.45)
      bars.push([
        [x, 0.1, 6],
        [x, 0.1, 40],
      ])
    for (let z = 6; z <= 40; z += 0.45)
      bars.push([
        [-15, 0.12, z],
        [6, 0.12, z],
      ])
    c.add(line(y.v.segments(bars), '#7a5a48', 1.1, { opacity: 0.75 }))
    for (const [x, z] of [
      [-6, 10],
      [-2.5, 13],
      [-10, 18],
      [1, 22],
      [-5, 28],
      [3, 11],
    ] as const)
      yardPerson(y, [x, z], 1.8, { worker: true, dir: x < 0 ? 1 : -1 })
    const pump = y.v.point([20, 0, 30])
    const k = y.v.scaleAt([20, 0, 30])
    if (pump) y.v.queue(30, concretePump(pump[0], pump[1], 2.6 * k, -1))
    const crane = y.v.point([-22, 0, 48])
    const kc = y.v.scaleAt([-22, 0, 48])
    if (crane) y.v.queue(48, towerCrane(crane[0], crane[1], 50 * kc, 34 * kc))
    c.add(y.v.flush())
  })
}

/** 03: monolithic frame three floors up, formwork and a yellow tower crane. */
const frameRising = (w: number, h: number, seed: string) =>
  elevationSite(w, h, seed, 'day', (c, light, r, g) => {
    c.add(
      buildingWithCrane(
        c,
        light,
        r,
        w * 0.34,
        g,
        w * 0.42,
        h * 0.07,
        { frame: 3, formwork: true },
        { dx: w * 0.5, h: h * 0.72, jib: -w * 0.42 },
      ),
    )
    c.add(pallets(r, w * 0.08, g + h * 0.08, h * 0.04, 5))
    c.add(hoarding(0, w, h, h * 0.08))
  })

/** 04: a tall concrete frame with two tower cranes against a pale sky. */
const tallFrame = (w: number, h: number, seed: string, mood: Mood = 'overcast', bar = false) =>
  elevationSite(w, h, seed, mood, (c, light, r, g) => {
    c.add(
      buildingWithCrane(
        c,
        light,
        r,
        w * 0.56,
        g,
        w * 0.24,
        h * 0.03,
        { frame: 12, brick: 5, formwork: true },
        { dx: w * 0.27, h: h * 0.62, jib: -w * 0.3 },
        0.15,
      ),
    )
    c.add(
      buildingWithCrane(
        c,
        light,
        r,
        w * 0.3,
        g,
        w * 0.22,
        h * 0.03,
        { frame: 19, brick: 10, insulation: 6, formwork: true },
        { dx: -w * 0.04, h: h * 0.8, jib: w * 0.32 },
      ),
    )
    c.add(hoarding(0, w, h, h * 0.06))
    if (bar) c.add(webcamBar(w, h))
  })

/** 05: brick infill between floor slabs, scaffolding and pallets of blocks. */
const brickwork = (w: number, h: number, seed: string) =>
  elevationSite(
    w,
    h,
    seed,
    'morning',
    (c, light, r, g) => {
      const x = w * 0.12
      const fw = w * 0.8
      const fh = h * 0.085
      c.add(buildingUnderway(c, light, r, x, g, fw, fh, { frame: 9, brick: 6 }))
      c.add(scaffolding(c, x + fw * 0.45, g, fw * 0.5, fh * 8, fh))
      c.add(crew(r, x + fw * 0.05, x + fw * 0.4, g - 6 * fh - fh * 0.14, fh * 0.55, 3))
      c.add(pallets(r, w * 0.05, h * 0.95, h * 0.06, 6))
      c.add(pallets(r, w * 0.62, h * 0.97, h * 0.06, 4, '#b8735a'))
    },
    [0.85, 0.2],
  )

/** 06: ventilated facade: stone-look panels going up over insulation, a mast-climbing facade lift. */
const facadePanels = (w: number, h: number, seed: string) =>
  elevationSite(w, h, seed, 'day', (c, light, r, g) => {
    const x = w * 0.22
    const fw = w * 0.46
    const fh = h * 0.042
    c.add(buildingUnderway(c, light, r, x, g, fw, fh, { frame: 16, brick: 16, insulation: 12, facade: 7, glazing: 7 }))
    const mx = x + fw * 0.62
    let mast = `M${num(mx)} ${num(g)}V${num(g - fh * 15)}M${num(mx + 8)} ${num(g)}V${num(g - fh * 15)}`
    for (let yy = g; yy > g - fh * 15; yy -= 8) mast += `M${num(mx)} ${num(yy)}l8 -8`
    c.add(line(mast, TONE.navy3, 1.4))
    c.add(
      rect(mx - fw * 0.3, g - fh * 9.2, fw * 0.6 + 8, fh * 0.35, TONE.amber) +
        rect(mx - fw * 0.3, g - fh * 9.9, fw * 0.6 + 8, 2, TONE.navy3),
    )
    c.add(crew(r, mx - fw * 0.25, mx + fw * 0.25, g - fh * 9.2, fh * 0.9, 2))
    c.add(rect(mx - fw * 0.12, g - fh * 10.1, fw * 0.14, fh * 0.9, litStone(TONE.paper, light)))
    c.add(
      buildingWithCrane(
        c,
        light,
        r,
        w * 0.76,
        g,
        w * 0.2,
        fh,
        { frame: 14, brick: 8, formwork: true },
        { dx: w * 0.1, h: h * 0.74, jib: -w * 0.36 },
        0.2,
      ),
    )
    c.add(hoarding(0, w, h, h * 0.06))
  })

/** A facade panel colour under the scene's light. */
const litStone = (color: string, light: Light) => mix(color, light.lit, 0.2)

/** 07: window frames going into the facade; a corner glazing unit rides on the crane sling. */
const glazing = (w: number, h: number, seed: string) =>
  elevationSite(
    w,
    h,
    seed,
    'morning',
    (c, light, r, g) => {
      const x = w * 0.12
      const fw = w * 0.5
      const fh = h * 0.045
      c.add(towerCrane(w * 0.86, g, h * 0.78, -w * 0.46, CRANE_YELLOW, 0.72, light))
      c.add(buildingUnderway(c, light, r, x, g, fw, fh, { frame: 15, brick: 15, facade: 15, glazing: 10 }))
      // The unit on the sling: two glass panes meeting at a corner.
      const ux = w * 0.86 - w * 0.46 * 0.72 + 5
      const uy = h * 0.44
      c.add(
        line(
          `M${num(ux)} ${num(h * 0.02)}V${num(uy)}M${num(ux)} ${num(uy)}L${num(ux - 30)} ${num(uy + 26)}M${num(ux)} ${num(uy)}L${num(ux + 24)} ${num(uy + 26)}`,
          TONE.navy3,
          1.4,
        ),
      )
      c.add(
        rect(
          ux - 40,
          uy + 26,
          40,
          fh * 2.2,
          vgrad(c, [
            [0, light.glassLit[0]],
            [1, TONE.riverBlue],
          ]),
        ) +
          rect(
            ux,
            uy + 26,
            30,
            fh * 2.2,
            vgrad(c, [
              [0, TONE.riverMist],
              [1, TONE.navy4],
            ]),
          ) +
          rect(ux - 40, uy + 26, 70, 3, TONE.bronze),
      )
      c.add(crew(r, x + fw * 0.6, x + fw * 0.95, g - fh * 11 - fh * 0.1, fh * 0.9, 2))
      c.add(hoarding(0, w, h, h * 0.06))
    },
    [0.2, 0.22],
  )

/** 12: buildings 1–2 complete with lit windows at dusk, the next phase's cranes behind. */
function completedDusk(width: number, height: number, seed: string): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.dusk
    const r = rng(seed)
    const groundY = height * 0.74
    c.add(sky(c, light, 0, groundY))
    c.add(stars(r, width, height * 0.35, 50))
    c.add(cityLayers(r, light, 0, width, groundY - height * 0.02, height * 0.03, 2))
    const cranes = [0.58, 0.78]
      .map((x, i) => towerCrane(width * x, groundY, height * (0.58 + i * 0.08), -width * 0.2, fade(CRANE_YELLOW, light, 0.4), 0.5))
      .join('')
    const frames =
      buildingUnderway(c, light, r, width * 0.56, groundY, width * 0.16, height * 0.025, { frame: 14, brick: 9, formwork: true }, 0.35) +
      buildingUnderway(c, light, r, width * 0.76, groundY, width * 0.14, height * 0.025, { frame: 8, formwork: true }, 0.45)
    const done =
      tower(c, light, r, {
        x: width * 0.2,
        base: groundY,
        floors: 25,
        floorH: height * 0.022,
        left: width * 0.08,
        right: width * 0.16,
        seed: 'done1',
        lit: 0.5,
      }) +
      tower(c, light, r, {
        x: width * 0.42,
        base: groundY + 4,
        floors: 18,
        floorH: height * 0.022,
        left: width * 0.07,
        right: width * 0.13,
        seed: 'done2',
        lit: 0.45,
      })
    const [scene, id] = reusable(
      c,
      cranes + frames + done + treeRow(c, r, ['round', 'tall'], 0, width * 0.55, groundY + 2, height * 0.07, 12, FOLIAGE.dusk),
    )
    c.add(scene)
    const waterTop = groundY + height * 0.04
    c.add(rect(0, groundY, width, waterTop - groundY, '#2a3450'))
    c.add(
      rect(
        0,
        waterTop,
        width,
        height - waterTop,
        vgrad(c, [
          [0, light.water[0]],
          [1, light.water[1]],
        ]),
      ),
    )
    c.add(reflection(c, id, waterTop, { x: 0, y: waterTop, w: width, h: height - waterTop }, 0.35))
    c.add(ripples(r, 0, width, waterTop + 3, height, 80, TONE.amber, 0.3))
    for (const x of [0.58, 0.78]) c.add(circle(width * x - width * 0.2, groundY - height * 0.6, 14, glowFill(c, TONE.coral, 0.6)))
  })
}

/** 08: interior works: engineering risers, ducts and cable trays along a concrete corridor. */
function corridorWorks(width: number, height: number, seed: string): string {
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'overcast',
      room: { w: 2.6, d: 24, h: 3.1 },
      eye: [1.1, 1.5, 0.3],
      yaw: 0.05,
      focal: 0.45,
      horizon: 0.5,
      walls: { back: '#a9a6a0', left: '#b9b6b0', right: '#aeaba5' },
      floor: '#9d9a94',
      ceiling: '#b4b1ab',
      windows: [{ wall: 'back', o: { u0: 0.6, u1: 2.0, v0: 0.8, v1: 2.4 } }],
      outlook: 'city',
      toLight: [0, 0.2, 1],
      furnish: ({ v, r }) => {
        v.solid([0.1, 2.55, 0], [1.0, 2.95, 24], '#c9ccd0', { top: '#dfe2e5' })
        v.solid([1.9, 2.7, 0], [2.5, 2.78, 24], '#8a93a8')
        for (let z = 2; z < 24; z += 2.5) v.solid([2.45, 2.4, z], [2.6, 2.78, z + 0.08], TONE.navy3)
        for (const x of [2.25, 2.4]) v.solid([x, 0, 6], [x + 0.1, 3.1, 6.1], x > 2.3 ? TONE.coral : '#9fb2c2')
        v.solid([0, 0, 9], [0.35, 3.1, 10.2], '#c0bdb6')
        for (const z of [4, 11, 18]) {
          const p = v.point([1.3, 2.9, z])
          if (p)
            v.queue(
              z - 0.1,
              circle(p[0], p[1], v.scaleAt([1.3, 2.9, z]) * 1.2, glowFill(c, TONE.amber, 0.35)) +
                circle(p[0], p[1], v.scaleAt([1.3, 2.9, z]) * 0.08, '#ffe2a8'),
            )
        }
        const w = v.point([1.6, 0, 5])
        if (w) v.queue(4.9, person(r, w[0], w[1], v.scaleAt([1.6, 0, 5]) * 1.8, { worker: true, dir: -1 }))
        v.solid([0.3, 0, 3.2], [0.9, 0.9, 3.5], '#c9a77c')
      },
    }),
  )
}

/** 09: finishing works: plastered walls, screed floor and a large window with river light. */
function finishingWorks(width: number, height: number, seed: string): string {
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'morning',
      room: { w: 5.2, d: 5.0, h: 2.95 },
      eye: [1.0, 1.5, 0.3],
      yaw: 0.3,
      focal: 0.48,
      walls: { back: '#dedbd4', left: '#d5d1ca', right: '#e2ded8' },
      floor: '#b8b4ad',
      ceiling: '#e4e1dc',
      windows: [{ wall: 'back', o: { u0: 1.6, u1: 4.8, v0: 0.1, v1: 2.75 }, bars: [3.2] }],
      outlook: 'river',
      sunDir: [-0.35, -0.4, -0.85],
      sunPatchOpacity: 0.45,
      toLight: [0.2, 0.3, 1],
      furnish: ({ v, r }) => {
        for (const [x0, x1] of [
          [0.8, 0.85],
          [1.35, 1.4],
        ] as const)
          v.solid([x0, 0, 3.3], [x1, 2.1, 3.35], TONE.oak)
        for (let yy = 0.3; yy < 2; yy += 0.4) v.solid([0.85, yy, 3.3], [1.35, yy + 0.04, 3.35], TONE.oak)
        for (const [x, z, col] of [
          [2.6, 3.6, TONE.cream],
          [2.95, 3.7, TONE.coral],
          [4.2, 2.2, TONE.cream],
        ] as const)
          v.solid([x, 0, z], [x + 0.3, 0.35, z + 0.3], col)
        const w = v.point([3.6, 0, 3.2])
        if (w) v.queue(3.1, person(r, w[0], w[1], v.scaleAt([3.6, 0, 3.2]) * 1.78, { worker: true, dir: 1 }))
      },
    }),
  )
}

/** 11: landscaping the courtyard: paving stones, young trees with root balls, a small loader. */
function landscaping(width: number, height: number, seed: string): string {
  return svgDoc(width, height, (c) => {
    const y = yard(c, { seed, mood: 'morning', eye: [0, 3.2, 0], focal: 0.45, horizon: 0.5, sunX: -1, sunAt: [0.16, 0.2] })
    c.add(lawn(y, '#b7a88f'))
    c.add(yardTower(y, [-40, 90], 18, 16, 30) + yardTower(y, [8, 116], 24, 18, 36) + yardTower(y, [50, 84], 16, 14, 28))
    c.add(
      ground(
        y,
        [
          [-3, 2],
          [4, 2],
          [4, 60],
          [-3, 60],
        ],
        '#d9d1c3',
      ),
    )
    c.add(
      ground(
        y,
        [
          [-3, 2],
          [4, 2],
          [4, 18],
          [-3, 18],
        ],
        '#cfc6b8',
      ),
    )
    c.add(
      groundLines(
        y,
        [
          ...range(16).map((i): [[number, number], [number, number]] => [
            [-3, 2 + i],
            [4, 2 + i],
          ]),
          ...range(8).map((i): [[number, number], [number, number]] => [
            [-3 + i, 2],
            [-3 + i, 18],
          ]),
        ],
        '#a89d8c',
        1,
        0.6,
      ),
    )
    c.add(
      ground(
        y,
        [
          [-14, 8],
          [-5, 8],
          [-5, 30],
          [-14, 30],
        ],
        '#8fa37a',
      ),
    )
    for (const [x, z] of [
      [-8, 10],
      [-11, 16],
      [-7, 22],
      [8, 12],
      [11, 20],
      [7, 28],
      [-9, 34],
      [10, 38],
    ] as const)
      yardTree(y, [x, z], 4.5, 'young', FOLIAGE.spring, { planted: true })
    const l = y.v.point([7, 0, 9])
    const k = y.v.scaleAt([7, 0, 9])
    if (l) y.v.queue(9, loader(l[0], l[1], 2.4 * k, -1))
    const pl = y.v.point([-4.5, 0, 20])
    const kp = y.v.scaleAt([-4.5, 0, 20])
    if (pl) y.v.queue(20, pallets(y.r, pl[0], pl[1], 1.1 * kp, 3, '#cfc6b8'))
    for (const [x, z] of [
      [0, 19],
      [1.5, 21],
      [-2, 8.5],
      [6, 16],
    ] as const)
      yardPerson(y, [x, z], 1.8, { worker: true, dir: x > 0 ? -1 : 1 })
    c.add(
      ribbon(
        y,
        [
          [-3.2, 2],
          [-3.2, 60],
        ],
        0.25,
        '#8a8580',
      ),
    )
    c.add(y.v.flush())
  })
}

/** The twelve construction scenes in diary order. */
export const CONSTRUCTION_SCENES = {
  'construction-01': (w, h) => excavation(w, h, 'c01'),
  'construction-02': (w, h) => rebar(w, h, 'c02'),
  'construction-03': (w, h) => frameRising(w, h, 'c03'),
  'construction-04': (w, h) => tallFrame(w, h, 'c04'),
  'construction-05': (w, h) => brickwork(w, h, 'c05'),
  'construction-06': (w, h) => facadePanels(w, h, 'c06'),
  'construction-07': (w, h) => glazing(w, h, 'c07'),
  'construction-08': (w, h) => corridorWorks(w, h, 'c08'),
  'construction-09': (w, h) => finishingWorks(w, h, 'c09'),
  'construction-10': (w, h) => lobbyScene(w, h, 'c10', true),
  'construction-11': (w, h) => landscaping(w, h, 'c11'),
  'construction-12': (w, h) => completedDusk(w, h, 'c12'),
} satisfies Record<string, (w: number, h: number) => string>

/** Webcam still 1: towers 3–4 with cranes from the north-east. */
export const cameraPoster1 = (w: number, h: number) => tallFrame(w, h, 'cam1', 'day', true)

/** Webcam still 2: tower 5 pit and foundation from the river side, overcast daylight. */
export const cameraPoster2 = (w: number, h: number) => {
  const svg = excavation(w, h, 'cam2', 'overcast', true)
  return svg.replace('</svg>', `${webcamBar(w, h)}</svg>`)
}

/** The timelapse poster: the site from pit to towers in one frame, day fading to night (no play glyph: the site draws its own button only when a film is published). */
export function videoHistory(width: number, height: number, seed = 'history'): string {
  return svgDoc(width, height, (c) => {
    const r = rng(seed)
    const light = LIGHTS.evening
    const groundY = height * 0.78
    c.add(
      rect(
        0,
        0,
        width,
        groundY,
        hgrad(c, [
          [0, '#bcd0e0'],
          [0.45, '#f4c79a'],
          [0.75, '#7b5f7a'],
          [1, TONE.navy2],
        ]),
      ),
    )
    c.add(
      rect(
        0,
        0,
        width,
        groundY,
        vgrad(c, [
          [0, TONE.navy, 0.25],
          [1, TONE.navy, 0],
        ]),
      ),
    )
    c.add(group(stars(r, width * 0.32, height * 0.3, 30), { transform: `translate(${num(width * 0.68)} 0)` }))
    c.add(cityLayers(r, light, 0, width, groundY - height * 0.02, height * 0.025, 2))
    c.add(
      rect(
        0,
        groundY,
        width,
        height - groundY,
        vgrad(c, [
          [0, '#8b8270'],
          [1, TONE.navy3],
        ]),
      ),
    )
    const w = width / 5
    // Pit → slab → frame with crane → facade → finished tower with lit windows.
    c.add(
      path(
        `M${num(w * 0.1)} ${num(groundY)}l${num(w * 0.1)} ${num(height * 0.08)}h${num(w * 0.6)}l${num(w * 0.1)} ${num(-height * 0.08)}Z`,
        '#6b5f52',
      ),
    )
    c.add(excavator(w * 0.5, groundY + height * 0.08, height * 0.06, 1))
    c.add(
      rect(w * 1.1, groundY - height * 0.03, w * 0.8, height * 0.03, '#b9b6b0') +
        line(
          range(16)
            .map((i) => `M${num(w * 1.12 + i * w * 0.05)} ${num(groundY - height * 0.03)}v${num(-height * 0.03)}`)
            .join(''),
          '#7a5a48',
          1.5,
        ),
    )
    c.add(towerCrane(w * 2.85, groundY, height * 0.55, -w * 0.7, CRANE_YELLOW, 0.5, light))
    c.add(buildingUnderway(c, light, r, w * 2.15, groundY, w * 0.7, height * 0.03, { frame: 9, formwork: true }))
    c.add(
      buildingUnderway(c, LIGHTS.dusk, r, w * 3.12, groundY, w * 0.7, height * 0.03, {
        frame: 15,
        brick: 15,
        insulation: 14,
        facade: 9,
        glazing: 9,
      }),
    )
    c.add(
      tower(c, LIGHTS.night, r, {
        x: w * 4.35,
        base: groundY,
        floors: 18,
        floorH: height * 0.03,
        left: w * 0.25,
        right: w * 0.45,
        seed: 'hist',
        lit: 0.55,
      }),
    )
  })
}
