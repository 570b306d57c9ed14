/**
 * Close, quiet moments: coffee on the sill at dawn, the keys on the worktop, the sales manager's portrait,
 * and the video posters of the resident at the corner window and the landscape designer in the yard.
 */
import type { Canvas } from './svg'
import { mix, num, rng } from './svg'
import { blob, circle, ellipse, glowFill, group, hgrad, LIGHTS, line, path, rect, range, svgDoc, TONE, vgrad } from './illustration-kit'
import { outsideView } from './illustration-room'
import { FOLIAGE } from './illustration-nature'
import { cornerGlazingRoom } from './scene-interiors'
import { courtyardMorning } from './scene-courtyards'

/** A cup of coffee on a saucer with steam, standing at (x, y), `s` wide. */
function cup(x: number, y: number, s: number): string {
  const saucer = ellipse(x, y, s * 0.75, s * 0.12, '#f3efe8') + ellipse(x, y - s * 0.03, s * 0.5, s * 0.07, '#e2dcd2')
  const body = path(
    `M${num(x - s * 0.38)} ${num(y - s * 0.62)}h${num(s * 0.76)}l${num(-s * 0.06)} ${num(s * 0.52)}q${num(-s * 0.32)} ${num(s * 0.12)} ${num(-s * 0.64)} 0Z`,
    TONE.cream,
  )
  const coffee = ellipse(x, y - s * 0.62, s * 0.38, s * 0.07, '#6b4a36')
  const handle = path(
    `M${num(x + s * 0.36)} ${num(y - s * 0.5)}a${num(s * 0.14)} ${num(s * 0.14)} 0 1 1 ${num(-s * 0.02)} ${num(s * 0.26)}`,
    'none',
    { stroke: TONE.cream, 'stroke-width': s * 0.07 },
  )
  const steam = line(
    range(3)
      .map(
        (i) =>
          `M${num(x - s * 0.15 + i * s * 0.15)} ${num(y - s * 0.75)}q${num(s * 0.1)} ${num(-s * 0.15)} 0 ${num(-s * 0.3)}t0 ${num(-s * 0.3)}`,
      )
      .join(''),
    '#ffffff',
    s * 0.03,
    { opacity: 0.5 },
  )
  return saucer + body + coffee + handle + steam
}

/** A window sill with a cup of coffee; pink-amber dawn over the river and bridge silhouettes. */
export function windowDawn(width: number, height: number, seed = 'window-dawn'): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.dawn
    const r = rng(seed)
    const horizon = height * 0.5
    c.add(outsideView(c, r, light, horizon, 'river', [width * 0.62, horizon - height * 0.08]))
    // The window reveal frames the view; the sill runs across the bottom.
    const reveal = '#d9cfc4'
    c.add(
      path(
        `M0 0H${num(width)}V${num(height)}H0ZM${num(width * 0.1)} ${num(height * 0.08)}V${num(height * 0.7)}H${num(width * 0.9)}V${num(height * 0.08)}Z`,
        reveal,
        { 'fill-rule': 'evenodd' },
      ),
    )
    c.add(
      path(`M0 0L${num(width * 0.1)} ${num(height * 0.08)}V${num(height * 0.7)}L0 ${num(height * 0.78)}Z`, mix(reveal, TONE.navy4, 0.25)),
    )
    c.add(
      path(
        `M${num(width)} 0L${num(width * 0.9)} ${num(height * 0.08)}V${num(height * 0.7)}L${num(width)} ${num(height * 0.78)}Z`,
        mix(reveal, light.glow, 0.3),
      ),
    )
    c.add(path(`M0 0H${num(width)}L${num(width * 0.9)} ${num(height * 0.08)}H${num(width * 0.1)}Z`, mix(reveal, TONE.navy4, 0.15)))
    c.add(rect(width * 0.5 - 3, height * 0.08, 6, height * 0.62, mix(TONE.navy3, TONE.slate, 0.4)))
    c.add(
      path(
        `M${num(width * 0.1)} ${num(height * 0.7)}H${num(width * 0.9)}L${num(width)} ${num(height * 0.78)}V${num(height)}H0V${num(height * 0.78)}Z`,
        vgrad(c, [
          [0, '#f3ede4'],
          [1, '#d8cbbb'],
        ]),
      ),
    )
    c.add(rect(0, height * 0.78, width, height * 0.015, '#ffffff', { opacity: 0.5 }))
    c.add(
      path(
        `M${num(width * 0.3)} ${num(height * 0.72)}L${num(width * 0.72)} ${num(height * 0.72)}L${num(width * 0.95)} ${num(height)}H${num(width * 0.2)}Z`,
        light.glow,
        { opacity: 0.22 },
      ),
    )
    c.add(ellipse(width * 0.36, height * 0.9, width * 0.09, height * 0.018, TONE.navy, { opacity: 0.15 }))
    c.add(cup(width * 0.34, height * 0.895, width * 0.1))
    c.add(
      path(
        `M${num(width * 0.55)} ${num(height * 0.86)}l${num(width * 0.2)} -6l${num(width * 0.02)} ${num(height * 0.05)}l${num(-width * 0.2)} 6Z`,
        TONE.navy4,
      ) + path(`M${num(width * 0.55)} ${num(height * 0.86)}l${num(width * 0.2)} -6v-8l${num(-width * 0.2)} 6Z`, TONE.cream),
    )
    c.add(circle(width * 0.62, horizon - height * 0.08, width * 0.5, glowFill(c, light.glow, 0.18)))
  })
}

