/**
 * Diagram-like illustrations drawn flat from above or in section: the sunrise site plan with the sun path,
 * the cut-away of the energy-efficient window and the stylised district map. No text: shapes and icons only.
 */
import type { Random } from './svg'
import { mix, num, rng, url } from './svg'
import {
  blob,
  box,
  circle,
  glowFill,
  group,
  hgrad,
  line,
  path,
  poly,
  type Pt,
  rect,
  range,
  ring,
  svgDoc,
  TONE,
  vgrad,
} from './illustration-kit'

const PAPER = '#f6f5f2'

/** A faint drafting grid over the whole canvas. */
function grid(w: number, h: number, step: number, color: string, opacity = 0.5): string {
  let d = ''
  for (let x = step; x < w; x += step) d += `M${num(x)} 0V${num(h)}`
  for (let y = step; y < h; y += step) d += `M0 ${num(y)}H${num(w)}`
  return line(d, color, 1, { opacity, 'stroke-linecap': 'butt' })
}

/** A rotated rectangle footprint as a ring. */
function footprint(cx: number, cy: number, w: number, h: number, angle: number): Quad {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const turn = (x: number, y: number): Pt => [cx + x * c - y * s, cy + x * s + y * c]
  return [turn(-w / 2, -h / 2), turn(w / 2, -h / 2), turn(w / 2, h / 2), turn(-w / 2, h / 2)]
}

/** A footprint's four corners. */
type Quad = [Pt, Pt, Pt, Pt]

/** The north arrow: a split needle in a ring (no letters). */
function northArrow(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, 'none', { stroke: TONE.navy3, 'stroke-width': 1.5, opacity: 0.5 }) +
    poly(
      [
        [x, y - r * 0.8],
        [x + r * 0.28, y + r * 0.5],
        [x, y + r * 0.25],
      ],
      TONE.navy3,
    ) +
    poly(
      [
        [x, y - r * 0.8],
        [x - r * 0.28, y + r * 0.5],
        [x, y + r * 0.25],
      ],
      TONE.mist,
    )
  )
}

/** The five towers of the complex around two courtyards, as footprints on the plan. */
function siteTowers(cx: number, cy: number, s: number, angle: number): Quad[] {
  const places: [number, number, number, number][] = [
    [-0.95, -0.7, 0.5, 0.34],
    [0.05, -0.85, 0.56, 0.34],
    [0.95, -0.55, 0.46, 0.34],
    [-0.55, 0.45, 0.5, 0.34],
    [0.65, 0.55, 0.46, 0.34],
  ]
  const c = Math.cos(angle)
  const si = Math.sin(angle)
  return places.map(([x, y, w, h]) => footprint(cx + (x * c - y * si) * s, cy + (x * si + y * c) * s, w * s, h * s, angle))
}

