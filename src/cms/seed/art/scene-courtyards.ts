/**
 * Courtyards and outdoor amenities of the complex: the car-free yards in three moods, the playground,
 * the sport ground, the herbarium garden, the neighbours' lounge and the riverside park.
 */
import type { Canvas } from './svg'
import { mix } from './svg'
import { blob, box, line, path, range, svgDoc, TONE } from './illustration-kit'
import { FOLIAGE, type Foliage, flowers, grasses } from './illustration-nature'
import { pergola, stringLights } from './illustration-people'
import { chair, table } from './illustration-furniture'
import {
  curve,
  type G,
  ground,
  groundLines,
  lawn,
  ribbon,
  yard,
  type Yard,
  yardBench,
  yardHedge,
  yardLamp,
  yardPerson,
  yardSeated,
  yardTower,
  yardTree,
  type YardSpec,
  treeBelt,
  lawnPatches,
} from './illustration-yard'
import type { V3 } from './illustration-space'

const PAVING = '#e6dfd3'
const GRASS = '#9bb087'

/** The ring of towers around a courtyard, far to near. */
function enclosure(
  y: Yard,
  layout: readonly [x: number, z: number, floors: number, left: number, right: number][],
  fol: Foliage = FOLIAGE.summer,
): string {
  treeBelt(y, 92, -70, 70, fol)
  return (
    lawnPatches(y, mix(fol[2], '#ffffff', 0.2)) +
    [...layout]
      .sort((a, b) => b[1] - a[1])
      .map(([x, z, floors, l, rr]) => yardTower(y, [x, z], floors, l, rr, { depth: Math.min(0.35, Math.max(0, (z - 70) / 260)) }))
      .join('')
  )
}

/** Towers close at both sides: the courtyard reads as enclosed. */
const FLANKS: [number, number, number, number, number][] = [
  [-62, 58, 20, 10, 22],
  [70, 62, 17, 14, 16],
]

const RING: [number, number, number, number, number][] = [
  [-52, 118, 18, 16, 30],
  [4, 150, 25, 18, 36],
  [58, 110, 16, 14, 28],
]

/** Scatters trees over ground points. */
function grove(
  y: Yard,
  pts: readonly G[],
  h: number,
  kinds: readonly ('round' | 'tall' | 'young' | 'birch' | 'conifer')[],
  fol: Foliage,
  planted = false,
): void {
  pts.forEach((p, i) => yardTree(y, p, h * (0.85 + ((i * 37) % 10) / 30), kinds[i % kinds.length]!, fol, { planted }))
}

/** Walkers along a path, spaced by the seeded random source. */
function walkers(y: Yard, pts: readonly G[], count: number, opts: { child?: number } = {}): void {
  const far = pts.filter((p) => p[1] > 9)
  for (const i of range(count)) {
    const p = far[Math.floor(((i + y.r.next() * 0.6) / count) * (far.length - 1))]!
    const child = y.r.chance(opts.child ?? 0.2)
    yardPerson(y, [p[0] + y.r.range(-0.6, 0.6), p[1]], child ? 1.15 : y.r.range(1.65, 1.85), {
      walking: y.r.chance(0.7),
      child,
      dir: y.r.chance(0.5) ? 1 : -1,
    })
  }
}

/** Shared courtyard: lawn, towers around, a winding main path with a round plaza. */
function courtyardBase(c: Canvas, spec: YardSpec, fol: Foliage, grass = GRASS, enclosed = false): { y: Yard; main: G[] } {
  const y = yard(c, spec)
  c.add(lawn(y, grass))
  c.add(enclosure(y, enclosed ? [...RING, ...FLANKS] : RING, fol))
  const main = curve([
    [1.5, 2],
    [3, 14],
    [-4, 28],
    [2, 46],
    [8, 70],
  ])
  c.add(ribbon(y, main, 3.2, PAVING))
  c.add(
    ribbon(
      y,
      curve([
        [-30, 30],
        [-12, 27],
        [-4, 28],
      ]),
      2.2,
      PAVING,
    ),
  )
  c.add(ground(y, circlePts([6, 36], 7), PAVING))
  c.add(ground(y, circlePts([6, 36], 4), mix(GRASS, fol[1], 0.3)))
  c.add(flowersOn(y, [6, 36], 3.6, [TONE.cream, TONE.amber, TONE.rose]))
  return { y, main }
}

