/**
 * Equirectangular 360° panoramas (2:1): azimuth runs across the width, elevation up the height with the
 * horizon in the middle. World content is drawn once inside a group that is repeated one width to the left
 * and right, so shapes crossing the seam continue on the other edge and the image wraps seamlessly.
 */
import type { Canvas, Random } from './svg'
import { mix, rng } from './svg'
import {
  blob,
  fade,
  glowFill,
  type Light,
  LIGHTS,
  path,
  rect,
  range,
  svgDoc,
  TONE,
  vgrad,
  circle,
  line,
  use,
  symbol,
} from './illustration-kit'
import { CRANE_YELLOW } from './illustration-site'

type P3 = readonly [x: number, y: number, z: number]

/** Projection of world points (metres, viewer at the origin at height `eye`) into the panorama. */
class Equirect {
  constructor(
    readonly w: number,
    readonly h: number,
    readonly eye: number,
  ) {}

  /** Azimuth (0 at +z, growing toward +x) and elevation of a point. */
  angles([x, y, z]: P3): [number, number] {
    return [Math.atan2(x, z), Math.atan2(y - this.eye, Math.hypot(x, z))]
  }

  /** Pixel position; `ref` unwraps the azimuth next to a reference so shapes stay contiguous. */
  px(p: P3, ref?: number): [number, number] {
    const angles = this.angles(p)
    let a = angles[0]
    const e = angles[1]
    if (ref !== undefined) {
      while (a - ref > Math.PI) a -= 2 * Math.PI
      while (ref - a > Math.PI) a += 2 * Math.PI
    }
    return [((a + Math.PI) / (2 * Math.PI)) * this.w, this.h / 2 - (e / (Math.PI / 2)) * (this.h / 2)]
  }

  /** Path data of a world polygon, edges subdivided so long edges bend like in a real panorama. */
  ring(pts: readonly P3[], steps = 6): string {
    const ref = this.angles(centroid(pts))[0]
    const out: string[] = []
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i]!
      const b = pts[(i + 1) % pts.length]!
      for (let s = 0; s < steps; s++) {
        const t = s / steps
        const [x, y] = this.px([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t], ref)
        out.push(`${Math.round(x)} ${Math.round(y)}`)
      }
    }
    return `M${out.join('L')}Z`
  }

  /** Path data of a world polyline. */
  polyline(pts: readonly P3[], steps = 4): string {
    const ref = this.angles(centroid(pts))[0]
    const out: string[] = []
    for (let i = 0; i < pts.length - 1; i++) {
      for (let s = 0; s <= steps; s++) {
        const t = s / steps
        const a = pts[i]!
        const b = pts[i + 1]!
        const [x, y] = this.px([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t], ref)
        out.push(`${Math.round(x)} ${Math.round(y)}`)
      }
    }
    return `M${out.join('L')}`
  }

  /** Path data and tone (−1 shade … 1 lit) of the visible faces of a box: its top and the sides facing the viewer. */
  faces(min: P3, max: P3, steps = 1): { d: string; tone: number }[] {
    const [x0, y0, z0] = min
    const [x1, y1, z1] = max
    const eye: P3 = [0, this.eye, 0]
    const all: [P3, P3[], number][] = [
      [
        [0, 1, 0],
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        1,
      ],
      [
        [0, 0, -1],
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        0,
      ],
      [
        [0, 0, 1],
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        -1,
      ],
      [
        [-1, 0, 0],
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        0.5,
      ],
      [
        [1, 0, 0],
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        -0.5,
      ],
    ]
    return all
      .filter(([n, pts]) => {
        const c = centroid(pts)
        return n[0] * (eye[0] - c[0]) + n[1] * (eye[1] - c[1]) + n[2] * (eye[2] - c[2]) > 0
      })
      .map(([, pts, tone]) => ({ d: this.ring(pts, steps), tone }))
  }

  /** Floor lines on the visible sides of a box (storeys of a tower or a frame). */
  storeys(min: P3, max: P3, floorH: number): string {
    const [x0, y0, z0] = min
    const [x1, y1, z1] = max
    const eye: P3 = [0, this.eye, 0]
    const sides: [P3, P3, P3][] = [
      [
        [0, 0, -1],
        [x0, 0, z0],
        [x1, 0, z0],
      ],
      [
        [0, 0, 1],
        [x0, 0, z1],
        [x1, 0, z1],
      ],
      [
        [-1, 0, 0],
        [x0, 0, z0],
        [x0, 0, z1],
      ],
      [
        [1, 0, 0],
        [x1, 0, z0],
        [x1, 0, z1],
      ],
    ]
    let d = ''
    for (const [n, a, b] of sides) {
      const c: P3 = [(a[0] + b[0]) / 2, 0, (a[2] + b[2]) / 2]
      if (n[0] * (eye[0] - c[0]) + n[2] * (eye[2] - c[2]) <= 0) continue
      for (let y = y0 + floorH; y < y1 - 0.5; y += floorH)
        d += this.polyline(
          [
            [a[0], y, a[2]],
            [b[0], y, b[2]],
          ],
          2,
        )
    }
    return d
  }

  /**
   * Points of a rectangle around the viewer (half sizes hx, hz at height y), swept by azimuth from the left
   * edge of the image to the right one; used for the deck and railing we stand on.
   */
  surround(hx: number, hz: number, y: number, steps = 96): [number, number][] {
    return range(steps + 1).map((i) => {
      const a = -Math.PI + (2 * Math.PI * i) / steps
      const d = Math.min(hx / Math.max(1e-6, Math.abs(Math.sin(a))), hz / Math.max(1e-6, Math.abs(Math.cos(a))))
      return [(i / steps) * this.w, this.y(Math.atan2(y - this.eye, d))]
    })
  }

  /** Y pixel of an elevation angle. */
  y(elevation: number): number {
    return this.h / 2 - (elevation / (Math.PI / 2)) * (this.h / 2)
  }
}

