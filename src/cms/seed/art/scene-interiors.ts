/**
 * Interiors of the apartments: living room with the corner window at sunrise, kitchen-living room,
 * master bedroom, bathroom, studio, kids' room and the bare corner-glazing room.
 */
import { type Mood, svgDoc, TONE, vgrad } from './illustration-kit'
import {
  figure,
  armchair,
  bed,
  bunkBed,
  chair,
  coffeeTable,
  console_,
  floorLamp,
  island,
  kitchenRun,
  pendant,
  picture,
  plant,
  rug,
  shelf,
  sofa,
  stool,
  table,
  wardrobe,
  bath,
  vanity,
} from './illustration-furniture'
import { FOLIAGE } from './illustration-nature'
import { paintInterior, type InteriorSpec } from './illustration-room'
import { type Room, tiles, wallPanel } from './illustration-space'

const WALL = '#eee8df'
const WALL_WARM = '#f1e6da'
const OAK = '#d8b88e'
const SOFA = '#c9bfb2'

/**
 * A flat's finish: how it recolours a room's walls, floor and upholstery, and the time of day it is shown in.
 * The house palette changes nothing, so the site's own interiors keep their art.
 */
export interface InteriorPalette {
  walls: (color: string) => string
  floor: (color: string) => string
  fabric: (color: string) => string
  mood?: Mood
}

const same = (color: string) => color
export const HOUSE_PALETTE: InteriorPalette = { walls: same, floor: same, fabric: same }

/** Renders an interior spec to an SVG document in a palette. */
export const interior = (width: number, height: number, spec: InteriorSpec, p: InteriorPalette = HOUSE_PALETTE) =>
  svgDoc(width, height, (c) =>
    paintInterior(c, {
      ...spec,
      mood: p.mood ?? spec.mood,
      walls: { back: p.walls(spec.walls.back), left: p.walls(spec.walls.left), right: p.walls(spec.walls.right) },
      floor: p.floor(spec.floor),
    }),
  )

const LIVING: Room = { w: 6.2, d: 5.6, h: 3.0 }

/** Living room with frameless corner glazing onto the river at sunrise. */
export function livingCornerSunrise(width: number, height: number, seed = 'living-corner', p = HOUSE_PALETTE): string {
  const room = LIVING
  return interior(
    width,
    height,
    {
      seed,
      mood: 'dawn',
      room,
      eye: [0.7, 1.3, 0.4],
      yaw: 0.6,
      focal: 0.52,
      horizon: 0.45,
      walls: { back: WALL_WARM, left: WALL, right: WALL_WARM },
      floor: OAK,
      plank: 0.22,
      windows: [
        { wall: 'back', o: { u0: 3.0, u1: room.w, v0: 0.02, v1: room.h - 0.05 }, frameless: true },
        { wall: 'right', o: { u0: 0, u1: 3.0, v0: 0.02, v1: room.h - 0.05 }, frameless: true },
      ],
      outlook: 'river',
      sunDir: [-0.55, -0.2, -0.8],
      sunPatchOpacity: 0.45,
      toLight: [0.6, 0.3, 0.75],
      furnish: ({ v, r, c }) => {
        rug(v, 2.0, 2.6, 4.9, 4.9, '#e4d6c6', '#c9b49a')
        sofa(v, { x: 4.8, z: 2.9, facing: 'away' }, p.fabric(SOFA), 2.5)
        coffeeTable(v, { x: 2.9, z: 3.9, facing: 'toward' }, 1.2, 0.65)
        armchair(v, { x: 1.9, z: 4.9, facing: 'right' }, p.fabric(TONE.navy4))
        console_(v, { x: 0.42, z: 3.4, facing: 'right' }, 1.8, '#b89c7a')
        plant(v, r, [0.45, 0, 5.2], 1.6, FOLIAGE.summer, TONE.stone, 'tall')
        plant(v, r, [2.2, 0.4, 3.8], 0.4, FOLIAGE.spring, TONE.cream, 'grass')
        floorLamp(c, v, [1.5, 0, 5.3], false)
        v.queue(
          1e5,
          picture(
            v,
            [
              [0.01, 1.3, 3.6],
              [0.01, 1.3, 4.7],
              [0.01, 2.1, 4.7],
              [0.01, 2.1, 3.6],
            ],
            [TONE.amber, TONE.coral],
          ),
        )
      },
    },
    p,
  )
}

