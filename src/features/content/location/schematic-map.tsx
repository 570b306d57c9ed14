import type { CSSProperties } from 'react'

import { type MapMarker, markerLabel, projectDistrict, spreadApart, travelTime, walkMeters } from './map-model'
import styles from './schematic-map.module.css'

export interface SchematicMapProps {
  markers: MapMarker[]
  center: { lat: number; lng: number }
  /** The complex's name on its pin (site settings). */
  projectName: string | null
  activeNumber: number | null
  onActivate: (number: number) => void
}

const WIDTH = 1000
const HEIGHT = 680
/** The street grid leans a little, like the real district's, which makes the drawing feel less diagrammatic. */
const GRID_ANGLE = -9
const RINGS = [5, 10, 15]
/**
 * A marker's square with room around it, in drawing units: no two of these overlap. The drawing is never
 * narrower than 620 px (it pans sideways on phones; schematic-map.module.css), 0.62 px a unit: a 30 px marker
 * and a 4 px gap are 55 units.
 */
const MARKER_SPACING = 56

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`

/**
 * The offline district map: a drawn schematic (street blocks, parks, the river with its embankment, walking
 * rings around the complex) built from the CMS points — no tiles, no third party. Markers are real buttons
 * laid over the drawing, so they are focusable and named for screen readers.
 */
export function SchematicMap({ markers, center, projectName, activeNumber, onActivate }: SchematicMapProps) {
  const projection = projectDistrict(center, markers, WIDTH, HEIGHT)
  const home = projection.project(center.lat, center.lng)
  const placed = spreadApart(
    markers.map((marker) => ({ marker, ...projection.project(marker.lat, marker.lng) })),
    MARKER_SPACING,
    { width: WIDTH, height: HEIGHT },
  )
  const riverTop = Math.max(...placed.map((p) => p.y), home.y) + 46
  const parks = placed.filter((p) => /парк|сад|сквер/i.test(`${p.marker.category} ${p.marker.title}`))
  const rings = RINGS.map((minutes) => ({ minutes, r: walkMeters(minutes) * projection.scale })).filter((ring) => ring.r < WIDTH * 0.55)
  const active = placed.find((p) => p.marker.number === activeNumber)

  return (
    <div className={styles.map} data-map="schematic">
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="nz-river" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#bcd5e0" />
            <stop offset="1" stopColor="#9dbfd0" />
          </linearGradient>
          <radialGradient id="nz-glow">
            <stop offset="0" stopColor="#f7b267" stopOpacity="0.75" />
            <stop offset="0.55" stopColor="#f28a45" stopOpacity="0.2" />
            <stop offset="1" stopColor="#f28a45" stopOpacity="0" />
          </radialGradient>
          <pattern id="nz-blocks" width="92" height="72" patternUnits="userSpaceOnUse" patternTransform={`rotate(${GRID_ANGLE})`}>
            <rect x="7" y="7" width="78" height="58" rx="7" fill="#ebe3d3" />
          </pattern>
          <clipPath id="nz-land">
            <path d={riverPath(riverTop, 'land')} />
          </clipPath>
        </defs>

        <rect width={WIDTH} height={HEIGHT} fill="#f7f2e8" />
        <g clipPath="url(#nz-land)">
          <rect width={WIDTH} height={HEIGHT} fill="url(#nz-blocks)" />
          {/* Two avenues cross the district; the embankment road follows the river. */}
          <g stroke="#fffdf9" strokeLinecap="round" fill="none">
            <line
              x1={-50}
              y1={home.y - 150}
              x2={WIDTH + 50}
              y2={home.y - 150 + Math.tan((GRID_ANGLE * Math.PI) / 180) * (WIDTH + 100)}
              strokeWidth="16"
            />
            <line x1={home.x + 130} y1={-50} x2={home.x + 130 - 120} y2={HEIGHT} strokeWidth="14" />
          </g>
          {parks.map((p) => (
            <ellipse
              key={p.marker.number}
              cx={p.x}
              cy={p.y}
              rx="74"
              ry="52"
              fill="#d6e5c9"
              transform={`rotate(${GRID_ANGLE} ${p.x} ${p.y})`}
            />
          ))}
          <rect x={0} y={riverTop - 40} width={WIDTH} height="60" fill="#dde9d0" opacity="0.7" />
        </g>

        <path d={riverPath(riverTop, 'water')} fill="url(#nz-river)" />
        <path d={riverPath(riverTop, 'edge')} fill="none" stroke="#c2a57e" strokeWidth="5" strokeLinecap="round" />
        <path
          d={riverPath(riverTop + 10, 'edge')}
          fill="none"
          stroke="#fffdf9"
          strokeWidth="2"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
        <g stroke="#fffdf9" strokeOpacity="0.55" strokeWidth="2" strokeLinecap="round">
          <line x1="120" y1={riverTop + 70} x2="190" y2={riverTop + 70} />
          <line x1="430" y1={riverTop + 96} x2="520" y2={riverTop + 96} />
          <line x1="760" y1={riverTop + 64} x2="830" y2={riverTop + 64} />
        </g>

        {rings.map((ring) => (
          <circle
            key={ring.minutes}
            cx={home.x}
            cy={home.y}
            r={ring.r}
            fill="none"
            stroke="#b4431f"
            strokeOpacity="0.35"
            strokeWidth="1.5"
            strokeDasharray="5 7"
          />
        ))}

        <circle cx={home.x} cy={home.y} r="92" fill="url(#nz-glow)" />
        <g transform={`rotate(${GRID_ANGLE} ${home.x} ${home.y})`} fill="#1b2745">
          <rect x={home.x - 40} y={home.y - 30} width="22" height="34" rx="3" />
          <rect x={home.x - 12} y={home.y - 36} width="22" height="30" rx="3" />
          <rect x={home.x + 16} y={home.y - 30} width="24" height="22" rx="3" />
          <rect x={home.x - 36} y={home.y + 10} width="30" height="20" rx="3" />
          <rect x={home.x + 2} y={home.y + 4} width="34" height="22" rx="3" fill="#b4431f" />
        </g>
      </svg>

      <div className={styles.overlay}>
        {rings.map((ring) => (
          <span
            key={ring.minutes}
            className={styles.ring}
            style={{ left: percent(home.x, WIDTH), top: percent(home.y - ring.r, HEIGHT) }}
            aria-hidden="true"
          >
            {travelTime(ring.minutes)}
          </span>
        ))}
        {projectName && (
          <span className={styles.home} style={{ left: percent(home.x, WIDTH), top: percent(home.y + 44, HEIGHT) }}>
            {projectName}
          </span>
        )}
        {placed.map(({ marker, x, y }) => (
          <button
            key={marker.number}
            type="button"
            className={styles.marker}
            style={{ left: percent(x, WIDTH), top: percent(y, HEIGHT), '--marker': marker.color } as CSSProperties}
            data-active={marker.number === activeNumber || undefined}
            aria-label={markerLabel(marker)}
            onFocus={() => onActivate(marker.number)}
            onMouseEnter={() => onActivate(marker.number)}
            onClick={() => onActivate(marker.number)}
          >
            {marker.number}
          </button>
        ))}
        {active && (
          <span
            className={styles.bubble}
            data-side={active.x > WIDTH * 0.66 ? 'left' : active.x < WIDTH * 0.34 ? 'right' : 'center'}
            data-below={active.y < HEIGHT * 0.25 || undefined}
            style={{ left: percent(active.x, WIDTH), top: percent(active.y, HEIGHT) }}
            aria-hidden="true"
          >
            <span className={styles.bubbleTitle}>{active.marker.title}</span>
            {travelTime(active.marker.minutes) && <span className={styles.bubbleTime}>{travelTime(active.marker.minutes)}</span>}
          </span>
        )}
      </div>
    </div>
  )
}

/** The river's bank: a long gentle S along the bottom of the drawing. */
function riverPath(top: number, part: 'water' | 'land' | 'edge'): string {
  const bank = `M -20 ${top + 18} C 180 ${top - 14}, 360 ${top + 22}, 540 ${top + 4} S 860 ${top - 18}, 1020 ${top + 10}`
  if (part === 'edge') return bank
  if (part === 'water') return `${bank} L 1020 ${HEIGHT + 20} L -20 ${HEIGHT + 20} Z`
  return `${bank} L 1020 -20 L -20 -20 Z`
}
