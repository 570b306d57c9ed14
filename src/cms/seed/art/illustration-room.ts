/**
 * The shared interior pipeline: the view outside the windows, the room shell with openings and frames,
 * sun patches on the floor, furniture (through a callback) and a soft light wash on top.
 */
import type { Canvas, Random } from './svg'
import { mix, rng } from './svg'
import { circle, clipPath, fade, glowFill, hgrad, type Light, LIGHTS, type Mood, path, rect, TONE, vgrad } from './illustration-kit'
import { cableBridge, cityLayers, glitter, needleTower, ripples, skyline, sun, cloudStreaks } from './illustration-landscape'
import { FOLIAGE, treeRow } from './illustration-nature'
import { complexTowers, towers } from './illustration-towers'
import {
  type Camera,
  floorAndCeiling,
  frame,
  norm,
  onWall,
  type Opening,
  planks,
  type Room,
  type RoomLight,
  scale3,
  sunPatch,
  type V3,
  View,
  wall,
  type WallName,
  add,
} from './illustration-space'

/** What the windows look out on. */
export type Outlook = 'river' | 'courtyard' | 'city' | 'none'

/** Everything the furnish callback may need. */
export interface RoomContext {
  c: Canvas
  v: View
  r: Random
  room: Room
  light: Light
}

export interface WindowSpec {
  wall: WallName
  o: Opening
  /** Mullion positions along the wall. */
  bars?: number[]
  /** No frame at all (frameless corner glazing). */
  frameless?: boolean
}

export interface InteriorSpec {
  seed: string
  mood: Mood
  room: Room
  eye: V3
  yaw: number
  /** Focal length as a share of the image width. */
  focal: number
  /** Horizon height as a share of the image height. */
  horizon?: number
  walls: { back: string; left: string; right: string }
  floor: string
  ceiling?: string
  plank?: number
  windows: readonly WindowSpec[]
  outlook: Outlook
  /** Direction sunlight travels (into the room, downward); no patches without it. */
  sunDir?: V3
  sunPatchOpacity?: number
  toLight: V3
  furnish: (ctx: RoomContext) => void
  /** Markup on the walls, drawn before the furniture (tiles, mirrors, panels). */
  decor?: (ctx: RoomContext) => string
  /** Extra markup after the furniture (glows, people in front). */
  overlay?: (ctx: RoomContext) => string
}

/** The landscape seen through the windows, drawn over the whole canvas (walls cover the rest). */
export function outsideView(
  c: Canvas,
  r: Random,
  light: Light,
  horizon: number,
  outlook: Outlook,
  sunAt: readonly [number, number] | null,
): string {
  const { width: w, height: h } = c
  let out = rect(0, 0, w, h, vgrad(c, [...light.sky.map(([o, col]) => [o * (horizon / h), col] as const), [1, light.water[1]]]))
  if (sunAt && light.sun) out += sun(c, light, sunAt[0], sunAt[1], w * 0.018, 10)
  out += cloudStreaks(light, r, { x0: 0, x1: w, y0: horizon * 0.25, y1: horizon * 0.85 }, 7)
  if (outlook === 'river' || outlook === 'city') {
    const far = horizon + h * 0.03
    out += needleTower(w * 0.86, far, h * 0.2, fade(TONE.navy4, light, 0.75))
    out += cityLayers(r, light, 0, w, far, h * 0.025, 2)
    out += rect(
      0,
      far,
      w,
      h - far,
      vgrad(c, [
        [0, light.water[0]],
        [1, mix(light.water[1], light.water[0], 0.3)],
      ]),
    )
    if (outlook === 'river') {
      out += cableBridge(w * 0.05, w * 0.45, far + h * 0.012, h * 0.07, fade(TONE.navy3, light, 0.6))
      if (sunAt) out += glitter(r, sunAt[0], far + 4, h, w * 0.08, light.sun ?? light.glow)
      out += ripples(r, 0, w, far + 3, h, 60, TONE.cream, 0.25)
    } else {
      out += rect(0, far, w, h - far, fade(TONE.navy4, light, 0.55))
      out += skyline(r, 0, w, h, h * 0.15, h * 0.35, fade(TONE.navy4, light, 0.4))
    }
  } else if (outlook === 'courtyard') {
    const base = horizon + h * 0.45
    out += towers(c, light, r, complexTowers(w * 0.5, base, (w / 1600) * 1.9, { seed: 'yard-view', sunLeft: false }).slice(1, 4))
    out += treeRow(
      c,
      r,
      ['round', 'round', 'tall'],
      -w * 0.05,
      w * 1.05,
      horizon + h * 0.5,
      h * 0.3,
      9,
      light.mood === 'autumn' ? FOLIAGE.autumn : FOLIAGE.summer,
    )
  }
  return out
}