/** Framing foreground: planting beds along the bottom edge. */
function foreground(y: Yard, fol: Foliage): void {
  yardHedge(y, [-3.2, 2.4], [-0.9, 2.4], 0.7, fol)
  yardHedge(y, [3.4, 2.6], [6, 2.6], 0.8, fol)
  const a = y.v.point([2.6, 0, 2.2])
  const b = y.v.point([7, 0, 2.2])
  const k = y.v.scaleAt([4.8, 0, 2.2])
  if (a && b)
    y.v.queue(
      2.1,
      grasses(y.r, a[0], b[0], a[1] + 4, 0.8 * k, fol[2], 26) +
        flowers(y.r, a[0], b[0], a[1] - 0.5 * k, a[1], 24, [TONE.cream, TONE.amber]),
    )
}

/** Points of a ground circle. */
const circlePts = ([cx, cz]: G, rad: number, n = 28): G[] =>
  range(n).map((i) => [cx + Math.cos((i / n) * Math.PI * 2) * rad, cz + Math.sin((i / n) * Math.PI * 2) * rad] as const)

/** Flower dots projected over a round bed. */
function flowersOn(y: Yard, centre: G, rad: number, colors: readonly string[]): string {
  return colors
    .map((color) => {
      let d = ''
      for (const _ of range(22)) {
        const a = y.r.range(0, Math.PI * 2)
        const rr = Math.sqrt(y.r.next()) * rad
        const p = y.v.point([centre[0] + Math.cos(a) * rr, 0.05, centre[1] + Math.sin(a) * rr])
        if (p) d += blob(p[0], p[1], y.r.range(1.2, 2.6))
      }
      return path(d, color)
    })
    .join('')
}

/** Car-free courtyard: lawns, paths and benches under young maples, morning. */
export function courtyardMorning(width: number, height: number, seed = 'courtyard-1', hero = false, designer = false): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const { y, main } = courtyardBase(
      c,
      { seed, mood: 'morning', eye: [0, 5.5, -6], focal: 0.46, horizon: 0.5, sunX: -1, sunAt: [0.16, 0.2] },
      fol,
      GRASS,
      hero,
    )
    grove(
      y,
      [
        [-9, 12],
        [-14, 22],
        [9, 18],
        [14, 30],
        [-6, 40],
        [18, 48],
        [-20, 52],
        [22, 24],
        [-26, 36],
        [12, 60],
      ],
      6.5,
      ['round', 'round', 'tall'],
      fol,
    )
    grove(
      y,
      [
        [-3.5, 7],
        [5.2, 9],
      ],
      5.5,
      ['round'],
      fol,
    )
    foreground(y, fol)
    if (hero)
      grove(
        y,
        [
          [-44, 50],
          [-36, 56],
          [46, 52],
          [38, 58],
        ],
        8,
        ['round', 'tall'],
        fol,
      )
    yardHedge(y, [-12, 16], [-5, 16], 0.9, fol)
    yardHedge(y, [8, 26], [16, 26], 0.9, fol)
    for (const [x, z] of [
      [0.5, 33],
      [11.5, 36],
      [2, 40],
    ] as const)
      yardBench(y, [x, z], 1.8)
    yardBench(y, [-2.4, 10], 1.8)
    walkers(y, main, hero ? 9 : 6)
    yardSeated(y, [-2.6, 9.5], 0.45, 1.7, { dir: 1 })
    if (designer) {
      grove(
        y,
        [
          [3.5, 6.5],
          [6, 8.5],
          [-1.5, 5.2],
        ],
        3.6,
        ['young'],
        FOLIAGE.spring,
        true,
      )
      yardPerson(y, [1.6, 5.2], 1.74, { coat: TONE.parkDark, dir: -1 })
      const t = y.v.point([1.35, 1.15, 5.1])
      const k = y.v.scaleAt([1.35, 1.15, 5.1])
      if (t)
        y.v.queue(
          5,
          path(box(t[0] - 0.14 * k, t[1] - 0.1 * k, 0.26 * k, 0.18 * k), TONE.navy3) +
            path(box(t[0] - 0.12 * k, t[1] - 0.085 * k, 0.22 * k, 0.15 * k), '#9fb2c2'),
        )
    }
    for (const [x, z] of [
      [-1, 18],
      [5.5, 25],
      [-2, 52],
    ] as const)
      yardLamp(y, [x, z], 4.2)
    c.add(y.v.flush())
  })
}