/** Kitchen-living room with an island, dining table and a wide window onto the courtyard. */
export function kitchenLiving(width: number, height: number, seed = 'kitchen-living', p = HOUSE_PALETTE): string {
  const room: Room = { w: 6.8, d: 6.0, h: 2.95 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'morning',
      room,
      eye: [3.2, 1.35, 0.1],
      yaw: -0.12,
      focal: 0.48,
      walls: { back: WALL, left: WALL_WARM, right: WALL },
      floor: OAK,
      plank: 0.2,
      windows: [{ wall: 'back', o: { u0: 2.6, u1: 6.4, v0: 0.3, v1: 2.7 }, bars: [3.9, 5.15] }],
      outlook: 'courtyard',
      sunDir: [0.35, -0.45, -0.8],
      sunPatchOpacity: 0.3,
      toLight: [0.2, 0.4, 0.9],
      furnish: ({ v, r, c, room: rm }) => {
        kitchenRun(v, { x: 0.6, z: 1.8, facing: 'right' }, 4.2, '#e9e4dc', '#cfc6b8', { column: true })
        island(v, { x: 2.4, z: 2.6, facing: 'right' }, 2.2, 1.0, p.fabric('#2a3759'), '#e9e4dc')
        stool(v, { x: 2.55, z: 3.0, facing: 'left' }, TONE.oak)
        stool(v, { x: 2.55, z: 3.7, facing: 'left' }, TONE.oak)
        table(v, { x: 3.6, z: 3.9, facing: 'toward' }, 2.0, 0.95, 0.75)
        for (const x of [3.75, 4.55, 5.35]) chair(v, { x, z: 3.35, facing: 'toward' }, p.fabric('#c9bfb2'))
        for (const x of [4.25, 5.05, 5.85]) chair(v, { x: x, z: 5.35, facing: 'away' }, p.fabric('#c9bfb2'))
        plant(v, r, [6.3, 0, 5.5], 1.4, FOLIAGE.summer, TONE.stone, 'tall')
        for (const x of [4.1, 4.6, 5.1]) pendant(c, v, x, 4.35, rm.h, 0.95, TONE.navy3, false)
      },
    },
    p,
  )
}

/** Master bedroom: large window, linen bedding, walk-in closet door ajar, morning light. */
export function bedroom(width: number, height: number, seed = 'bedroom', p = HOUSE_PALETTE): string {
  const room: Room = { w: 4.6, d: 5.0, h: 2.9 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'morning',
      room,
      eye: [0.7, 1.25, 0.2],
      yaw: 0.28,
      focal: 0.52,
      walls: { back: '#e9e2d8', left: WALL, right: WALL_WARM },
      floor: '#d3b793',
      plank: 0.24,
      windows: [{ wall: 'right', o: { u0: 0.9, u1: 3.4, v0: 0.35, v1: 2.75 }, bars: [2.15] }],
      outlook: 'river',
      sunDir: [-0.8, -0.35, -0.3],
      sunPatchOpacity: 0.35,
      toLight: [0.9, 0.3, 0.2],
      furnish: ({ v, r, c }) => {
        rug(v, 1.0, 1.6, 3.6, 3.4, '#e7ddd0')
        bed(v, { x: 1.4, z: 2.3, facing: 'toward' }, '#e3d7c6', '#b89c7a', 1.8, 2.2, p.fabric('#d9a07a'))
        console_(v, { x: 0.7, z: 4.1, facing: 'toward' }, 0.5, '#b89c7a', 0.5, 0.4)
        console_(v, { x: 3.3, z: 4.1, facing: 'toward' }, 0.5, '#b89c7a', 0.5, 0.4)
        wardrobe(v, { x: 0.6, z: 3.3, facing: 'right' }, 1.6, 0.6, 2.5, '#e6ded2', true)
        plant(v, r, [4.2, 0, 4.6], 1.2, FOLIAGE.summer, TONE.stone, 'leafy')
        floorLamp(c, v, [3.95, 0, 4.55], false)
        v.queue(
          1e5,
          picture(
            v,
            [
              [1.6, 1.35, 4.99],
              [3.0, 1.35, 4.99],
              [3.0, 2.05, 4.99],
              [1.6, 2.05, 4.99],
            ],
            ['#c9d3dc', TONE.amber],
          ),
        )
      },
    },
    p,
  )
}