/** Frameless glazing: only a hairline at the glass joints, a slim floor channel and a reflection streak. */
function glassEdges(v: View, room: Room, wdw: WindowSpec): string {
  const { o } = wdw
  const ends: [V3, V3][] = [
    [onWall(room, wdw.wall, o.u0, o.v0), onWall(room, wdw.wall, o.u0, o.v1)],
    [onWall(room, wdw.wall, o.u1, o.v0), onWall(room, wdw.wall, o.u1, o.v1)],
  ]
  const joints = v.segments(ends.map(([a, b]) => [a, b] as const))
  const channel = v.segments([[onWall(room, wdw.wall, o.u0, o.v0 + 0.03, 0.01), onWall(room, wdw.wall, o.u1, o.v0 + 0.03, 0.01)]])
  const mid = (o.u0 + o.u1) / 2
  const streak = v.ring([
    onWall(room, wdw.wall, mid - 0.5, o.v0, 0.01),
    onWall(room, wdw.wall, mid - 0.2, o.v0, 0.01),
    onWall(room, wdw.wall, mid + 0.5, o.v1, 0.01),
    onWall(room, wdw.wall, mid + 0.2, o.v1, 0.01),
  ])
  return (
    path(streak, '#ffffff', { opacity: 0.07 }) +
    path(joints, 'none', { stroke: '#ffffff', 'stroke-width': 1.2, opacity: 0.55 }) +
    path(channel, 'none', { stroke: TONE.navy3, 'stroke-width': 2, opacity: 0.5 })
  )
}

/** Renders a furnished room (see InteriorSpec) into the canvas. */
export function paintInterior(c: Canvas, s: InteriorSpec): void {
  const light = LIGHTS[s.mood]
  const r = rng(s.seed)
  const horizon = c.height * (s.horizon ?? 0.52)
  const cam: Camera = { pos: s.eye, yaw: s.yaw, focal: s.focal * c.width, cx: c.width / 2, cy: horizon }
  const warm = light.sun ? mix(light.glow, '#ffffff', 0.25) : '#fff6e8'
  const roomLight: RoomLight = { toLight: norm(s.toLight), warm, cool: mix(TONE.mist, TONE.navy4, 0.2), strength: 0.32 }
  const v = new View(cam, roomLight)
  const ctx: RoomContext = { c, v, r, room: s.room, light }
  const sunScreen = s.sunDir ? v.point(add(s.eye, scale3(norm(s.sunDir), -400))) : null
  c.add(outsideView(c, r, light, horizon, s.outlook, sunScreen))
  const floorRing = v.ring([
    [0, 0, -4],
    [s.room.w, 0, -4],
    [s.room.w, 0, s.room.d],
    [0, 0, s.room.d],
  ])
  c.add(floorAndCeiling(v, s.room, s.floor, s.ceiling ?? '#f4f1ec'))
  if (s.plank) c.add(planks(v, s.room, s.plank, mix(s.floor, '#000000', 0.35)))
  if (s.sunDir) {
    const patches = s.windows
      .map((wdw) =>
        sunPatch(
          v,
          s.room,
          wdw.wall,
          wdw.o,
          norm(s.sunDir!),
          light.sun ? mix(light.glow, '#fff8ea', 0.35) : '#fffaf0',
          s.sunPatchOpacity ?? 0.5,
        ),
      )
      .join('')
    c.add(clipPath(c, floorRing, patches))
  }
  for (const name of ['back', 'left', 'right'] as const) {
    c.add(
      wall(
        v,
        s.room,
        name,
        s.walls[name],
        s.windows.filter((wdw) => wdw.wall === name).map((wdw) => wdw.o),
      ),
    )
  }
  for (const wdw of s.windows) {
    if (!wdw.frameless) c.add(frame(v, s.room, wdw.wall, wdw.o, mix(TONE.navy3, TONE.slate, 0.4), wdw.bars))
    else c.add(glassEdges(v, s.room, wdw))
  }
  if (s.decor) c.add(s.decor(ctx))
  s.furnish(ctx)
  c.add(v.flush())
  if (s.overlay) c.add(s.overlay(ctx))
  // Light wash: warm from the window side, a touch of shade on the far side.
  if (sunScreen) c.add(circle(sunScreen[0], sunScreen[1], c.width * 0.7, glowFill(c, light.glow, 0.22)))
  c.add(
    rect(
      0,
      0,
      c.width,
      c.height,
      hgrad(c, [
        [0, TONE.navy, 0.08],
        [0.5, TONE.navy, 0],
        [1, TONE.navy, 0.04],
      ]),
    ),
  )
  c.add(
    rect(
      0,
      0,
      c.width,
      horizon * 0.7,
      vgrad(c, [
        [0, TONE.navy, 0.08],
        [1, TONE.navy, 0],
      ]),
    ),
  )
}