/** Courtyard amphitheatre: timber steps, pergola, neighbours talking in the warm evening. */
export function courtyardEvening(width: number, height: number, seed = 'courtyard-2'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, {
      seed,
      mood: 'evening',
      eye: [0, 4.2, -6],
      focal: 0.45,
      horizon: 0.5,
      sunX: 1,
      sunAt: [0.86, 0.36],
      clouds: 'streaks',
    })
    c.add(lawn(y, mix(GRASS, TONE.amber, 0.12)))
    c.add(enclosure(y, RING))
    c.add(
      ground(
        y,
        [
          [-14, 8],
          [14, 8],
          [16, 30],
          [-16, 30],
        ],
        PAVING,
      ),
    )
    // Amphitheatre: a fan of timber steps rising away from the stage.
    for (const i of range(4)) {
      const z0 = 16 + i * 1.4
      y.v.solid([-10 + i * 0.3, 0, z0], [10 - i * 0.3, 0.42 * (i + 1), z0 + 1.4], TONE.oak, {
        top: mix(TONE.oak, '#ffffff', 0.15),
        edge: 1,
      })
    }
    y.v.solid([-10, 0, 21.6], [10, 1.68, 23], mix(TONE.oak, '#000000', 0.05))
    const pg = [y.v.point([-6, 0, 12]), y.v.point([6, 0, 12])]
    const k = y.v.scaleAt([0, 0, 12])
    if (pg[0] && pg[1]) y.v.queue(11.5, pergola(pg[0][0], pg[0][1], pg[1][0] - pg[0][0], 2.8 * k))
    const a = y.v.point([-6, 2.8, 11.8])
    const b = y.v.point([6, 2.8, 11.8])
    if (a && b) y.v.queue(11, stringLights(c, a[0], a[1], b[0], b[1], 14, 14, true))
    for (const [x, z, seat] of [
      [-6, 17, 0.42],
      [-3, 18.4, 0.84],
      [2, 17, 0.42],
      [5, 18.4, 0.84],
      [-1, 19.8, 1.26],
      [7, 17, 0.42],
    ] as const)
      yardSeated(y, [x, z], seat, 1.7, { dir: x < 0 ? 1 : -1 })
    yardPerson(y, [-1.4, 10], 1.75, { dir: 1 })
    yardPerson(y, [0.2, 10.4], 1.68, { dir: -1 })
    yardPerson(y, [3.5, 8.6], 1.8, { walking: true, dir: -1 })
    grove(
      y,
      [
        [-18, 14],
        [18, 16],
        [-22, 28],
        [22, 30],
        [-12, 34],
        [14, 36],
      ],
      6.5,
      ['round', 'tall'],
      fol,
    )
    for (const [x, z] of [
      [-9, 9],
      [9, 9],
    ] as const)
      yardLamp(y, [x, z], 4)
    c.add(y.v.flush())
  })
}