/** A key: round bow and a toothed blade, pointing along `angle`. */
function key(x: number, y: number, s: number, angle: number, color: string): string {
  const blade = `M${num(s * 0.45)} ${num(-s * 0.09)}H${num(s * 1.6)}l${num(s * 0.08)} ${num(s * 0.09)}l${num(-s * 0.08)} ${num(s * 0.09)}H${num(s * 1.35)}v${num(s * 0.1)}h${num(-s * 0.1)}v${num(-s * 0.06)}h${num(-s * 0.12)}v${num(s * 0.1)}h${num(-s * 0.12)}v${num(-s * 0.14)}H${num(s * 0.45)}Z`
  const bow = `M${num(-s * 0.5)} 0a${num(s * 0.5)} ${num(s * 0.5)} 0 1 0 ${num(s)} 0a${num(s * 0.5)} ${num(s * 0.5)} 0 1 0 ${num(-s)} 0ZM${num(-s * 0.3)} ${num(-s * 0.1)}a${num(s * 0.12)} ${num(s * 0.12)} 0 1 1 0 ${num(s * 0.01)}Z`
  const deg = (angle * 180) / Math.PI
  return group(
    path(blade + bow, color, { 'fill-rule': 'evenodd' }) +
      path(`M${num(-s * 0.3)} ${num(-s * 0.3)}a${num(s * 0.35)} ${num(s * 0.35)} 0 0 1 ${num(s * 0.5)} 0`, 'none', {
        stroke: '#ffffff',
        'stroke-width': s * 0.05,
        opacity: 0.5,
      }),
    { transform: `translate(${num(x)} ${num(y)}) rotate(${num(deg)})` },
  )
}

