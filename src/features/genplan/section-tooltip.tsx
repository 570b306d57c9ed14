'use client'

import { type CSSProperties, type Ref, useState } from 'react'

import { Button } from '@/ui/button/button'
import { useTooltip } from '@/ui/tooltip/use-tooltip'

import styles from './genplan-map.module.css'
import type { PlanSection } from './genplan.schema'
import type { Anchor } from './plan-geometry'
import {
  choiceLabel,
  completionTag,
  FLOOR_CHOICE_LABEL,
  floorChoiceHref,
  floorsText,
  roomRows,
  sectionAccessibleName,
  sectionTitle,
  UNDER_CONSTRUCTION,
} from './section-texts'

export interface SectionTooltipProps {
  section: PlanSection
  /** Where it points, in percent of the plan, and on which side of the section it opens. */
  anchor: Anchor
  selectedSections: readonly number[]
  id: string
  /** The choose button, so the map can move keyboard focus into the bubble. */
  chooseRef: Ref<HTMLButtonElement>
  /** Emits the section choice; the map closes the bubble. */
  onChoose: (sectionId: number) => void
  /** Outside click (armed after 700 ms) or Escape; `focusWasInside` tells whether focus must go back to the section. */
  onDismiss: (focusWasInside: boolean) => void
  /** Tab out of the bubble: back to its section or on to the next one; false leaves it to the browser. */
  onTab: (backwards: boolean) => boolean
}

/**
 * SPEC §2.3 building/section tooltip: title, status tag, floors, flats per room type and the choose button;
 * «выбрать этаж» opens the building's floors at this section.
 * A non-modal dialog beside its section on tablets and desktops, a bottom sheet on phones (CSS only).
 * Mount it with `key={section.id}` so each section's bubble arms its outside click afresh.
 */
export function SectionTooltip({ section, anchor, selectedSections, id, chooseRef, onChoose, onDismiss, onTab }: SectionTooltipProps) {
  const { ref } = useTooltip({
    open: true,
    onClose: () => onDismiss(ref.current?.contains(document.activeElement) ?? false),
  })
  // The list's filters travel on: the floor plans dim the flats that do not match them. The bubble only ever
  // renders in the browser, after a hover, tap or key, so the address is there to read.
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search))
  const title = sectionTitle(section)
  const tag = completionTag(section.completion_status)
  const floors = floorsText(section.total_floors)
  const rows = roomRows(section.properties_info)
  const position = { '--x': `${anchor.x}%`, '--y': `${anchor.y}%` } as CSSProperties

  return (
    <>
      <span className={styles.arrow} style={position} data-side={anchor.side} aria-hidden="true" />
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-label={title || sectionAccessibleName(section)}
        className={styles.tooltip}
        style={position}
        data-side={anchor.side}
      >
        <div className={styles.tooltipHead}>
          {title ? <p className={styles.tooltipTitle}>{title}</p> : null}
          <span className={styles.tag} data-tag={tag === UNDER_CONSTRUCTION ? 'construction' : 'built'}>
            {tag}
          </span>
        </div>
        {floors ? <p className={styles.floors}>{floors}</p> : null}
        {rows.length > 0 ? (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row.rooms} className={styles.row}>
                <span className={styles.rowType}>{row.label}</span>
                <span className={styles.rowCount}>{row.count}</span>
                {row.price ? <span className={styles.rowPrice}>{row.price}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          ref={chooseRef}
          fullWidth
          size="medium"
          variant={selectedSections.includes(section.id) ? 'secondary' : 'accent'}
          className={styles.choose}
          onClick={() => onChoose(section.id)}
          onKeyDown={(event) => {
            // Forward, Tab goes on to «выбрать этаж»; backwards it leaves the bubble.
            if (event.key === 'Tab' && event.shiftKey && onTab(true)) event.preventDefault()
          }}
        >
          {choiceLabel(section.id, selectedSections)}
        </Button>
        <a
          className={styles.floorLink}
          href={floorChoiceHref(section, search)}
          onKeyDown={(event) => {
            if (event.key === 'Tab' && !event.shiftKey && onTab(false)) event.preventDefault()
          }}
        >
          {FLOOR_CHOICE_LABEL}
        </a>
      </div>
    </>
  )
}
