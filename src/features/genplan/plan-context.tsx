import styles from './genplan-map.module.css'
import { gapsBetween, jitter, type Box } from './plan-geometry'

interface PlanContextProps {
  /** The drawn area (the SVG viewBox). */
  frame: Box
  /** The box around every building. */
  site: Box
  /** Each building's box, for the courtyards between them. */
  buildings: readonly Box[]
  /** Prefix of the ids of the gradients (unique per map on the page). */
  idPrefix: string
}

interface TreeSpot {
  x: number
  y: number
  r: number
}

/** A circle as path data: two arcs from its left edge. */
function circlePath(x: number, y: number, r: number): string {
  const round = (n: number) => Math.round(n * 10) / 10
  return `M${round(x - r)} ${round(y)}a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0`
}

/**
 * Trees: a crown with a lit patch up and left. All the crowns of a group are one path and all the patches
 * another: the plan is in the page's HTML, and an element per circle cost kilobytes there, against
 * the page's HTML budget (e2e/budgets.spec.ts).
 */
function Trees({ spots }: { spots: readonly TreeSpot[] }) {
  if (spots.length === 0) return null
  return (
    <g className={styles.tree}>
      <path d={spots.map(({ x, y, r }) => circlePath(x, y, r)).join('')} />
      <path d={spots.map(({ x, y, r }) => circlePath(x - r * 0.25, y - r * 0.25, r * 0.45)).join('')} className={styles.treeLight} />
    </g>
  )
}

/** Trees spaced along a line, slightly irregular like a planted avenue. */
function treeRow(x0: number, x1: number, y: number, step: number, seed: number): TreeSpot[] {
  const trees: TreeSpot[] = []
  for (let x = x0, i = 0; x <= x1; x += step, i++) {
    trees.push({ x: Math.round(x + (jitter(seed + i) - 0.5) * 8), y, r: 9 + Math.round(jitter(seed + i + 99) * 4) })
  }
  return trees
}

/** Trees scattered in a box, clear of its edges. */
function grove(box: Box, count: number, seed: number): TreeSpot[] {
  return Array.from({ length: count }, (_, i) => {
    const r = 8 + Math.round(jitter(seed * 31 + i) * 7)
    const x = Math.round(box.x + r + jitter(seed * 17 + i) * Math.max(0, box.width - 2 * r))
    const y = Math.round(box.y + r + jitter(seed * 13 + i * 7) * Math.max(0, box.height - 2 * r))
    return { x, y, r }
  })
}

/**
 * The calm stylised surroundings of the complex: a street and a park behind it, courtyards between the
 * houses, the embankment promenade and the river in front. Purely decorative, so hidden from assistive tech.
 */
export function PlanContext({ frame, site, buildings, idPrefix }: PlanContextProps) {
  const right = frame.x + frame.width
  const bottom = frame.y + frame.height
  const siteBottom = site.y + site.height
  const street = { y: frame.y + 34, height: 56 }
  const park = {
    x: frame.x + 28,
    y: street.y + street.height + 36,
    width: frame.width - 56,
    height: site.y - 30 - (street.y + street.height + 36),
  }
  const promenade = { y: siteBottom + 34, height: 58 }
  const riverTop = promenade.y + promenade.height + 8
  const waterId = `${idPrefix}-water`

  return (
    <g aria-hidden="true" className={styles.context}>
      <defs>
        <linearGradient id={waterId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.waterTop} />
          <stop offset="1" className={styles.waterBottom} />
        </linearGradient>
      </defs>
      <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} className={styles.land} />

      {/* The street behind the complex, with its avenue of trees. */}
      <rect x={frame.x} y={street.y} width={frame.width} height={street.height} className={styles.street} />
      <line x1={frame.x} x2={right} y1={street.y + street.height / 2} y2={street.y + street.height / 2} className={styles.streetLine} />
      <Trees spots={treeRow(frame.x + 24, right - 24, street.y + street.height + 18, 58, 7)} />

      {/* The park between the street and the houses, crossed by a winding path. */}
      {park.height > 20 ? (
        <>
          <rect x={park.x} y={park.y} width={park.width} height={park.height} rx={18} className={styles.lawn} />
          <path
            d={`M${park.x} ${park.y + park.height * 0.7} C ${park.x + park.width * 0.25} ${park.y - 6}, ${park.x + park.width * 0.5} ${park.y + park.height + 6}, ${park.x + park.width * 0.75} ${park.y + park.height * 0.35} S ${park.x + park.width} ${park.y + park.height * 0.5}, ${park.x + park.width} ${park.y + park.height * 0.5}`}
            className={styles.path}
          />
          <Trees
            spots={grove({ x: park.x + 6, y: park.y + 4, width: park.width - 12, height: park.height - 8 }, Math.round(park.width / 70), 3)}
          />
        </>
      ) : null}

      {/* Paved yards around the houses and green courtyards between them. */}
      <rect x={site.x - 16} y={site.y - 16} width={site.width + 32} height={site.height + 32} rx={10} className={styles.paving} />
      {gapsBetween(buildings).map((gap, i) => {
        const yard = { x: gap.x + 10, y: site.y + 6, width: gap.width - 20, height: site.height - 12 }
        return (
          <g key={gap.x}>
            <rect x={yard.x} y={yard.y} width={yard.width} height={yard.height} rx={8} className={styles.lawn} />
            <line x1={yard.x + yard.width / 2} x2={yard.x + yard.width / 2} y1={yard.y} y2={yard.y + yard.height} className={styles.path} />
            <Trees spots={grove(yard, Math.max(2, Math.round(yard.height / 60)), 50 + i)} />
          </g>
        )
      })}

      {/* The embankment: a promenade with a row of trees above the granite parapet, then the river. */}
      <rect x={frame.x} y={promenade.y} width={frame.width} height={promenade.height} className={styles.promenade} />
      <Trees spots={treeRow(frame.x + 40, right - 40, promenade.y + 20, 74, 21)} />
      <rect x={frame.x} y={riverTop} width={frame.width} height={Math.max(0, bottom - riverTop)} fill={`url(#${waterId})`} />
      <line x1={frame.x} x2={right} y1={riverTop} y2={riverTop} className={styles.parapet} />
      {Array.from({ length: 9 }, (_, i) => {
        const y = riverTop + 22 + (i % 3) * 24
        const x = frame.x + 60 + i * (frame.width / 9) + jitter(i + 400) * 40
        return <path key={i} d={`M${Math.round(x)} ${y} q 18 -7 36 0 t 36 0`} className={styles.wave} />
      })}
    </g>
  )
}