/** Courtyard in autumn: golden trees, lanterns and a child on a scooter. */
export function courtyardAutumn(width: number, height: number, seed = 'courtyard-3'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.autumn
    const { y, main } = courtyardBase(
      c,
      { seed, mood: 'autumn', eye: [0, 5, -6], focal: 0.46, horizon: 0.5, sunX: 1, sunAt: [0.8, 0.2] },
      fol,
      '#b3b07a',
    )
    c.add(leaves(y, 180))
    grove(
      y,
      [
        [-8, 11],
        [-13, 22],
        [9, 16],
        [14, 30],
        [-6, 42],
        [18, 46],
        [-20, 50],
        [22, 22],
        [-24, 34],
      ],
      7,
      ['round', 'tall', 'birch'],
      fol,
    )
    grove(y, [[-4, 6.5]], 6, ['round'], FOLIAGE.autumnLate)
    for (const [x, z] of [
      [-1.2, 12],
      [4.8, 22],
      [-3.4, 34],
    ] as const)
      yardLamp(y, [x, z], 4)
    yardBench(y, [-3, 16], 1.8)
    // The child on a scooter near the viewer.
    const p = y.v.point([1.4, 0, 6])
    const k = y.v.scaleAt([1.4, 0, 6])
    if (p) {
      const h = 1.2 * k
      const deck = line(
        `M${p[0] - h * 0.25} ${p[1] - h * 0.05}h${h * 0.5}M${p[0] + h * 0.22} ${p[1] - h * 0.05}L${p[0] + h * 0.3} ${p[1] - h * 0.72}h${-h * 0.12}`,
        TONE.navy3,
        h * 0.03,
      )
      const wheels = path(blob(p[0] - h * 0.22, p[1] - h * 0.04, h * 0.045) + blob(p[0] + h * 0.25, p[1] - h * 0.04, h * 0.045), TONE.navy)
      y.v.queue(5.9, deck + wheels)
      yardPerson(y, [1.4, 6], 1.2, { child: true, coat: TONE.coral, dir: 1 })
    }
    walkers(y, main.slice(20), 4)
    c.add(y.v.flush())
  })
}

/** Fallen leaves scattered on the ground. */
function leaves(y: Yard, count: number): string {
  const cols = [TONE.gold, TONE.rust, '#e8b461']
  return cols
    .map((color) => {
      let d = ''
      for (const _ of range(count / cols.length)) {
        const p = y.v.point([y.r.range(-20, 20), 0, y.r.range(3, 40)])
        if (p) d += blob(p[0], p[1], y.r.range(1, 3))
      }
      return path(d, color, { opacity: 0.8 })
    })
    .join('')
}

/** Hero: the green enclosed courtyard between light towers in soft morning sun, people walking. */
export const courtyardHero = (width: number, height: number) => courtyardMorning(width, height, 'hero-courtyard', true)

/** Natural wood playground: climbing net, sand area and soft rubber surface. */
export function playground(width: number, height: number, seed = 'playground'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, { seed, mood: 'morning', eye: [0, 4, -6], focal: 0.5, horizon: 0.5, sunX: -1 })
    c.add(lawn(y, GRASS))
    c.add(enclosure(y, RING))
    c.add(
      ground(
        y,
        [
          [-9, 5],
          [9, 5],
          [11, 22],
          [-11, 22],
        ],
        '#e8a27c',
      ),
    )
    c.add(
      ground(
        y,
        [
          [-7.5, 8],
          [-1.5, 8],
          [-1.5, 14],
          [-7.5, 14],
        ],
        '#ecd9b4',
      ),
    )
    c.add(
      ground(
        y,
        [
          [1, 14],
          [8, 14],
          [8.5, 20],
          [1.5, 20],
        ],
        '#9fb2c2',
      ),
    )
    // Timber climbing tower with a net.
    const wood = TONE.oak
    for (const [x, z] of [
      [1, 9],
      [4, 9],
      [1, 12],
      [4, 12],
    ] as const)
      y.v.solid([x, 0, z], [x + 0.16, 3.2, z + 0.16], wood)
    y.v.solid([1, 1.5, 9], [4.16, 1.62, 12.16], mix(wood, '#000000', 0.1))
    y.v.solid([0.8, 3.2, 8.8], [4.36, 3.5, 12.36], TONE.coral)
    const net: [V3, V3][] = []
    for (const i of range(7)) {
      net.push([
        [4.16, 1.5, 9 + i * 0.5],
        [7, 0, 9 + i * 0.5],
      ])
      net.push([
        [4.16 + (i * 2.84) / 6, 1.5 - (i * 1.5) / 6, 9],
        [4.16 + (i * 2.84) / 6, 1.5 - (i * 1.5) / 6, 12],
      ])
    }
    y.v.queue(10, line(y.v.segments(net), TONE.navy3, 1.4, { opacity: 0.7 }))
    // Sand pit rim and a low balance beam.
    for (const [a, b] of [
      [
        [-7.6, 7.9],
        [-1.4, 8.1],
      ],
      [
        [-7.6, 7.9],
        [-7.4, 14.1],
      ],
    ] as const)
      y.v.solid([a[0], 0, a[1]], [b[0], 0.3, b[1]], wood)
    y.v.solid([-6, 0.3, 16], [-1, 0.45, 16.3], wood)
    yardPerson(y, [-4.5, 11], 1.1, { child: true, coat: TONE.amber })
    yardPerson(y, [-3, 12.5], 1.0, { child: true, coat: TONE.riverBlue })
    yardPerson(y, [2.6, 10.5], 1.1, { child: true, coat: TONE.coral, walking: true })
    yardPerson(y, [6, 7.5], 1.72, { dir: -1 })
    yardSeated(y, [-9.5, 6.8], 0.45, 1.7, { dir: 1 })
    yardBench(y, [-9.8, 7], 1.8)
    grove(
      y,
      [
        [-14, 10],
        [13, 8],
        [-16, 22],
        [15, 24],
        [-6, 30],
        [7, 34],
      ],
      6,
      ['round', 'tall'],
      fol,
    )
    c.add(y.v.flush())
  })
}

