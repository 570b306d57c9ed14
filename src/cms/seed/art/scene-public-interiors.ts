/**
 * Shared and public interiors: the double-height lobby, the sales office with the model of the complex,
 * the architect's studio, the masterplan model, the first residents moving in, the family on the sill,
 * the underground parking and the storage corridor.
 */
import type { Canvas } from './svg'
import { num } from './svg'
import { box, circle, glowFill, line, path, svgDoc, TONE, range, blob } from './illustration-kit'
import { armchair, chair, coffeeTable, figure, pendant, plant, rug, shelf, sittingFigure, table, wardrobe } from './illustration-furniture'
import { FOLIAGE } from './illustration-nature'
import { paintInterior, type InteriorSpec, type RoomContext } from './illustration-room'
import { type Room, tiles, type V3, type View, wallPanel } from './illustration-space'

const STONE_FLOOR = '#d9d3c8'
const WOOD_WALL = '#b98f64'

/** Square floor tiles: joints in both directions. */
function floorGrid(v: View, room: Room, step: number, color: string, opacity = 0.35): string {
  const pairs: [V3, V3][] = []
  for (let x = step; x < room.w; x += step)
    pairs.push([
      [x, 0.001, -4],
      [x, 0.001, room.d],
    ])
  for (let z = 0; z < room.d; z += step)
    pairs.push([
      [0, 0.001, z],
      [room.w, 0.001, z],
    ])
  return path(v.segments(pairs), 'none', { stroke: color, 'stroke-width': 1, opacity })
}

/** A warm glowing ceiling light at a point. */
function ceilingGlow(c: Canvas, v: View, p: V3, radius: number): void {
  const s = v.point(p)
  if (s)
    v.queue(
      v.depth(p) - 0.3,
      circle(s[0], s[1], v.scaleAt(p) * radius, glowFill(c, TONE.amber, 0.35)) + circle(s[0], s[1], v.scaleAt(p) * 0.08, '#fff1d0'),
    )
}

/** The double-height entrance lobby; with `works`, final cleaning before handover. */
export function lobbyScene(width: number, height: number, seed = 'lobby', works = false): string {
  const room: Room = { w: 12, d: 14, h: 6.5 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: works ? 'evening' : 'morning',
      room,
      eye: [3.2, 1.6, 0.4],
      yaw: 0.22,
      focal: 0.42,
      horizon: 0.6,
      walls: { back: '#ece7df', left: WOOD_WALL, right: '#e6e0d6' },
      floor: STONE_FLOOR,
      ceiling: '#efebe5',
      windows: [{ wall: 'back', o: { u0: 3.2, u1: 11.4, v0: 0, v1: 5.9 }, bars: [5.25, 7.3, 9.35] }],
      outlook: 'courtyard',
      sunDir: [0.3, -0.5, -0.8],
      sunPatchOpacity: 0.3,
      toLight: [0.3, 0.3, 1],
      decor: ({ v, room: r0 }) =>
        tiles(v, r0, 'left', 0.14, 100, '#5e4630', 0.5) +
        floorGrid(v, r0, 1.2, '#a79f92') +
        wallPanel(v, r0, 'back', { u0: 0.6, u1: 2.6, v0: 3.0, v1: 3.08 }, TONE.bronze),
      furnish: ({ v, r, c: cc }) => {
        rug(v, 4.2, 6.5, 8.6, 10, '#c9b49a')
        armchair(v, { x: 5.0, z: 7.0, facing: 'away' }, '#2a3759')
        armchair(v, { x: 8.2, z: 7.0, facing: 'away' }, '#2a3759')
        armchair(v, { x: 5.4, z: 9.8, facing: 'toward' }, '#c9bfb2')
        coffeeTable(v, { x: 5.8, z: 8.0, facing: 'toward' }, 1.4, 0.8)
        table(v, { x: 0.6, z: 3.0, facing: 'right' }, 3.0, 0.9, 1.1, TONE.oak, WOOD_WALL)
        plant(v, r, [11.3, 0, 12.8], 2.4, FOLIAGE.summer, TONE.stone, 'tall')
        plant(v, r, [1.0, 0, 12.6], 2.0, FOLIAGE.summer, TONE.stone, 'leafy')
        for (const [x, z] of [
          [4.5, 5],
          [7.5, 5],
          [4.5, 10],
          [7.5, 10],
        ] as const)
          pendant(cc, v, x, z, room.h, 2.2, TONE.bronze, true)
        if (works) {
          figure(v, r, [6.6, 0, 4.2], 1.75, { worker: true, dir: -1 })
          v.solid([7.0, 0, 3.8], [7.6, 0.5, 4.4], TONE.coral)
          v.solid([7.25, 0.5, 4.0], [7.32, 1.1, 4.06], TONE.navy3)
        } else {
          figure(v, r, [7.0, 0, 12.0], 1.72, { walking: true, dir: -1, bag: TONE.oak })
        }
      },
    }),
  )
}