const centroid = (pts: readonly P3[]): P3 => {
  const n = pts.length
  return [pts.reduce((s, p) => s + p[0], 0) / n, pts.reduce((s, p) => s + p[1], 0) / n, pts.reduce((s, p) => s + p[2], 0) / n]
}

/** The floor we stand on (down to the nadir) and a glass balustrade with a handrail around it. */
function standing(e: Equirect, hx: number, hz: number, floorY: number, railY: number, floor: string, rail: string, glass: string): string {
  const edge = e.surround(hx, hz, floorY)
  const top = e.surround(hx, hz, railY)
  const pts = (list: [number, number][]) => list.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')
  const deck = `M${pts(edge)}L${e.w} ${e.h}L0 ${e.h}Z`
  const pane = `M${pts(top)}L${pts([...edge].reverse())}Z`
  return (
    path(deck, floor) +
    path(pane, glass, { opacity: 0.18 }) +
    line(`M${pts(top)}`, rail, 6) +
    line(`M${pts(edge)}`, rail, 3, { opacity: 0.5 })
  )
}

/**
 * A river band across the view toward azimuth `heading`: its banks are swept by azimuth (dense where they are
 * close, so they curve smoothly), at distances near(a)/far(a) along the perpendicular for a relative azimuth a.
 */
function riverBand(heading: number, near: (a: number) => number, far: (a: number) => number, steps = 48): P3[] {
  const edge = (dist: (a: number) => number) =>
    range(steps + 1).map((i): P3 => {
      const a = -1.45 + (2.9 * i) / steps
      const d = dist(a) / Math.cos(a)
      return [Math.sin(heading + a) * d, 0, Math.cos(heading + a) * d]
    })
  return [...edge(near), ...edge(far).reverse()]
}

/** Draws world content three times (centre, one width left, one right) so the seam is invisible. */
function wrapped(c: Canvas, content: string): string {
  const id = symbol(c, content)
  return use(id) + use(id, { x: -c.width }) + use(id, { x: c.width })
}

/** A sky with the sun at an azimuth/elevation and the haze band at the horizon. */
function panoSky(c: Canvas, e: Equirect, light: Light, sunAz: number, sunEl: number): string {
  const sx = ((sunAz + Math.PI) / (2 * Math.PI)) * c.width
  const sy = e.y(sunEl)
  const glow = (x: number) =>
    circle(x, sy, c.height * 0.35, glowFill(c, light.glow, 0.5)) + circle(x, sy, c.height * 0.012, light.sun ?? light.glow)
  return rect(0, 0, c.width, c.height / 2 + 4, vgrad(c, light.sky)) + glow(sx) + glow(sx - c.width) + glow(sx + c.width)
}