/** Outdoor sport ground: workout bars, a small fenced football pitch and a running track. */
export function sportGround(width: number, height: number, seed = 'sport-ground'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, { seed, mood: 'day', eye: [-2, 6, -6], focal: 0.5, horizon: 0.48, sunX: -1 })
    c.add(lawn(y, GRASS))
    c.add(enclosure(y, RING))
    const track: G[] = curve(
      [
        [-16, 6],
        [-16, 40],
        [16, 40],
        [16, 6],
        [-16, 6],
      ],
      14,
    )
    c.add(ribbon(y, track, 2.4, '#c9714f'))
    c.add(
      ground(
        y,
        [
          [-10, 12],
          [10, 12],
          [10, 32],
          [-10, 32],
        ],
        '#6f9c6a',
      ),
    )
    c.add(
      groundLines(
        y,
        [
          [
            [-10, 22],
            [10, 22],
          ],
          [
            [-10, 12],
            [10, 12],
          ],
          [
            [-10, 32],
            [10, 32],
          ],
          [
            [-10, 12],
            [-10, 32],
          ],
          [
            [10, 12],
            [10, 32],
          ],
        ],
        '#ffffff',
        2,
      ),
    )
    const fence: [V3, V3][] = []
    for (let z = 12; z <= 32; z += 2)
      fence.push(
        [
          [-10.5, 0, z],
          [-10.5, 2.4, z],
        ],
        [
          [10.5, 0, z],
          [10.5, 2.4, z],
        ],
      )
    for (let x = -10.5; x <= 10.5; x += 2.1)
      fence.push([
        [x, 0, 32.5],
        [x, 2.4, 32.5],
      ])
    fence.push(
      [
        [-10.5, 2.4, 12],
        [-10.5, 2.4, 32.5],
      ],
      [
        [10.5, 2.4, 12],
        [10.5, 2.4, 32.5],
      ],
      [
        [-10.5, 2.4, 32.5],
        [10.5, 2.4, 32.5],
      ],
    )
    y.v.queue(20, line(y.v.segments(fence), TONE.navy3, 1.2, { opacity: 0.55 }))
    for (const z of [14, 30]) y.v.solid([-1.6, 0, z], [1.6, 1.9, z + 0.8], '#ffffff', { attrs: { 'fill-opacity': 0.5 } })
    // Workout bars near the viewer.
    for (const [x, h] of [
      [-8, 2.2],
      [-6.4, 2.2],
      [-4.8, 1.6],
      [-3.2, 1.6],
    ] as const)
      y.v.solid([x, 0, 6], [x + 0.1, h, 6.1], TONE.navy3)
    y.v.solid([-8, 2.2, 6], [-6.3, 2.26, 6.1], TONE.navy3)
    y.v.solid([-4.8, 1.6, 6], [-3.1, 1.66, 6.1], TONE.navy3)
    yardPerson(y, [-7.2, 6.2], 1.8, { coat: TONE.coral })
    for (const [x, z] of [
      [-4, 18],
      [3, 24],
      [6, 15],
      [-1, 27],
    ] as const)
      yardPerson(y, [x, z], 1.5, { walking: true, child: false, coat: y.r.pick([TONE.amber, TONE.riverBlue, TONE.cream]) })
    yardPerson(y, [16, 20], 1.75, { walking: true, dir: -1 })
    grove(
      y,
      [
        [-22, 12],
        [22, 10],
        [-22, 30],
        [22, 32],
        [-20, 46],
        [18, 48],
      ],
      7,
      ['round', 'tall'],
      fol,
    )
    c.add(y.v.flush())
  })
}