/** A model of the complex on a base: five towers around green courtyards beside a strip of river. */
function complexModel(v: View, x: number, y: number, z: number, s: number): void {
  const base: V3 = [x, y, z]
  const at = (dx: number, dy: number, dz: number): V3 => [base[0] + dx * s, base[1] + dy * s, base[2] + dz * s]
  v.solid(at(0, 0, 0), at(1.6, 0.06, 1.0), '#e7dcc8', { top: '#efe6d6' })
  v.solid(at(0, 0.06, 0.78), at(1.6, 0.062, 1.0), '#9fb2c2', { edge: false, bias: -0.01 })
  v.solid(at(0.1, 0.06, 0.1), at(1.5, 0.063, 0.7), '#b7c6a5', { edge: false, bias: -0.01 })
  const towers: [number, number, number][] = [
    [0.15, 0.15, 0.5],
    [0.55, 0.12, 0.62],
    [0.95, 0.15, 0.44],
    [0.3, 0.5, 0.36],
    [1.2, 0.45, 0.3],
  ]
  for (const [tx, tz, th] of towers)
    v.solid(at(tx, 0.06, tz), at(tx + 0.22, 0.06 + th, tz + 0.14), '#fbf8f2', { top: '#ffffff', bias: -0.02 })
}

/** Sales office: the model of the complex, armchairs, large windows, evening light. */
export function requestOffice(width: number, height: number, seed = 'request-office'): string {
  const room: Room = { w: 8, d: 9, h: 3.3 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'dusk',
      room,
      eye: [1.6, 1.55, 0.4],
      yaw: 0.35,
      focal: 0.5,
      horizon: 0.52,
      walls: { back: '#e6dfd4', left: '#ece6dc', right: '#e2dbd0' },
      floor: '#c9ad88',
      plank: 0.25,
      windows: [
        { wall: 'back', o: { u0: 3.4, u1: 7.6, v0: 0.1, v1: 3.1 }, bars: [4.8, 6.2] },
        { wall: 'right', o: { u0: 0.4, u1: 5.6, v0: 0.1, v1: 3.1 }, bars: [2.1, 3.8] },
      ],
      outlook: 'city',
      toLight: [-0.2, 0.8, -0.4],
      furnish: ({ v, r, c: cc }) => {
        table(v, { x: 3.0, z: 4.0, facing: 'toward' }, 2.2, 1.4, 0.8, '#f2efe8', TONE.navy3)
        complexModel(v, 3.1, 0.8, 4.1, 1.25)
        armchair(v, { x: 1.1, z: 7.8, facing: 'right' }, '#c9bfb2')
        armchair(v, { x: 6.6, z: 2.4, facing: 'left' }, TONE.navy4)
        coffeeTable(v, { x: 1.4, z: 8.1, facing: 'toward' }, 0.7, 0.7)
        plant(v, r, [0.6, 0, 5.6], 1.8, FOLIAGE.summer, TONE.stone, 'tall')
        for (const z of [3.5, 5.5]) pendant(cc, v, 4.1, z, room.h, 1.2, TONE.bronze, true)
        ceilingGlow(cc, v, [1.2, 3.28, 2.5], 1.2)
        figure(v, r, [5.7, 0, 6.2], 1.75, { coat: TONE.navy4, dir: -1 })
        figure(v, r, [2.3, 0, 3.4], 1.7, { dir: 1 })
      },
      overlay: ({ c: cc }) => path(box(0, 0, cc.width, cc.height), TONE.amber, { opacity: 0.05 }),
    }),
  )
}