/** A ring of distant skyline around the horizon as one stepped outline (a few degrees high at most). */
function horizonCity(
  e: Equirect,
  r: Random,
  light: Light,
  dist: number,
  maxH: number,
  color: string,
  gaps: (az: number) => boolean,
): string {
  const base = Math.round(e.y(Math.atan2(-e.eye, dist)) + 2)
  const x = (a: number) => Math.round(((a + Math.PI) / (2 * Math.PI)) * e.w)
  let d = `M0 ${base}`
  let a = -Math.PI
  while (a < Math.PI) {
    const w = r.range(0.01, 0.03)
    const hgt = gaps(a) ? 0 : r.next() < 0.1 ? r.range(maxH * 0.6, maxH) : r.range(maxH * 0.15, maxH * 0.45)
    const top = hgt ? Math.round(e.y(Math.atan2(hgt - e.eye, dist))) : base
    d += `V${top}H${Math.min(e.w, x(a + w))}`
    a += w
  }
  return path(`${d}V${base}Z`, fade(color, light, 0.55))
}

/** Shade of a face tone under the light. */
const toned = (color: string, light: Light, tone: number) =>
  tone >= 0 ? mix(color, light.lit, tone * 0.35) : mix(color, light.shade, -tone * 0.55)

/**
 * Collects faces of many boxes and emits them as few merged paths: grouped into distance bands drawn far to
 * near, one path per colour within a band (keeps a city of hundreds of blocks small).
 */
class Batch {
  private bands = new Map<number, Map<string, string>>()
  constructor(private readonly bandSize: number) {}
  add(distance: number, d: string, color: string): void {
    const band = Math.floor(distance / this.bandSize)
    const colors = this.bands.get(band) ?? new Map<string, string>()
    colors.set(color, (colors.get(color) ?? '') + d)
    this.bands.set(band, colors)
  }
  box(e: Equirect, min: P3, max: P3, color: string, light: Light): void {
    const dist = Math.hypot((min[0] + max[0]) / 2, (min[2] + max[2]) / 2)
    for (const f of e.faces(min, max)) this.add(dist, f.d, toned(color, light, f.tone))
  }
  toString(): string {
    return [...this.bands.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, colors]) => [...colors.entries()].map(([color, d]) => path(d, color)).join(''))
      .join('')
  }
}

/** A tower of the complex in 3D: light stone box, storey lines and an amber corner glazing ribbon. */
function tower3d(e: Equirect, light: Light, x: number, z: number, w: number, d: number, h: number, stone = '#ece6dc'): string {
  const min: P3 = [x, 0, z]
  const max: P3 = [x + w, h, z + d]
  const faces = e
    .faces(min, max, 2)
    .map((f) => path(f.d, toned(stone, light, f.tone)))
    .join('')
  const corner: P3 = [Math.abs(x) < Math.abs(x + w) ? x : x + w, 0, Math.abs(z) < Math.abs(z + d) ? z : z + d]
  const ribbon = line(
    e.polyline(
      [
        [corner[0], 6, corner[2]],
        [corner[0], h - 2, corner[2]],
      ],
      6,
    ),
    light.glassLit[0],
    Math.max(3, 900 / Math.hypot(corner[0], corner[2])),
    { 'stroke-linecap': 'butt' },
  )
  return faces + line(e.storeys(min, max, 3.1), mix(stone, TONE.navy3, 0.45), 1.5, { opacity: 0.7 }) + ribbon
}

/** A city of blocks on a street grid around the viewer, skipping zones. */
function cityGrid(
  e: Equirect,
  r: Random,
  light: Light,
  pitch: number,
  r0: number,
  r1: number,
  skip: (x: number, z: number) => boolean,
): string {
  const batch = new Batch(pitch * 2)
  const roofs = ['#e6dfd3', '#d3c6b3', '#efe9df', '#c9b8a4']
  for (let gx = -r1; gx <= r1; gx += pitch) {
    for (let gz = -r1; gz <= r1; gz += pitch) {
      const dist = Math.hypot(gx, gz)
      if (dist < r0 || dist > r1 || skip(gx, gz)) continue
      const bw = r.range(0.5, 0.75) * pitch
      const bd = r.range(0.5, 0.75) * pitch
      const bh = r.range(12, 34)
      batch.box(e, [gx - bw / 2, 0, gz - bd / 2], [gx + bw / 2, bh, gz + bd / 2], r.pick(roofs), light)
    }
  }
  return batch.toString()
}

