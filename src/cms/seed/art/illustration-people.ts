/**
 * People and street furniture: faceless figures in muted clothes (walking, standing, sitting, children,
 * workers in vests and helmets), benches, lamp posts, pergolas and string lights.
 */
import type { Canvas, Random } from './svg'
import { mix, num } from './svg'
import { blob, box, circle, glowFill, line, path, range, TONE } from './illustration-kit'

export interface PersonOpts {
  coat?: string
  legs?: string
  skin?: string
  hair?: string
  walking?: boolean
  /** 1 faces right, −1 faces left. */
  dir?: number
  child?: boolean
  worker?: boolean
  /** Everything in one colour (distant figures, backlit silhouettes). */
  silhouette?: string
  bag?: string
  /** Shoulder-length hair (seen from behind it covers the back of the head). */
  longHair?: boolean
}

const COATS = [TONE.navy4, TONE.coral, '#c9b49a', TONE.riverBlue, TONE.parkDark, TONE.amber, '#8e7f9c', TONE.cloud, TONE.navy3] as const
const SKINS = ['#e6c1a2', '#d8a887', '#f0d2b8', '#b98563'] as const
const HAIRS = ['#2b2420', '#5a3b2a', '#8a6a4a', '#1f2a4a', '#c9a27a'] as const

/** Seeded clothes and skin for a figure. */
export function outfit(r: Random): Required<Pick<PersonOpts, 'coat' | 'legs' | 'skin' | 'hair'>> {
  const coat = r.pick(COATS)
  return { coat, legs: r.chance(0.6) ? TONE.navy3 : mix(coat, TONE.navy, 0.5), skin: r.pick(SKINS), hair: r.pick(HAIRS) }
}

/** A standing or walking figure with feet at (x, y), `h` tall. */
export function person(r: Random, x: number, y: number, h: number, opts: PersonOpts = {}): string {
  const o = { ...outfit(r), ...opts }
  const one = opts.silhouette
  const dir = opts.dir ?? 1
  const headR = h * (opts.child ? 0.1 : 0.072)
  const headY = y - h + headR
  const shoulderY = headY + headR * 1.55
  const hipY = y - h * (opts.child ? 0.42 : 0.46)
  const sw = h * (opts.child ? 0.2 : 0.23)
  const hw = h * 0.17
  const hem = opts.child ? hipY : hipY + h * r.range(0, 0.1)
  const torso = `M${num(x - sw / 2)} ${num(shoulderY + sw * 0.25)}Q${num(x - sw / 2)} ${num(shoulderY)} ${num(x - sw * 0.2)} ${num(shoulderY)}H${num(x + sw * 0.2)}Q${num(x + sw / 2)} ${num(shoulderY)} ${num(x + sw / 2)} ${num(shoulderY + sw * 0.25)}L${num(x + hw / 2)} ${num(hem)}H${num(x - hw / 2)}Z`
  const lw = h * 0.075
  const stride = opts.walking ? h * 0.13 : h * 0.03
  const legs = `M${num(x - lw * 0.9)} ${num(hipY)}L${num(x - stride - lw / 2)} ${num(y)}h${num(lw)}L${num(x)} ${num(hipY + h * 0.05)}ZM${num(x + lw * 0.9)} ${num(hipY)}L${num(x + stride + lw / 2)} ${num(y)}h${num(-lw)}L${num(x)} ${num(hipY + h * 0.05)}Z`
  const swing = opts.walking ? h * 0.08 : h * 0.02
  const arms = `M${num(x - sw * 0.42)} ${num(shoulderY + h * 0.03)}L${num(x - sw * 0.5 - swing * dir)} ${num(hipY + h * 0.02)}M${num(x + sw * 0.42)} ${num(shoulderY + h * 0.03)}L${num(x + sw * 0.5 + swing * dir)} ${num(hipY + h * 0.02)}`
  const hair = `M${num(x - headR * 1.05)} ${num(headY + headR * 0.1)}A${num(headR * 1.05)} ${num(headR * 1.05)} 0 0 1 ${num(x + headR * 1.05)} ${num(headY + headR * 0.1)}Q${num(x - dir * headR * 0.2)} ${num(headY - headR * 0.2)} ${num(x - headR * 1.05)} ${num(headY + headR * 0.1)}Z`
  const coat = one ?? (opts.worker ? TONE.vest : o.coat)
  let out = path(legs, one ?? o.legs) + line(arms, coat, h * 0.06) + path(torso, coat) + circle(x, headY, headR, one ?? o.skin)
  if (opts.worker) {
    out += one ? '' : path(box(x - sw * 0.4, shoulderY + h * 0.12, sw * 0.8, h * 0.025), '#f6f5f2', { opacity: 0.8 })
    out += path(
      `M${num(x - headR * 1.2)} ${num(headY)}A${num(headR * 1.2)} ${num(headR * 1.15)} 0 0 1 ${num(x + headR * 1.2)} ${num(headY)}Z`,
      one ?? TONE.cream,
    )
  } else out += path(hair, one ?? o.hair)
  if (opts.longHair && !opts.worker)
    out += path(
      `M${num(x - headR * 1.1)} ${num(headY)}A${num(headR * 1.1)} ${num(headR * 1.1)} 0 0 1 ${num(x + headR * 1.1)} ${num(headY)}L${num(x + headR * 1.25)} ${num(shoulderY + headR * 0.9)}H${num(x - headR * 1.25)}Z`,
      one ?? o.hair,
    )
  if (opts.bag) out += path(box(x + dir * sw * 0.45, hipY - h * 0.1, h * 0.1, h * 0.12), one ?? opts.bag)
  return out
}