/** Bathroom with large-format stone tiles, window, freestanding bath and warm light. */
export function bathroom(width: number, height: number, seed = 'bathroom', p = HOUSE_PALETTE): string {
  const room: Room = { w: 3.2, d: 3.6, h: 2.8 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'evening',
      room,
      eye: [1.1, 1.45, 0.15],
      yaw: 0.12,
      focal: 0.62,
      horizon: 0.5,
      walls: { back: '#ddd6cc', left: '#e7e1d8', right: '#d9d2c8' },
      floor: '#bdb2a4',
      plank: 0.6,
      windows: [{ wall: 'back', o: { u0: 1.3, u1: 2.6, v0: 0.9, v1: 2.5 } }],
      outlook: 'city',
      toLight: [0.2, 0.3, 0.9],
      furnish: ({ v, r, c }) => {
        bath(v, { x: 1.0, z: 2.6, facing: 'toward' })
        vanity(v, { x: 0.5, z: 0.9, facing: 'right' }, 1.3, '#b89c7a', '#e8e2d8')
        plant(v, r, [2.9, 0, 3.3], 0.9, FOLIAGE.summer, TONE.cream, 'grass')
        pendant(c, v, 1.8, 2.6, 2.8, 0.6, TONE.bronze, true)
      },
      decor: ({ c, v, room: rm }) =>
        (['back', 'left', 'right'] as const).map((w) => tiles(v, rm, w, 0.6, 1.2, '#8d8276')).join('') +
        wallPanel(
          v,
          rm,
          'left',
          { u0: 0.95, u1: 2.15, v0: 1.05, v1: 2.2 },
          vgrad(c, [
            [0, '#f4efe8'],
            [1, '#b9c3cc'],
          ]),
          0.02,
        ) +
        wallPanel(v, rm, 'left', { u0: 0.9, u1: 2.2, v0: 1.0, v1: 1.03 }, TONE.amber, 0.03, { opacity: 0.8 }),
    },
    p,
  )
}

/** Compact studio: sleeping niche, kitchen line, desk by a big window with a city view. */
export function studio(width: number, height: number, seed = 'studio', p = HOUSE_PALETTE): string {
  const room: Room = { w: 4.2, d: 6.2, h: 2.9 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'day',
      room,
      eye: [2.1, 1.35, 0.1],
      yaw: 0,
      focal: 0.5,
      walls: { back: WALL, left: WALL_WARM, right: WALL },
      floor: OAK,
      plank: 0.2,
      windows: [{ wall: 'back', o: { u0: 0.6, u1: 3.6, v0: 0.1, v1: 2.75 }, bars: [2.1] }],
      outlook: 'city',
      sunDir: [0.3, -0.5, -0.8],
      sunPatchOpacity: 0.28,
      toLight: [0.1, 0.3, 1],
      furnish: ({ v, r, c }) => {
        kitchenRun(v, { x: 0.6, z: 0.8, facing: 'right' }, 2.4, '#e9e4dc', '#cfc6b8')
        bed(v, { x: 2.2, z: 3.9, facing: 'left' }, '#e3d7c6', p.fabric('#c9b49a'), 1.6, 2.0)
        table(v, { x: 1.3, z: 5.35, facing: 'toward' }, 1.4, 0.65, 0.75)
        chair(v, { x: 1.75, z: 4.8, facing: 'away' }, p.fabric(TONE.coral))
        shelf(v, r, { x: 0.32, z: 4.7, facing: 'right' }, 1.2, 2.0, '#d9cbb8')
        plant(v, r, [3.8, 0, 5.8], 1.1, FOLIAGE.summer)
        floorLamp(c, v, [0.5, 0, 3.2], false)
      },
    },
    p,
  )
}