/** Tree dots scattered over a round park. */
function parkPatch(e: Equirect, r: Random, cx: number, cz: number, rad: number): string {
  const area = path(
    e.ring(
      range(14).map((i): P3 => [cx + Math.cos((i / 14) * Math.PI * 2) * rad, 0, cz + Math.sin((i / 14) * Math.PI * 2) * rad]),
      3,
    ),
    '#97aa82',
  )
  let dots = ''
  for (const _ of range(30)) {
    const a = r.range(0, Math.PI * 2)
    const rr = Math.sqrt(r.next()) * rad * 0.9
    const p: P3 = [cx + Math.cos(a) * rr, 4, cz + Math.sin(a) * rr]
    const [x, y] = e.px(p)
    dots += blob(Math.round(x), Math.round(y), Math.max(2, Math.round(2600 / Math.hypot(p[0], p[2]))))
  }
  return area + path(dots, TONE.parkDark, { opacity: 0.85 })
}

/** Panorama from the rooftop of the complex: river and bridges, the city skyline, parks. */
export function panoramaDistrict(width: number, height: number, seed = 'panorama-district'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.morning
    const r = rng(seed)
    const e = new Equirect(width, height, 62)
    c.add(panoSky(c, e, light, -1.2, 0.1))
    c.add(
      rect(
        0,
        height / 2,
        width,
        height / 2,
        vgrad(c, [
          [0, fade('#a4a6a2', light, 0.5)],
          [0.25, '#8f9596'],
          [1, '#7f878a'],
        ]),
      ),
    )
    let world = horizonCity(e, r, light, 6000, 150, TONE.navy4, () => false)
    world += horizonCity(e, r, light, 2600, 95, TONE.slate, (a) => Math.abs(a) < 0.55)
    const [nx, ny] = e.px([4200, 0, -5200])
    world += path(
      `M${Math.round(nx - 9)} ${Math.round(ny)}L${Math.round(nx)} ${Math.round(e.y(Math.atan2(420, 6700)))}L${Math.round(nx + 9)} ${Math.round(ny)}Z`,
      fade(TONE.navy4, light, 0.6),
    )
    const river = riverBand(
      0,
      (a) => 140 * (1 + 0.6 * a * a),
      (a) => 560 * (1 + 0.35 * a * a),
    )
    world += path(
      e.ring(river, 1),
      vgrad(c, [
        [0.48, '#b7c6d3'],
        [0.56, TONE.riverMist],
        [1, TONE.riverBlue],
      ]),
    )
    world += line(
      e.polyline(
        river.slice(0, 49).map(([x, , z]): P3 => [x, 2, z]),
        1,
      ),
      '#8d8682',
      4,
    )
    for (const bx of [-620, 560]) {
      world += line(
        e.polyline(
          [
            [bx, 8, 150],
            [bx, 8, 700],
          ],
          10,
        ),
        TONE.cream,
        7,
      )
      world += line(
        e.polyline(
          [
            [bx, 8, 420],
            [bx, 52, 420],
          ],
          2,
        ),
        TONE.cream,
        4,
      )
    }
    world += parkPatch(e, r, -420, -380, 200) + parkPatch(e, r, 520, -260, 160) + parkPatch(e, r, -260, 1150, 260)
    world += cityGrid(
      e,
      r,
      light,
      125,
      150,
      1250,
      (x, z) =>
        (z > 100 && z < 720) ||
        Math.hypot(x + 420, z + 380) < 230 ||
        Math.hypot(x - 520, z + 260) < 190 ||
        Math.hypot(x + 260, z - 1150) < 290,
    )
    // The complex around us: the courtyard below and the neighbouring towers.
    world += path(
      e.ring(
        [
          [-70, 0, -95],
          [70, 0, -95],
          [70, 0, -20],
          [-70, 0, -20],
        ],
        6,
      ),
      '#a9bf94',
    )
    world += [
      tower3d(e, light, -95, -40, 28, 20, 78),
      tower3d(e, light, 30, -120, 34, 20, 56),
      tower3d(e, light, 70, -30, 24, 34, 68),
      tower3d(e, light, -60, -130, 30, 20, 44),
    ].join('')
    c.add(wrapped(c, world))
    c.add(standing(e, 1.6, 1.6, 60.4, 61.5, '#c9b49a', TONE.navy3, '#dfe8ef'))
  })
}