/** Stylised site plan with the sun path from east to south; the towers' corners turned to the sunrise. */
export function sunriseDiagram(width: number, height: number): string {
  return svgDoc(width, height, (c) => {
    const cx = width * 0.44
    const cy = height * 0.46
    const s = width * 0.24
    c.add(rect(0, 0, width, height, PAPER))
    c.add(grid(width, height, width / 20, TONE.cloud, 0.9))
    // River along the south-east.
    c.add(
      path(
        `M${num(width * 0.35)} ${num(height)}C${num(width * 0.6)} ${num(height * 0.82)} ${num(width * 0.8)} ${num(height * 0.86)} ${num(width)} ${num(height * 0.62)}V${num(height)}Z`,
        vgrad(c, [
          [0, TONE.riverMist],
          [1, TONE.riverBlue],
        ]),
      ),
    )
    c.add(path(ring(footprint(cx, cy, s * 3.2, s * 2.6, -0.12)), '#eceee6'))
    c.add(path(blob(cx - s * 0.2, cy - s * 0.1, s * 0.38) + blob(cx + s * 0.55, cy + s * 0.05, s * 0.3), '#c9d6bb'))
    // Sun path: an arc from the east (right) round to the south (bottom), suns along it.
    const R = width * 0.38
    const a0 = -0.35
    const a1 = Math.PI / 2 + 0.15
    const arc = range(25).map((i) => {
      const a = a0 + ((a1 - a0) * i) / 24
      return [cx + Math.cos(a) * R, cy + Math.sin(a) * R] as const
    })
    c.add(
      path(`M${arc.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`, 'none', {
        stroke: hgrad(c, [
          [0, TONE.coral],
          [1, TONE.amber],
        ]),
        'stroke-width': 3,
        'stroke-dasharray': '2 10',
        'stroke-linecap': 'round',
      }),
    )
    const fan = `M${num(cx)} ${num(cy)}L${num(arc[0]![0])} ${num(arc[0]![1])}${arc.map(([x, y]) => `L${num(x)} ${num(y)}`).join('')}Z`
    c.add(
      path(
        fan,
        url(
          c.radial(
            [
              [0, TONE.amber, 0.04],
              [1, TONE.amber, 0.2],
            ],
            { cx: 0.2, cy: 0.2, r: 1 },
          ),
        ),
      ),
    )
    const towers = siteTowers(cx, cy, s, -0.12)
    const suns = [0, 8, 16, 24].map((i) => arc[i]!)
    let rays = ''
    for (const [i, [sx, sy]] of suns.entries()) {
      const t = towers[i % towers.length]!
      const corner = t[2]
      rays += `M${num(sx)} ${num(sy)}L${num(corner[0])} ${num(corner[1])}`
    }
    c.add(line(rays, TONE.amber, 2, { opacity: 0.55, 'stroke-dasharray': '6 8' }))
    c.add(
      towers
        .map(
          (t) =>
            path(ring(t), TONE.navy4) +
            line(
              `M${num((t[1][0] + t[2][0]) / 2)} ${num((t[1][1] + t[2][1]) / 2)}L${num(t[2][0])} ${num(t[2][1])}L${num((t[2][0] + t[3][0]) / 2)} ${num((t[2][1] + t[3][1]) / 2)}`,
              TONE.orange,
              9,
              { 'stroke-linecap': 'butt', 'stroke-linejoin': 'miter' },
            ),
        )
        .join(''),
    )
    c.add(
      suns
        .map(
          ([x, y], i) =>
            circle(x, y, width * 0.07, glowFill(c, TONE.amber, 0.5)) +
            circle(x, y, width * (0.018 + i * 0.003), mix(TONE.coral, TONE.amber, i / 3)),
        )
        .join(''),
    )
    c.add(northArrow(width * 0.1, height * 0.1, width * 0.04))
  })
}