/** Keys with a dawn-coloured keychain on a stone kitchen worktop. */
export function promoKeys(width: number, height: number): string {
  return svgDoc(width, height, (c) => {
    const light = LIGHTS.morning
    // Soft background: the kitchen beyond, out of focus.
    c.add(
      rect(
        0,
        0,
        width,
        height,
        vgrad(c, [
          [0, '#efe9e1'],
          [1, '#e3dbd0'],
        ]),
      ),
    )
    c.add(
      rect(
        width * 0.55,
        0,
        width * 0.4,
        height * 0.42,
        vgrad(c, [
          [0, '#fbf3e6'],
          [1, light.glow],
        ]),
        { opacity: 0.7 },
      ),
    )
    c.add(
      rect(0, height * 0.05, width * 0.42, height * 0.3, '#dcd3c7', { opacity: 0.7 }) +
        rect(width * 0.03, height * 0.08, width * 0.17, height * 0.24, '#e8e1d7') +
        rect(width * 0.22, height * 0.08, width * 0.17, height * 0.24, '#e8e1d7'),
    )
    c.add(
      path(blob(width * 0.9, height * 0.3, width * 0.08) + blob(width * 0.84, height * 0.34, width * 0.06), FOLIAGE.summer[1], {
        opacity: 0.5,
      }),
    )
    // Worktop in perspective with soft veining.
    const top = height * 0.45
    c.add(
      path(
        `M0 ${num(top)}H${num(width)}V${num(height)}H0Z`,
        vgrad(c, [
          [0, '#f1ece6'],
          [1, '#d7cfc4'],
        ]),
      ),
    )
    c.add(rect(0, top - 6, width, 8, '#ffffff', { opacity: 0.7 }))
    c.add(
      line(
        `M${num(width * 0.05)} ${num(height)}Q${num(width * 0.3)} ${num(height * 0.7)} ${num(width * 0.7)} ${num(top + 10)}M${num(width * 0.5)} ${num(height)}Q${num(width * 0.7)} ${num(height * 0.75)} ${num(width)} ${num(height * 0.62)}`,
        '#c9bfb2',
        2,
        { opacity: 0.6 },
      ),
    )
    c.add(
      path(
        `M${num(width * 0.25)} ${num(top)}L${num(width * 0.7)} ${num(top)}L${num(width * 0.95)} ${num(height)}H${num(width * 0.1)}Z`,
        '#ffffff',
        { opacity: 0.18 },
      ),
    )
    // Shadow, ring, keys and the dawn keychain.
    const cx = width * 0.5
    const cy = height * 0.7
    const s = width * 0.08
    c.add(ellipse(cx + s * 0.4, cy + s * 0.5, s * 2.6, s * 0.5, TONE.navy, { opacity: 0.1 }))
    c.add(key(cx + s * 0.3, cy, s, -0.25, '#b9bec6'))
    c.add(key(cx + s * 0.2, cy + s * 0.2, s * 0.9, 0.35, TONE.bronzeLight))
    c.add(circle(cx - s * 0.35, cy + s * 0.05, s * 0.42, 'none', { stroke: '#a3a8b0', 'stroke-width': s * 0.06 }))
    c.add(
      path(`M${num(cx - s * 0.75)} ${num(cy + s * 0.1)}l${num(-s * 0.5)} ${num(s * 0.1)}`, 'none', {
        stroke: '#8a6a4a',
        'stroke-width': s * 0.16,
        'stroke-linecap': 'round',
      }),
    )
    c.add(circle(cx - s * 1.75, cy + s * 0.25, s * 0.62, glowFill(c, TONE.amber, 0.35)))
    c.add(circle(cx - s * 1.65, cy + s * 0.25, s * 0.55, dawnDisc(c)))
    c.add(circle(cx - s * 1.65, cy + s * 0.25, s * 0.18, '#fff1d6'))
  })
}

/** The dawn gradient fill of the keychain disc. */
const dawnDisc = (c: Canvas) =>
  hgrad(c, [
    [0, TONE.amber],
    [0.55, TONE.orange],
    [1, TONE.coral],
  ])

