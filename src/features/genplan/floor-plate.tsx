import type { FloorPlan } from './floors.schema'
import { flatSummaryText, outlineCentre } from './floor-texts'
import styles from './floors.module.css'

export interface FloorPlateProps {
  plan: FloorPlan
  /** The accessible name of the plan: 'План 5 этажа, секция 2'. */
  label: string
  /** The flat card's tab: this flat is drawn highlighted, the others quiet. */
  highlight?: number
  /** Ids for the SVG patterns, unique on the page. */
  idPrefix: string
}

const points = (outline: readonly (readonly [number, number])[]) => outline.map(([x, y]) => `${x},${y}`).join(' ')

/**
 * A section's floor plate with its flats as links: each outline is filled by status (and a pattern, so status
 * never rests on colour alone: hatched when sold, dotted when booked), carries the flat's number and rooms, and
 * is named for screen readers with rooms, area, price and status. Server-rendered; no script needed.
 */
export function FloorPlate({ plan, label, highlight, idPrefix }: FloorPlateProps) {
  const { width, height, image } = plan.plate
  const sold = `${idPrefix}-sold`
  const booked = `${idPrefix}-booked`
  // Numbers sized for the plate's own frame: the seed's plates are 1600 px wide.
  const font = width / 44
  return (
    <svg
      className={styles.plate}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={label}
      data-highlighting={highlight !== undefined || undefined}
    >
      <defs>
        <pattern id={sold} patternUnits="userSpaceOnUse" width="14" height="14" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="14" className={styles.hatch} />
        </pattern>
        <pattern id={booked} patternUnits="userSpaceOnUse" width="16" height="16">
          <circle cx="8" cy="8" r="2.4" className={styles.dots} />
        </pattern>
      </defs>
      <rect width={width} height={height} className={styles.plateBackground} />
      {image ? <image href={image.url} width={width} height={height} preserveAspectRatio="xMidYMid meet" /> : null}
      {plan.flats.map((flat) => {
        if (!flat.outline) return null
        const [cx, cy] = outlineCentre(flat.outline)
        const own = highlight === flat.id
        // On the card the neighbours are context only: drawn, numbered, not links (the floor page has those).
        if (highlight !== undefined && !own)
          return (
            <g key={flat.id} className={styles.flat} data-flat={flat.id} data-status={flat.status} aria-hidden="true">
              <polygon points={points(flat.outline)} className={styles.flatShape} />
              <text x={cx} y={cy} fontSize={font} className={styles.flatNumber}>
                {flat.number}
              </text>
            </g>
          )
        const summary = flatSummaryText(flat)
        return (
          <a
            key={flat.id}
            href={`/flats/${flat.id}`}
            className={styles.flat}
            aria-label={own ? `${summary} — эта квартира` : summary}
            aria-current={own ? 'page' : undefined}
            data-flat={flat.id}
            data-status={flat.status}
            data-own={own || undefined}
            data-summary={summary}
          >
            <polygon points={points(flat.outline)} className={styles.flatShape} />
            {flat.status !== 'available' ? (
              <polygon
                points={points(flat.outline)}
                fill={`url(#${flat.status === 'sold' ? sold : booked})`}
                className={styles.flatPattern}
              />
            ) : null}
            <text x={cx} y={cy} fontSize={font} className={styles.flatNumber} aria-hidden="true">
              {flat.number}
            </text>
            <text x={cx} y={cy + font * 1.05} fontSize={font * 0.62} className={styles.flatRooms} aria-hidden="true">
              {flat.rooms_label}
            </text>
          </a>
        )
      })}
    </svg>
  )
}

/** The legend of the plate's colours and patterns, in words. */
export function FloorLegend() {
  return (
    <ul className={styles.legend} aria-label="Обозначения">
      <li data-status="available">
        <span className={styles.swatch} aria-hidden="true" />в продаже
      </li>
      <li data-status="booked">
        <span className={styles.swatch} aria-hidden="true" />
        забронирована
      </li>
      <li data-status="sold">
        <span className={styles.swatch} aria-hidden="true" />
        продана
      </li>
    </ul>
  )
}