/** An architectural masterplan model on a studio table: towers, courtyards, river and park. */
export function masterplanModel(width: number, height: number, seed = 'masterplan'): string {
  const room: Room = { w: 8, d: 6, h: 3.2 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'morning',
      room,
      eye: [3.9, 2.5, -0.9],
      yaw: 0.05,
      focal: 0.8,
      horizon: 0.04,
      walls: { back: '#e9e4dc', left: '#ece6dc', right: '#e4ded4' },
      floor: '#cdb08a',
      plank: 0.3,
      windows: [{ wall: 'back', o: { u0: 0.4, u1: 7.6, v0: 0.9, v1: 3.0 }, bars: [2.2, 4, 5.8] }],
      outlook: 'courtyard',
      toLight: [-0.4, 0.7, 0.5],
      furnish: ({ v, r }) => {
        table(v, { x: 2.4, z: 1.9, facing: 'toward' }, 3.0, 1.7, 0.85, '#7a5c43', TONE.navy3)
        const s = 1.5
        const [bx, by, bz] = [2.7, 0.85, 2.2]
        const at = (dx: number, dy: number, dz: number): V3 => [bx + dx * s, by + dy * s, bz + dz * s]
        v.solid(at(0, 0, 0), at(1.6, 0.02, 0.86), '#eee6d8', { top: '#f3ece0', bias: -0.5 })
        const flat = (x0: number, z0: number, x1: number, z1: number, color: string) =>
          v.queue(
            v.depth(at(x0, 0, z0)) - 1,
            path(v.ring([at(x0, 0.021, z0), at(x1, 0.021, z0), at(x1, 0.021, z1), at(x0, 0.021, z1)]), color),
          )
        flat(0, 0.66, 1.6, 0.86, '#9fb2c2')
        flat(1.05, 0.05, 1.55, 0.6, '#a9bf94')
        flat(0.12, 0.26, 0.86, 0.44, '#c4d3b1')
        const towers: [number, number, number][] = [
          [0.14, 0.12, 0.42],
          [0.42, 0.08, 0.5],
          [0.7, 0.14, 0.36],
          [0.24, 0.46, 0.3],
          [0.58, 0.48, 0.26],
        ]
        for (const [tx, tz, th] of towers)
          v.solid(at(tx, 0.02, tz), at(tx + 0.15, 0.02 + th, tz + 0.1), '#fbf8f2', { top: '#ffffff', bias: -0.6 })
        for (const i of range(14)) {
          const p = at(1.1 + (i % 5) * 0.1, 0.02, 0.1 + Math.floor(i / 5) * 0.18)
          const sp = v.point(p)
          if (sp) v.queue(v.depth(p) - 0.7, path(blob(sp[0], sp[1] - v.scaleAt(p) * 0.05, v.scaleAt(p) * 0.05), r.pick(FOLIAGE.summer)))
        }
        chair(v, { x: 2.1, z: 3.4, facing: 'right' }, TONE.navy4)
        plant(v, r, [7.3, 0, 5.4], 1.6, FOLIAGE.summer, TONE.stone, 'tall')
      },
    }),
  )
}

/** A family entering their new bright apartment with boxes; keys in hand, sun through the window. */
export function firstResidents(width: number, height: number, seed = 'first-residents'): string {
  const room: Room = { w: 6.5, d: 6, h: 2.95 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'morning',
      room,
      eye: [1.2, 1.45, 0.3],
      yaw: 0.25,
      focal: 0.46,
      walls: { back: '#f1ece4', left: '#ece6dc', right: '#f3eee6' },
      floor: '#dcc09a',
      plank: 0.2,
      windows: [{ wall: 'back', o: { u0: 2.4, u1: 6.2, v0: 0.1, v1: 2.75 }, bars: [4.3] }],
      outlook: 'river',
      sunDir: [-0.4, -0.45, -0.8],
      sunPatchOpacity: 0.45,
      toLight: [0.3, 0.3, 1],
      furnish: ({ v, r }) => {
        const carton = '#c9a27a'
        for (const [x, z, s, h] of [
          [1.0, 4.6, 0.6, 0.5],
          [1.1, 4.65, 0.5, 0.45],
          [4.8, 3.2, 0.6, 0.45],
          [5.2, 3.9, 0.5, 0.4],
        ] as const)
          v.solid([x, 0, z], [x + s, h, z + s * 0.8], carton)
        v.solid([1.05, 0.5, 4.62], [1.55, 0.95, 5.02], carton)
        figure(v, r, [2.6, 0, 3.0], 1.82, { coat: TONE.navy4, dir: 1, bag: carton })
        figure(v, r, [3.3, 0, 3.4], 1.68, { coat: TONE.coral, dir: -1 })
        figure(v, r, [3.0, 0, 2.6], 1.12, { child: true, coat: TONE.amber, walking: true })
        const k = v.point([3.15, 1.0, 3.35])
        if (k) v.queue(3.2, circle(k[0], k[1], 5, TONE.amber) + line(`M${num(k[0])} ${num(k[1])}l6 9`, TONE.bronze, 2))
      },
    }),
  )
}