/** Child's room with a bunk bed, a play rug and a window onto the green courtyard. */
export function kidsRoom(width: number, height: number, seed = 'kids', p = HOUSE_PALETTE): string {
  const room: Room = { w: 3.8, d: 4.4, h: 2.85 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'morning',
      room,
      eye: [0.8, 1.2, 0.15],
      yaw: 0.22,
      focal: 0.5,
      walls: { back: '#e8eef0', left: '#f3ebe0', right: '#eef1ee' },
      floor: OAK,
      plank: 0.2,
      windows: [{ wall: 'back', o: { u0: 1.4, u1: 3.2, v0: 0.7, v1: 2.6 }, bars: [2.3] }],
      outlook: 'courtyard',
      sunDir: [0.2, -0.5, -0.85],
      sunPatchOpacity: 0.3,
      toLight: [0.2, 0.3, 1],
      furnish: ({ v, r }) => {
        rug(v, 1.2, 1.6, 3.0, 3.2, '#f2c89b', TONE.coral)
        bunkBed(v, { x: 0.05, z: 2.3, facing: 'toward' }, '#d9cbb8', '#9fb2c2', '#f2b38a')
        shelf(v, r, { x: 3.48, z: 3.2, facing: 'left' }, 1.0, 1.2, '#e3d5c2')
        table(v, { x: 2.2, z: 3.6, facing: 'toward' }, 1.1, 0.55, 0.62, '#f2efe8')
        chair(v, { x: 2.5, z: 3.05, facing: 'away' }, TONE.amber)
        plant(v, r, [3.5, 0, 4.0], 0.8, FOLIAGE.spring)
      },
    },
    p,
  )
}

/** The corner of a bare room with frameless floor-to-ceiling glass on both sides, river at dawn. */
export function cornerGlazingRoom(width: number, height: number, seed = 'corner-glazing', resident = false, p = HOUSE_PALETTE): string {
  const room: Room = { w: 5.0, d: 5.0, h: 3.0 }
  return interior(
    width,
    height,
    {
      seed,
      mood: 'dawn',
      room,
      eye: [1.3, 1.4, 1.3],
      yaw: Math.PI / 4,
      focal: 0.46,
      walls: { back: WALL_WARM, left: WALL, right: WALL_WARM },
      floor: '#dcc4a2',
      plank: 0.25,
      windows: [
        { wall: 'back', o: { u0: 1.2, u1: room.w, v0: 0.0, v1: room.h }, frameless: true },
        { wall: 'right', o: { u0: 0, u1: 3.8, v0: 0.0, v1: room.h }, frameless: true },
      ],
      outlook: 'river',
      sunDir: [-0.6, -0.18, -0.78],
      sunPatchOpacity: 0.5,
      toLight: [0.7, 0.2, 0.7],
      furnish: ({ v, r }) => {
        rug(v, 1.6, 2.4, 3.9, 4.2, '#e9dccb')
        armchair(v, { x: 1.4, z: 3.6, facing: 'right' }, p.fabric(TONE.navy4))
        coffeeTable(v, { x: 2.0, z: 3.2, facing: 'toward' }, 0.6, 0.6)
        plant(v, r, [0.6, 0, 4.5], 1.5, FOLIAGE.summer, TONE.stone, 'tall')
        if (resident) figure(v, r, [3.9, 0, 2.5], 1.68, { coat: TONE.cream, legs: TONE.navy4, hair: '#5a3b2a', dir: 1, longHair: true })
      },
    },
    p,
  )
}