/** A seated figure on a seat at height `seatY` above feet level `y`, facing `dir`. */
export function seated(r: Random, x: number, y: number, seatY: number, h: number, opts: PersonOpts = {}): string {
  const o = { ...outfit(r), ...opts }
  const one = opts.silhouette
  const dir = opts.dir ?? 1
  const headR = h * 0.075
  const hipX = x
  const torsoH = h * 0.36
  const headY = seatY - torsoH - headR * 1.6
  const knee = hipX + dir * h * 0.24
  const thigh = h * 0.085
  const legs = `M${num(hipX)} ${num(seatY - thigh)}L${num(knee)} ${num(seatY - thigh)}L${num(knee + dir * h * 0.02)} ${num(y)}h${num(dir * h * 0.07)}L${num(knee + dir * thigh)} ${num(seatY)}H${num(hipX)}Z`
  const torso = `M${num(hipX - dir * h * 0.06)} ${num(seatY)}L${num(hipX - dir * h * 0.08)} ${num(seatY - torsoH)}Q${num(hipX)} ${num(seatY - torsoH - h * 0.04)} ${num(hipX + dir * h * 0.08)} ${num(seatY - torsoH)}L${num(hipX + dir * h * 0.1)} ${num(seatY)}Z`
  const arm = `M${num(hipX + dir * h * 0.02)} ${num(seatY - torsoH * 0.85)}L${num(hipX + dir * h * 0.12)} ${num(seatY - torsoH * 0.3)}L${num(hipX + dir * h * 0.22)} ${num(seatY - torsoH * 0.4)}`
  return (
    path(legs, one ?? o.legs) +
    path(torso, one ?? o.coat) +
    line(arm, one ?? mix(o.coat, '#000000', 0.12), h * 0.055) +
    circle(hipX, headY, headR, one ?? o.skin) +
    path(`M${num(hipX - headR)} ${num(headY)}a${num(headR)} ${num(headR)} 0 0 1 ${num(headR * 2)} 0Z`, one ?? o.hair)
  )
}

/** A small crowd of walkers and standers spread over a band of ground (scaled by depth). */
export function crowd(
  r: Random,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  hNear: number,
  hFar: number,
  opts: PersonOpts = {},
): string {
  const people = range(count)
    .map(() => ({ x: r.range(x0, x1), t: r.next() }))
    .sort((a, b) => a.t - b.t)
  return people
    .map(({ x, t }) => {
      const h = hFar + (hNear - hFar) * t
      const child = r.chance(0.18)
      return person(r, x, y0 + (y1 - y0) * t, child ? h * 0.62 : h, { walking: r.chance(0.6), dir: r.chance(0.5) ? 1 : -1, child, ...opts })
    })
    .join('')
}

/** A park bench in side view. */
export function bench(x: number, y: number, w: number, wood: string = TONE.oak, metal: string = TONE.navy3): string {
  const h = w * 0.22
  return (
    path(
      box(x, y - h, w, h * 0.16) + box(x + w * 0.02, y - h * 1.9, w * 0.96, h * 0.14) + box(x + w * 0.02, y - h * 1.6, w * 0.96, h * 0.14),
      wood,
    ) +
    path(box(x + w * 0.08, y - h, w * 0.04, h) + box(x + w * 0.88, y - h, w * 0.04, h) + box(x + w * 0.08, y - h * 1.9, w * 0.03, h), metal)
  )
}

/** A lamp post; at dusk its lamp glows. */
export function lampPost(c: Canvas, x: number, y: number, h: number, on: boolean, color: string = TONE.navy3): string {
  const pole = path(box(x - h * 0.012, y - h, h * 0.024, h) + box(x - h * 0.06, y - h - h * 0.03, h * 0.12, h * 0.03), color)
  const lamp = path(box(x - h * 0.045, y - h, h * 0.09, h * 0.02), on ? TONE.amber : mix(color, '#ffffff', 0.4))
  return (on ? circle(x, y - h + h * 0.02, h * 0.35, glowFill(c, TONE.amber, 0.45)) : '') + pole + lamp
}