/** Cut-away of an energy-efficient window: a warm multi-chamber frame and triple glazing, cold outside, warm inside. */
export function windowProfile(width: number, height: number): string {
  return svgDoc(width, height, (c) => {
    const mid = width * 0.5
    c.add(
      rect(
        0,
        0,
        width,
        height,
        hgrad(c, [
          [0, '#cdd9e4'],
          [0.42, '#eef1f4'],
          [0.58, '#fbf1e4'],
          [1, '#f6d9b8'],
        ]),
      ),
    )
    c.add(grid(width, height, 40, '#ffffff', 0.6))
    // Wall section above and below the window: concrete, insulation, plaster.
    const wall = (y: number, h: number) =>
      rect(mid - 190, y, 380, h, '#b9b6b0') +
      rect(mid - 250, y, 60, h, '#e8d27a') +
      rect(mid - 270, y, 20, h, '#dcd6cc') +
      rect(mid + 190, y, 16, h, '#f3efe8')
    c.add(wall(0, height * 0.16) + wall(height * 0.84, height * 0.16))
    // Frame profile: outer shell with chambers, top and bottom.
    const frame = (y: number, h: number) => {
      let out = rect(mid - 150, y, 300, h, '#f3f1ed', { stroke: TONE.slate, 'stroke-width': 2 })
      for (const i of range(5))
        out += rect(mid - 140 + i * 56, y + h * 0.18, 48, h * 0.64, '#e4e1db', { stroke: TONE.mist, 'stroke-width': 1.5 })
      return out
    }
    c.add(frame(height * 0.16, height * 0.1) + frame(height * 0.74, height * 0.1))
    // Three panes with gas gaps and bronze spacers.
    const paneY = height * 0.26
    const paneH = height * 0.48
    const panes = [-96, -8, 80]
    c.add(rect(mid - 96, paneY, 176 + 16, paneH, '#dfe8ef', { opacity: 0.5 }))
    for (const x of panes)
      c.add(
        rect(
          mid + x,
          paneY,
          16,
          paneH,
          vgrad(c, [
            [0, '#ffffff'],
            [0.5, '#bcd0de'],
            [1, '#9fb2c2'],
          ]),
        ) + rect(mid + x + 3, paneY + 10, 3, paneH - 20, '#ffffff', { opacity: 0.8 }),
      )
    for (const x of [-80, 8]) c.add(rect(mid + x, paneY, 72, 14, TONE.bronze) + rect(mid + x, paneY + paneH - 14, 72, 14, TONE.bronze))
    for (const x of [-104, 96]) c.add(rect(mid + x, paneY - 6, 8, 20, TONE.navy3) + rect(mid + x, paneY + paneH - 14, 8, 20, TONE.navy3))
    // Heat flow: cold waves stop at the glass, warm waves reflect back inside.
    const wave = (x0: number, y: number, len: number, dir: number) => {
      let d = `M${num(x0)} ${num(y)}`
      for (let i = 0; i < len; i += 40) d += `q${num(dir * 10)} -14 ${num(dir * 20)} 0t${num(dir * 20)} 0`
      return d
    }
    c.add(
      line(
        wave(width * 0.06, height * 0.4, 200, 1) + wave(width * 0.06, height * 0.52, 200, 1) + wave(width * 0.06, height * 0.64, 200, 1),
        TONE.riverBlue,
        4,
      ),
    )
    c.add(
      poly(
        [
          [mid - 130, height * 0.52],
          [mid - 150, height * 0.5],
          [mid - 150, height * 0.54],
        ],
        TONE.riverBlue,
      ),
    )
    c.add(
      line(
        wave(width * 0.94, height * 0.4, 200, -1) + wave(width * 0.94, height * 0.52, 200, -1) + wave(width * 0.94, height * 0.64, 200, -1),
        TONE.orange,
        4,
      ),
    )
    c.add(
      path(`M${num(mid + 130)} ${num(height * 0.46)}q-40 60 0 120`, 'none', {
        stroke: TONE.coral,
        'stroke-width': 4,
        'stroke-dasharray': '8 8',
      }),
    )
    c.add(
      poly(
        [
          [mid + 128, height * 0.58],
          [mid + 148, height * 0.565],
          [mid + 146, height * 0.6],
        ],
        TONE.coral,
      ),
    )
    c.add(circle(width * 0.9, height * 0.16, 40, glowFill(c, TONE.amber, 0.7)) + circle(width * 0.9, height * 0.16, 14, TONE.amber))
    c.add(group(snowflake(width * 0.1, height * 0.16, 26), { opacity: 0.8 }))
  })
}

/** A six-armed snowflake glyph. */
function snowflake(x: number, y: number, r: number): string {
  let d = ''
  for (const i of range(6)) {
    const a = (i * Math.PI) / 3
    const ex = x + Math.cos(a) * r
    const ey = y + Math.sin(a) * r
    d += `M${num(x)} ${num(y)}L${num(ex)} ${num(ey)}`
    for (const s of [-1, 1])
      d += `M${num(x + Math.cos(a) * r * 0.6)} ${num(y + Math.sin(a) * r * 0.6)}l${num(Math.cos(a + s * 0.8) * r * 0.3)} ${num(Math.sin(a + s * 0.8) * r * 0.3)}`
  }
  return line(d, TONE.riverBlue, 3)
}