/** Panorama over the construction site: cranes, concrete frames and the finished first phase. */
export function panoramaConstruction(width: number, height: number, seed = 'panorama-construction'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.day
    const r = rng(seed)
    const e = new Equirect(width, height, 48)
    c.add(panoSky(c, e, light, 0.9, 0.5))
    c.add(
      rect(
        0,
        height / 2,
        width,
        height / 2,
        vgrad(c, [
          [0, fade('#bdb5a6', light, 0.5)],
          [0.25, '#aea594'],
          [1, '#978e7d'],
        ]),
      ),
    )
    let world = horizonCity(e, r, light, 4500, 120, TONE.navy4, () => false)
    world += path(
      e.ring(
        riverBand(
          Math.PI,
          () => 320,
          () => 1200,
        ),
        1,
      ),
      vgrad(c, [
        [0.5, light.water[0]],
        [1, light.water[1]],
      ]),
    )
    world += cityGrid(e, r, light, 120, 260, 1400, (x, z) => z < -300)
    // The site: gravel, a pit, a reinforced slab and the hoarding around it.
    world += path(
      e.ring(
        [
          [-140, 0, -200],
          [160, 0, -200],
          [160, 0, 170],
          [-140, 0, 170],
        ],
        8,
      ),
      '#b9ab94',
    )
    world += path(
      e.ring(
        [
          [40, 0, 60],
          [110, 0, 60],
          [110, 0, 130],
          [40, 0, 130],
        ],
        4,
      ),
      '#7d6f60',
    )
    world += path(
      e.ring(
        [
          [-110, 0.3, 90],
          [-50, 0.3, 90],
          [-50, 0.3, 140],
          [-110, 0.3, 140],
        ],
        4,
      ),
      '#b58d6a',
    )
    world += line(
      e.polyline(
        [
          [-140, 2, -200],
          [160, 2, -200],
          [160, 2, 170],
          [-140, 2, 170],
          [-140, 2, -200],
        ],
        10,
      ),
      TONE.navy4,
      4,
    )
    const batch = new Batch(40)
    for (const [x, z, w, d] of [
      [-30, 40, 8, 6],
      [-20, 40, 8, 6],
      [-30, 48, 8, 6],
    ] as const)
      batch.box(e, [x, 0, z], [x + w, 2.6, z + d], '#9fb2c2', light)
    world += batch.toString()
    const items: [number, string][] = []
    items.push([95, tower3d(e, light, -100, -70, 30, 24, 78)], [80, tower3d(e, light, -55, -95, 30, 22, 56)])
    for (const [x, z, fl] of [
      [50, -50, 16],
      [-100, 30, 10],
      [-45, 100, 6],
    ] as const) {
      const min: P3 = [x, 0, z]
      const max: P3 = [x + 32, fl * 3.1, z + 22]
      const frame =
        e
          .faces(min, max, 2)
          .map((f) => path(f.d, toned('#bdb9b2', light, f.tone)))
          .join('') + line(e.storeys(min, max, 3.1), '#6f6b66', 2)
      items.push([Math.hypot(x + 16, z + 11), frame])
    }
    items.sort((a, b) => b[0] - a[0])
    world += items.map(([, s]) => s).join('')
    let masts = ''
    let jibs = ''
    for (const [x, z, h, a] of [
      [30, 10, 70, 0.6],
      [-75, 80, 62, 2.2],
      [105, -70, 78, 4.0],
      [-20, -130, 66, 5.3],
    ] as const) {
      masts += e.polyline(
        [
          [x, 0, z],
          [x, h, z],
        ],
        8,
      )
      jibs += e.polyline(
        [
          [x - Math.cos(a) * 14, h, z - Math.sin(a) * 14],
          [x + Math.cos(a) * 55, h, z + Math.sin(a) * 55],
        ],
        10,
      )
      jibs += e.polyline(
        [
          [x + Math.cos(a) * 30, h, z + Math.sin(a) * 30],
          [x + Math.cos(a) * 30, h - 25, z + Math.sin(a) * 30],
        ],
        4,
      )
    }
    world += line(masts, CRANE_YELLOW, 10) + line(jibs, CRANE_YELLOW, 6)
    c.add(wrapped(c, world))
    c.add(standing(e, 1.4, 1.4, 46.4, 47.5, '#8a93a8', CRANE_YELLOW, '#ffffff'))
  })
}