/** A young family with a child on the deep windowsill of their new apartment, warm tones. */
export function familyOnSill(width: number, height: number, seed = 'family-sill'): string {
  const room: Room = { w: 5, d: 4.5, h: 2.9 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'evening',
      room,
      eye: [2.5, 1.3, 0.2],
      yaw: 0,
      focal: 0.55,
      horizon: 0.5,
      walls: { back: '#efe3d4', left: '#eadccb', right: '#efe3d4' },
      floor: '#d3b48c',
      plank: 0.2,
      windows: [{ wall: 'back', o: { u0: 0.7, u1: 4.3, v0: 0.5, v1: 2.7 }, bars: [2.5] }],
      outlook: 'river',
      sunDir: [0.2, -0.3, -0.9],
      sunPatchOpacity: 0.4,
      toLight: [0.1, 0.3, 1],
      furnish: ({ v, r }) => {
        v.solid([0.6, 0, 3.8], [4.4, 0.5, 4.5], '#efe6d8', { top: '#f7f0e4' })
        sittingFigure(v, r, [1.6, 0, 3.55], 0.5, 1.75, { dir: 1, coat: TONE.navy4 })
        sittingFigure(v, r, [3.3, 0, 3.55], 0.5, 1.65, { dir: -1, coat: TONE.coral })
        sittingFigure(v, r, [2.45, 0, 3.65], 0.5, 1.1, { dir: 1, coat: TONE.amber })
        plant(v, r, [4.6, 0, 4.1], 1.1, FOLIAGE.summer)
        rug(v, 1.2, 2.0, 3.8, 3.5, '#e8c9a4')
      },
    }),
  )
}

/** A 2D car seen from the front, for the parking scene. */
function carFront(x: number, y: number, w: number, color: string): string {
  const h = w * 0.55
  const body = `M${num(x - w / 2)} ${num(y - h * 0.15)}V${num(y - h * 0.5)}Q${num(x - w / 2)} ${num(y - h * 0.62)} ${num(x - w * 0.4)} ${num(y - h * 0.64)}L${num(x - w * 0.3)} ${num(y - h)}H${num(x + w * 0.3)}L${num(x + w * 0.4)} ${num(y - h * 0.64)}Q${num(x + w / 2)} ${num(y - h * 0.62)} ${num(x + w / 2)} ${num(y - h * 0.5)}V${num(y - h * 0.15)}Z`
  const glass = `M${num(x - w * 0.36)} ${num(y - h * 0.66)}L${num(x - w * 0.27)} ${num(y - h * 0.94)}H${num(x + w * 0.27)}L${num(x + w * 0.36)} ${num(y - h * 0.66)}Z`
  const lights = box(x - w * 0.44, y - h * 0.5, w * 0.16, h * 0.07) + box(x + w * 0.28, y - h * 0.5, w * 0.16, h * 0.07)
  const tyres = box(x - w * 0.46, y - h * 0.16, w * 0.14, h * 0.16) + box(x + w * 0.32, y - h * 0.16, w * 0.14, h * 0.16)
  return path(tyres, TONE.navy) + path(body, color) + path(glass, '#3a4a62') + path(lights, '#fff4dc')
}