/** A pergola of slim timber posts and roof battens. */
export function pergola(x: number, y: number, w: number, h: number, wood: string = TONE.oakDark): string {
  let d = ''
  const posts = Math.max(2, Math.round(w / (h * 0.9)))
  for (const i of range(posts + 1)) d += box(x + (w * i) / posts - h * 0.025, y - h, h * 0.05, h)
  d += box(x - h * 0.1, y - h - h * 0.06, w + h * 0.2, h * 0.06)
  let battens = ''
  for (let bx = x - h * 0.05; bx < x + w + h * 0.1; bx += h * 0.12) battens += box(bx, y - h - h * 0.11, h * 0.03, h * 0.05)
  return path(d, wood) + path(battens, mix(wood, '#000000', 0.2))
}

/** A sagging string of warm bulbs between two points. */
export function stringLights(c: Canvas, x0: number, y0: number, x1: number, y1: number, sag: number, bulbs: number, on: boolean): string {
  const mx = (x0 + x1) / 2
  const my = (y0 + y1) / 2 + sag
  let dots = ''
  let halos = ''
  for (const i of range(bulbs)) {
    const t = (i + 0.5) / bulbs
    const bx = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1
    const by = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1
    dots += blob(bx, by + 3, 2.6)
    if (on && i % 2 === 0) halos += circle(bx, by + 3, 18, glowFill(c, TONE.amber, 0.35))
  }
  return (
    line(`M${num(x0)} ${num(y0)}Q${num(mx)} ${num(my)} ${num(x1)} ${num(y1)}`, TONE.navy3, 1, { opacity: 0.6 }) +
    halos +
    path(dots, on ? '#ffe2a8' : TONE.cream)
  )
}

/** A cyclist in side view, wheels on `y`, `h` tall overall, riding toward `dir`. */
export function cyclist(r: Random, x: number, y: number, h: number, dir = 1, coat?: string): string {
  const o = outfit(r)
  const wr = h * 0.2
  const wb = h * 0.62
  const rear = x - (dir * wb) / 2
  const front = x + (dir * wb) / 2
  const hub = y - wr
  const seat: [number, number] = [x - dir * h * 0.1, y - h * 0.58]
  const bars: [number, number] = [front - dir * h * 0.06, y - h * 0.64]
  const frame = `M${num(rear)} ${num(hub)}L${num(seat[0])} ${num(seat[1])}L${num(bars[0])} ${num(bars[1])}L${num(front)} ${num(hub)}M${num(rear)} ${num(hub)}L${num(x)} ${num(hub)}L${num(seat[0])} ${num(seat[1])}M${num(x)} ${num(hub)}L${num(bars[0] - dir * h * 0.02)} ${num(bars[1] + h * 0.06)}`
  const wheels = `M${num(rear - wr)} ${num(hub)}a${num(wr)} ${num(wr)} 0 1 0 ${num(2 * wr)} 0a${num(wr)} ${num(wr)} 0 1 0 ${num(-2 * wr)} 0ZM${num(front - wr)} ${num(hub)}a${num(wr)} ${num(wr)} 0 1 0 ${num(2 * wr)} 0a${num(wr)} ${num(wr)} 0 1 0 ${num(-2 * wr)} 0Z`
  const hip: [number, number] = [seat[0], seat[1] - h * 0.03]
  const shoulder: [number, number] = [x + dir * h * 0.12, y - h * 0.92]
  const body = `M${num(hip[0])} ${num(hip[1])}L${num(shoulder[0])} ${num(shoulder[1])}`
  const leg = `M${num(hip[0])} ${num(hip[1])}L${num(x + dir * h * 0.06)} ${num(y - h * 0.35)}L${num(x)} ${num(hub + h * 0.02)}`
  const arm = `M${num(shoulder[0])} ${num(shoulder[1])}L${num(bars[0])} ${num(bars[1] - h * 0.02)}`
  const head = circle(shoulder[0] + dir * h * 0.05, shoulder[1] - h * 0.1, h * 0.075, o.skin)
  const helmet = path(
    `M${num(shoulder[0] + dir * h * 0.05 - h * 0.085)} ${num(shoulder[1] - h * 0.1)}a${num(h * 0.085)} ${num(h * 0.085)} 0 0 1 ${num(h * 0.17)} 0Z`,
    coat ?? o.coat,
  )
  return (
    line(wheels, TONE.navy3, Math.max(1, h * 0.025)) +
    line(frame, TONE.coral, Math.max(1, h * 0.03)) +
    line(leg, o.legs, h * 0.07) +
    line(body, coat ?? o.coat, h * 0.13) +
    line(arm, coat ?? o.coat, h * 0.05) +
    head +
    helmet
  )
}