/** A round map pin with a simple glyph: metro M, school book, kindergarten house, park tree. */
function mapIcon(kind: 'metro' | 'school' | 'kinder' | 'park' | 'home', x: number, y: number, r: number): string {
  const bg = { metro: '#d6402f', school: TONE.navy4, kinder: TONE.riverBlue, park: TONE.parkDark, home: TONE.coral }[kind]
  let glyph = ''
  switch (kind) {
    case 'metro':
      glyph = poly(
        [
          [x - r * 0.55, y + r * 0.38],
          [x - r * 0.38, y - r * 0.42],
          [x, y + r * 0.1],
          [x + r * 0.38, y - r * 0.42],
          [x + r * 0.55, y + r * 0.38],
          [x + r * 0.36, y + r * 0.38],
          [x + r * 0.26, y - r * 0.05],
          [x, y + r * 0.4],
          [x - r * 0.26, y - r * 0.05],
          [x - r * 0.36, y + r * 0.38],
        ],
        TONE.cream,
      )
      break
    case 'school':
      glyph =
        path(
          `M${num(x)} ${num(y - r * 0.25)}L${num(x - r * 0.5)} ${num(y - r * 0.4)}V${num(y + r * 0.3)}L${num(x)} ${num(y + r * 0.45)}L${num(x + r * 0.5)} ${num(y + r * 0.3)}V${num(y - r * 0.4)}Z`,
          TONE.cream,
        ) + line(`M${num(x)} ${num(y - r * 0.25)}V${num(y + r * 0.45)}`, bg, 2)
      break
    case 'kinder':
      glyph =
        poly(
          [
            [x - r * 0.45, y + r * 0.4],
            [x - r * 0.45, y - r * 0.05],
            [x, y - r * 0.45],
            [x + r * 0.45, y - r * 0.05],
            [x + r * 0.45, y + r * 0.4],
          ],
          TONE.cream,
        ) + rect(x - r * 0.12, y + r * 0.08, r * 0.24, r * 0.32, bg)
      break
    case 'park':
      glyph =
        poly(
          [
            [x, y - r * 0.5],
            [x + r * 0.38, y + r * 0.2],
            [x - r * 0.38, y + r * 0.2],
          ],
          TONE.cream,
        ) + rect(x - r * 0.06, y + r * 0.2, r * 0.12, r * 0.25, TONE.cream)
      break
    case 'home':
      glyph = path(
        box(x - r * 0.4, y - r * 0.35, r * 0.22, r * 0.75) +
          box(x - r * 0.1, y - r * 0.5, r * 0.22, r * 0.9) +
          box(x + r * 0.2, y - r * 0.2, r * 0.22, r * 0.6),
        TONE.cream,
      )
  }
  return (
    circle(x, y + r * 0.12, r * 1.05, TONE.navy, { opacity: 0.12 }) +
    circle(x, y, r, bg) +
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': r * 0.12 }) +
    glyph
  )
}

/** City blocks on a rotated street grid, skipping the river and the given clear zones. */
function cityBlocks(r: Random, w: number, h: number, step: number, angle: number, skip: (x: number, y: number) => boolean): string {
  let d = ''
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const n = Math.ceil((Math.max(w, h) * 1.6) / step)
  for (let i = -n; i < n; i++) {
    for (let j = -n; j < n; j++) {
      const lx = i * step
      const ly = j * step
      const x = w / 2 + lx * c - ly * s
      const y = h / 2 + lx * s + ly * c
      if (x < -step || y < -step || x > w + step || y > h + step || skip(x, y)) continue
      const bw = step * r.range(0.55, 0.78)
      const bh = step * r.range(0.55, 0.78)
      d += ring(footprint(x, y, bw, bh, angle))
    }
  }
  return path(d, '#e2dfd7')
}