/** Underground parking: clean lines, columns, EV chargers and a car. */
export function parking(width: number, height: number, seed = 'parking'): string {
  const room: Room = { w: 16, d: 40, h: 3.0 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'overcast',
      room,
      eye: [8, 1.5, 2.5],
      yaw: 0,
      focal: 0.42,
      walls: { back: '#d4d6da', left: '#e3e5e8', right: '#dcdfe3' },
      floor: '#8d949c',
      ceiling: '#e6e8eb',
      windows: [],
      outlook: 'none',
      toLight: [0, 1, -0.3],
      decor: ({ v, room: r0 }) => {
        const lines: [V3, V3][] = []
        for (let z = 4; z < r0.d; z += 2.6)
          lines.push(
            [
              [0, 0.002, z],
              [5, 0.002, z],
            ],
            [
              [11, 0.002, z],
              [16, 0.002, z],
            ],
          )
        lines.push(
          [
            [5, 0.002, 0],
            [5, 0.002, r0.d],
          ],
          [
            [11, 0.002, 0],
            [11, 0.002, r0.d],
          ],
        )
        const lamps = range(7)
          .map((i) =>
            v.ring([
              [7.4, 2.99, 3 + i * 5.5],
              [8.6, 2.99, 3 + i * 5.5],
              [8.6, 2.99, 4.6 + i * 5.5],
              [7.4, 2.99, 4.6 + i * 5.5],
            ]),
          )
          .join('')
        return (
          path(v.segments(lines), 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.7 }) +
          path(lamps, '#fffdf4') +
          path(
            v.ring([
              [0, 0, 0],
              [16, 0, 0],
              [16, 0, 40],
              [0, 0, 40],
            ]),
            '#ffffff',
            { opacity: 0.05 },
          ) +
          tiles(v, r0, 'left', 100, 1.0, '#f28a45', 0.9)
        )
      },
      furnish: ({ v, r, c: cc }) => {
        for (let z = 6; z < 40; z += 7.8) for (const x of [4.6, 11]) v.solid([x, 0, z], [x + 0.5, 3, z + 0.5], '#eceef3')
        for (let z = 5.2; z < 30; z += 5.2) {
          v.solid([0, 1.0, z], [0.18, 1.5, z + 0.4], TONE.cream)
          const p = v.point([0.2, 1.35, z + 0.2])
          if (p)
            v.queue(v.depth([0.2, 1.35, z + 0.2]) - 0.1, circle(p[0], p[1], v.scaleAt([0.2, 1.35, z]) * 0.35, glowFill(cc, '#7fd19b', 0.6)))
        }
        const colors = ['#eef0f2', TONE.navy4, '#9fb2c2', '#c9bfb2', TONE.coral]
        for (let z = 5.3; z < 32; z += 2.6) {
          for (const x of [2.5, 13.5]) {
            if (!r.chance(0.7)) continue
            const p: V3 = [x, 0, z + 1.2]
            const s0 = v.point(p)
            if (s0) v.queue(v.depth(p), carFront(s0[0], s0[1], v.scaleAt(p) * 1.85, r.pick(colors)))
          }
        }
      },
    }),
  )
}

/** Neat storage rooms with lockable doors along a bright basement corridor. */
export function storageCorridor(width: number, height: number, seed = 'storage'): string {
  const room: Room = { w: 2.8, d: 24, h: 2.8 }
  return svgDoc(width, height, (c) =>
    paintInterior(c, {
      seed,
      mood: 'day',
      room,
      eye: [1.4, 1.55, 0.3],
      yaw: 0,
      focal: 0.42,
      walls: { back: '#eceef3', left: '#f2f2f0', right: '#ecece8' },
      floor: '#c8cbcf',
      ceiling: '#f4f4f2',
      windows: [],
      outlook: 'none',
      toLight: [0, 1, -0.2],
      decor: ({ v, room: r0 }) => {
        let doors = ''
        let handles = ''
        for (let u = 1; u < 23; u += 1.6) {
          for (const w of ['left', 'right'] as const) {
            doors += wallPanel(v, r0, w, { u0: u, u1: u + 1.1, v0: 0.02, v1: 2.2 }, w === 'left' ? '#5f7891' : '#6d849b', 0.005)
            handles += wallPanel(
              v,
              r0,
              w,
              { u0: w === 'left' ? u + 0.9 : u + 0.12, u1: w === 'left' ? u + 0.98 : u + 0.2, v0: 1.0, v1: 1.12 },
              TONE.cream,
              0.01,
            )
          }
        }
        const lamps = range(8)
          .map((i) =>
            v.ring([
              [1.1, 2.79, 2 + i * 3],
              [1.7, 2.79, 2 + i * 3],
              [1.7, 2.79, 3.2 + i * 3],
              [1.1, 2.79, 3.2 + i * 3],
            ]),
          )
          .join('')
        return doors + handles + path(lamps, '#fffdf4') + floorGrid(v, r0, 0.6, '#9aa0a8', 0.3)
      },
      furnish: ({ v, r }) => {
        figure(v, r, [1.6, 0, 9], 1.75, { walking: true, dir: 1, bag: TONE.oak })
        wardrobe(v, { x: 0.05, z: 5.2, facing: 'toward' }, 0.4, 0.4, 0.4, '#c9a27a')
      },
    }),
  )
}