/** Herbarium garden: raised timber beds with herbs and grasses along a boardwalk. */
export function herbariumGarden(width: number, height: number, seed = 'herbarium'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, { seed, mood: 'morning', eye: [0, 3, -2], focal: 0.55, horizon: 0.52, sunX: -1 })
    c.add(lawn(y, mix(GRASS, TONE.sand, 0.3)))
    c.add(enclosure(y, RING))
    c.add(
      ribbon(
        y,
        [
          [0.3, 1],
          [0.3, 40],
        ],
        2.2,
        TONE.oak,
      ),
    )
    c.add(
      groundLines(
        y,
        range(40).map((i): [G, G] => [
          [-0.8, 1 + i],
          [1.4, 1 + i],
        ]),
        TONE.oakDark,
        1,
        0.6,
      ),
    )
    const herb = [FOLIAGE.summer, FOLIAGE.spring, FOLIAGE.pine] as const
    for (const side of [-1, 1]) {
      for (const i of range(5)) {
        const z0 = 1.5 + i * 4.2
        const x0 = side < 0 ? -4.4 : 2.2
        y.v.solid([x0, 0, z0], [x0 + 2.2, 0.6, z0 + 3.2], '#b8956a', { top: '#6b5a45' })
        const tl = y.v.point([x0 + 0.1, 0.6, z0 + 1.6])
        const tr = y.v.point([x0 + 2.1, 0.6, z0 + 1.6])
        const k = y.v.scaleAt([x0 + 1.1, 0.6, z0 + 1.6])
        if (tl && tr) {
          const f = herb[(i + (side > 0 ? 1 : 0)) % herb.length]!
          const bed =
            grasses(y.r, Math.min(tl[0], tr[0]), Math.max(tl[0], tr[0]), tl[1], 0.5 * k, f[1], 11) +
            flowers(
              y.r,
              Math.min(tl[0], tr[0]),
              Math.max(tl[0], tr[0]),
              tl[1] - 0.45 * k,
              tl[1] - 0.1 * k,
              16,
              i % 2 ? [TONE.mauve, TONE.cream] : [TONE.amber],
            )
          y.v.queue(y.v.depth([x0 + 1.1, 0, z0 + 1.6]) - 0.5, bed)
        }
      }
    }
    yardPerson(y, [0.5, 9], 1.7, { walking: true, dir: 1, bag: TONE.oak })
    yardPerson(y, [-0.2, 20], 1.68, { dir: -1 })
    grove(
      y,
      [
        [-10, 12],
        [9, 10],
        [-12, 26],
        [11, 28],
        [-7, 38],
        [7, 40],
      ],
      6,
      ['birch', 'round'],
      fol,
    )
    c.add(y.v.flush())
  })
}