/** Stylised aerial district map: river bend, the complex, metro, parks and schools as icons. */
export function districtMap(width: number, height: number, seed = 'district-map'): string {
  return svgDoc(width, height, (c) => {
    const r = rng(seed)
    const riverD = `M${num(-20)} ${num(height * 0.18)}C${num(width * 0.35)} ${num(height * 0.1)} ${num(width * 0.55)} ${num(height * 0.35)} ${num(width * 0.5)} ${num(height * 0.58)}S${num(width * 0.7)} ${num(height * 1.0)} ${num(width + 20)} ${num(height * 0.9)}`
    const nearRiver = (x: number, y: number) => {
      const t = x / width
      const ry = t < 0.5 ? height * (0.18 + t * 0.8) : height * (0.58 + (t - 0.5) * 0.64)
      return Math.abs(y - ry) < height * 0.09
    }
    const parks: [number, number, number][] = [
      [0.22, 0.52, 0.1],
      [0.78, 0.3, 0.12],
      [0.36, 0.86, 0.08],
    ]
    const inPark = (x: number, y: number) => parks.some(([px, py, pr]) => Math.hypot(x - px * width, y - py * height) < pr * width * 1.1)
    const home: Pt = [width * 0.62, height * 0.5]
    c.add(rect(0, 0, width, height, '#eceae4'))
    c.add(
      cityBlocks(
        r,
        width,
        height,
        width * 0.06,
        0.35,
        (x, y) => nearRiver(x, y) || inPark(x, y) || Math.hypot(x - home[0], y - home[1]) < width * 0.1,
      ),
    )
    c.add(
      parks
        .map(([px, py, pr]) =>
          path(
            blob(px * width, py * height, pr * width) +
              blob(px * width + pr * width * 0.6, py * height + pr * width * 0.3, pr * width * 0.7),
            '#c9d6bb',
          ),
        )
        .join(''),
    )
    c.add(path(riverD, 'none', { stroke: '#b9c8d4', 'stroke-width': width * 0.11, 'stroke-linecap': 'round' }))
    c.add(path(riverD, 'none', { stroke: '#a6b8c8', 'stroke-width': width * 0.07, 'stroke-linecap': 'round' }))
    // Main avenues and bridges.
    c.add(
      line(
        `M0 ${num(height * 0.72)}L${num(width)} ${num(height * 0.34)}M${num(width * 0.3)} 0L${num(width * 0.78)} ${num(height)}`,
        '#ffffff',
        10,
      ),
    )
    c.add(
      line(
        `M${num(width * 0.44)} ${num(height * 0.5)}l${num(width * 0.14)} ${num(-height * 0.05)}M${num(width * 0.64)} ${num(height * 0.78)}l${num(width * 0.06)} ${num(height * 0.12)}`,
        '#f3efe6',
        14,
        { 'stroke-linecap': 'butt' },
      ),
    )
    // The complex: a warm halo and the five footprints.
    c.add(circle(home[0], home[1], width * 0.16, glowFill(c, TONE.amber, 0.45)))
    c.add(
      siteTowers(home[0], home[1], width * 0.05, 0.35)
        .map((t) => path(ring(t), TONE.coral))
        .join(''),
    )
    // Walking route to the metro.
    const metro: Pt = [width * 0.82, height * 0.24]
    c.add(
      path(`M${num(home[0])} ${num(home[1])}Q${num(width * 0.8)} ${num(height * 0.46)} ${num(metro[0])} ${num(metro[1])}`, 'none', {
        stroke: TONE.navy4,
        'stroke-width': 3,
        'stroke-dasharray': '2 9',
        'stroke-linecap': 'round',
      }),
    )
    const icons: [Parameters<typeof mapIcon>[0], number, number][] = [
      ['metro', 0.82, 0.24],
      ['metro', 0.16, 0.78],
      ['school', 0.4, 0.66],
      ['school', 0.86, 0.62],
      ['kinder', 0.72, 0.7],
      ['kinder', 0.3, 0.36],
      ['park', 0.22, 0.52],
      ['park', 0.78, 0.3],
    ]
    c.add(icons.map(([k, x, y]) => mapIcon(k, width * x, height * y, width * 0.032)).join(''))
    c.add(mapIcon('home', home[0], home[1] - width * 0.09, width * 0.042))
    c.add(northArrow(width * 0.92, height * 0.9, width * 0.035))
  })
}