/** The architect at a desk with drawings and a tower model in soft window light, with a play glyph. */
export function architectPoster(width: number, height: number, seed = 'architect'): string {
  const room: Room = { w: 7, d: 6, h: 3.2 }
  const spec: InteriorSpec = {
    seed,
    mood: 'morning',
    room,
    eye: [2.4, 1.35, 1.4],
    yaw: 0.22,
    focal: 0.56,
    horizon: 0.5,
    walls: { back: '#e9e4dc', left: '#efe9e0', right: '#e6e0d6' },
    floor: '#cdb08a',
    plank: 0.25,
    windows: [{ wall: 'back', o: { u0: 2.8, u1: 6.6, v0: 0.5, v1: 3.0 }, bars: [4.1, 5.35] }],
    outlook: 'city',
    sunDir: [-0.4, -0.45, -0.8],
    sunPatchOpacity: 0.3,
    toLight: [0.2, 0.4, 1],
    decor: ({ v, room: r0 }: RoomContext) =>
      [0.3, 1.0, 1.7]
        .map(
          (u) =>
            wallPanel(v, r0, 'back', { u0: u, u1: u + 0.55, v0: 1.3, v1: 2.05 }, '#fbfaf7', 0.01) +
            wallPanel(v, r0, 'back', { u0: u + 0.08, u1: u + 0.47, v0: 1.45, v1: 1.5 }, TONE.riverBlue, 0.012),
        )
        .join(''),
    furnish: ({ v, r }: RoomContext) => {
      shelf(v, r, { x: 0.32, z: 2.6, facing: 'right' }, 1.6, 1.8, '#d9cbb8')
      const dx = 1.3
      table(v, { x: 2.6 + dx, z: 3.4, facing: 'toward' }, 2.4, 1.0, 0.78, '#f2efe8', TONE.navy3)
      for (const [x, z, w, d, col] of [
        [2.8, 3.5, 0.8, 0.55, '#ffffff'],
        [3.5, 3.6, 0.7, 0.5, '#eef1f4'],
      ] as const)
        v.queue(
          v.depth([x + dx, 0.79, z]) - 0.6,
          path(
            v.ring([
              [x + dx, 0.785, z],
              [x + dx + w, 0.785, z],
              [x + dx + w, 0.785, z + d],
              [x + dx, 0.785, z + d],
            ]),
            col,
          ),
        )
      v.solid([4.3 + dx, 0.78, 3.8], [4.5 + dx, 1.5, 3.95], '#fbf8f2', { top: '#ffffff', bias: -0.7 })
      v.solid([4.55 + dx, 0.78, 3.85], [4.7 + dx, 1.25, 3.98], '#fbf8f2', { top: '#ffffff', bias: -0.7 })
      sittingFigure(v, r, [3.6 + dx, 0, 4.8], 0.48, 1.78, { dir: -1, coat: TONE.navy4 })
      chair(v, { x: 3.8 + dx, z: 4.95, facing: 'away' }, TONE.navy3)
      plant(v, r, [1.0, 0, 5.3], 1.7, FOLIAGE.summer, TONE.stone, 'tall')
    },
  }
  return svgDoc(width, height, (c) => paintInterior(c, spec))
}