/** Courtyard lounge: a long table under a pergola, string lights, neighbours having tea. */
export function communicationArea(width: number, height: number, seed = 'communication'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, {
      seed,
      mood: 'evening',
      eye: [-1.5, 2.6, -0.5],
      focal: 0.5,
      horizon: 0.5,
      sunX: 1,
      sunAt: [0.85, 0.3],
      clouds: 'streaks',
    })
    c.add(lawn(y, mix(GRASS, TONE.amber, 0.1)))
    c.add(enclosure(y, RING))
    c.add(
      ground(
        y,
        [
          [-6, 4],
          [6, 4],
          [6, 16],
          [-6, 16],
        ],
        PAVING,
      ),
    )
    table(y.v, { x: -3, z: 8, facing: 'toward' }, 6, 1.0, 0.76, TONE.oak)
    for (const i of range(5)) {
      chair(y.v, { x: -2.8 + i * 1.2, z: 7.2, facing: 'away' }, TONE.oak)
      chair(y.v, { x: -2.4 + i * 1.2, z: 9.4, facing: 'toward' }, TONE.oak)
    }
    for (const i of [0, 2, 3]) yardSeated(y, [-2.6 + i * 1.2 + 0.25, 10.1], 0.45, 1.7, { dir: -1 })
    for (const i of [1, 4]) yardSeated(y, [-2.6 + i * 1.2 + 0.25, 6.9], 0.45, 1.7, { dir: 1 })
    const a = y.v.point([-4.5, 0, 12])
    const b = y.v.point([4.5, 0, 12])
    const k = y.v.scaleAt([0, 0, 12])
    if (a && b) y.v.queue(12, pergola(a[0], a[1], b[0] - a[0], 2.9 * k))
    for (const z of [6, 8.5, 11]) {
      const p = y.v.point([-4.5, 2.9, z])
      const q = y.v.point([4.5, 2.9, z])
      if (p && q) y.v.queue(4, stringLights(c, p[0], p[1], q[0], q[1], 10, 12, true))
    }
    grove(
      y,
      [
        [-10, 10],
        [10, 12],
        [-12, 24],
        [12, 26],
        [-6, 32],
      ],
      6.5,
      ['round', 'tall'],
      fol,
    )
    c.add(y.v.flush())
  })
}

/** Riverside park: old trees, winding paths, a pond and a wooden bridge. */
export function park(width: number, height: number, seed = 'park'): string {
  return svgDoc(width, height, (c) => {
    const fol = FOLIAGE.summer
    const y = yard(c, { seed, mood: 'morning', eye: [0, 5, -4], focal: 0.45, horizon: 0.5, sunX: -1, sunAt: [0.22, 0.22] })
    c.add(lawn(y, GRASS))
    c.add(yardTower(y, [40, 260], 24, 18, 40) + yardTower(y, [90, 240], 18, 16, 34))
    const pond: G[] = curve(
      [
        [-16, 14],
        [-4, 10],
        [6, 16],
        [2, 26],
        [-10, 28],
        [-20, 22],
        [-16, 14],
      ],
      8,
    )
    c.add(ground(y, pond, '#9fb2c2'))
    c.add(
      ground(
        y,
        pond.map(([x, z]) => [x * 0.8 - 2, z * 0.9 + 1.5] as const),
        '#b8c8d3',
        { opacity: 0.6 },
      ),
    )
    const walk = curve([
      [6, 1],
      [8, 10],
      [-2, 18],
      [-8, 30],
      [2, 46],
      [10, 70],
    ])
    c.add(ribbon(y, walk, 2.4, PAVING))
    // Wooden footbridge across the pond neck.
    y.v.solid([-4.5, 0.3, 17], [0.5, 0.45, 19.4], TONE.oak)
    y.v.solid([-4.5, 0.45, 17], [0.5, 1.2, 17.08], TONE.oakDark)
    y.v.solid([-4.5, 0.45, 19.32], [0.5, 1.2, 19.4], TONE.oakDark)
    grove(
      y,
      [
        [-24, 8],
        [14, 6],
        [18, 20],
        [-28, 30],
        [10, 34],
        [-14, 40],
        [24, 44],
        [-4, 54],
        [30, 30],
      ],
      12,
      ['round', 'round', 'tall', 'conifer'],
      fol,
    )
    yardTree(y, [-8, 6.5], 10, 'birch', FOLIAGE.spring)
    walkers(y, walk, 6)
    yardBench(y, [10, 12], 1.8)
    c.add(y.v.flush())
  })
}