/** Round portrait of a friendly sales manager in a light office (the 400-px avatar). */
export function avatar(width: number, height: number): string {
  return svgDoc(width, height, (c) => {
    const w = width
    const h = height
    c.add(
      rect(
        0,
        0,
        w,
        h,
        vgrad(c, [
          [0, '#eef0f3'],
          [1, '#e6e1d9'],
        ]),
      ),
    )
    c.add(
      rect(
        w * 0.58,
        h * 0.05,
        w * 0.36,
        h * 0.55,
        vgrad(c, [
          [0, '#fbf6ee'],
          [1, '#f4dcc0'],
        ]),
      ) + rect(w * 0.755, h * 0.05, w * 0.012, h * 0.55, '#dcd6cc'),
    )
    c.add(path(blob(w * 0.12, h * 0.45, w * 0.12) + blob(w * 0.2, h * 0.38, w * 0.09), FOLIAGE.summer[1], { opacity: 0.45 }))
    const cx = w * 0.5
    // Shoulders in a navy blazer over a cream top.
    c.add(
      path(
        `M${num(cx - w * 0.4)} ${num(h)}C${num(cx - w * 0.38)} ${num(h * 0.78)} ${num(cx - w * 0.2)} ${num(h * 0.7)} ${num(cx)} ${num(h * 0.7)}C${num(cx + w * 0.2)} ${num(h * 0.7)} ${num(cx + w * 0.38)} ${num(h * 0.78)} ${num(cx + w * 0.4)} ${num(h)}Z`,
        TONE.navy4,
      ),
    )
    c.add(path(`M${num(cx - w * 0.09)} ${num(h * 0.7)}L${num(cx)} ${num(h * 0.86)}L${num(cx + w * 0.09)} ${num(h * 0.7)}Z`, TONE.cream))
    c.add(
      path(
        `M${num(cx - w * 0.05)} ${num(h * 0.6)}h${num(w * 0.1)}v${num(h * 0.12)}l${num(-w * 0.05)} ${num(h * 0.04)}l${num(-w * 0.05)} ${num(-h * 0.04)}Z`,
        '#dcae8e',
      ),
    )
    // Head, hair in a soft bob, a small warm earring.
    c.add(
      path(
        `M${num(cx - w * 0.17)} ${num(h * 0.42)}C${num(cx - w * 0.2)} ${num(h * 0.18)} ${num(cx + w * 0.2)} ${num(h * 0.18)} ${num(cx + w * 0.17)} ${num(h * 0.42)}L${num(cx + w * 0.19)} ${num(h * 0.62)}H${num(cx - w * 0.19)}Z`,
        '#5a3b2a',
      ),
    )
    c.add(ellipse(cx, h * 0.44, w * 0.125, h * 0.16, '#e8c2a2'))
    c.add(
      path(
        `M${num(cx - w * 0.15)} ${num(h * 0.4)}C${num(cx - w * 0.12)} ${num(h * 0.22)} ${num(cx + w * 0.16)} ${num(h * 0.22)} ${num(cx + w * 0.15)} ${num(h * 0.4)}C${num(cx + w * 0.06)} ${num(h * 0.33)} ${num(cx - w * 0.05)} ${num(h * 0.3)} ${num(cx - w * 0.15)} ${num(h * 0.4)}Z`,
        '#6b4632',
      ),
    )
    c.add(
      path(`M${num(cx - w * 0.045)} ${num(h * 0.52)}q${num(w * 0.045)} ${num(h * 0.03)} ${num(w * 0.09)} 0`, 'none', {
        stroke: '#b5775e',
        'stroke-width': w * 0.012,
        'stroke-linecap': 'round',
      }),
    )
    c.add(circle(cx + w * 0.127, h * 0.5, w * 0.012, TONE.amber))
    c.add(
      rect(
        0,
        0,
        w,
        h,
        hgrad(c, [
          [0, TONE.navy, 0.04],
          [1, TONE.amber, 0.06],
        ]),
      ),
    )
  })
}

/** Video poster: the resident with a cup at the corner window at dawn, seen from behind. */
export const residentPoster = (width: number, height: number) => cornerGlazingRoom(width, height, 'resident', true)

/** Video poster: the landscape designer among the saplings, holding a tablet. */
export const landscapePoster = (width: number, height: number) => courtyardMorning(width, height, 'landscape-designer', false, true)
