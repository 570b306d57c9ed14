'use client'

import clsx from 'clsx'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import styles from './genplan-map.module.css'
import type { PlanData } from './genplan.schema'
import { GenplanSectionList } from './genplan-section-list'
import { PlanContext } from './plan-context'
import { PlanScroller } from './plan-scroller'
import { layoutPlan, toPoints } from './plan-geometry'
import { COMPLETED_TAG, completionTag, sectionAccessibleName, UNDER_CONSTRUCTION } from './section-texts'
import { SectionTooltip } from './section-tooltip'

export interface GenplanMapProps {
  genplan: PlanData
  /** Ids of the chosen sections (the catalogue's `section` filter values). */
  selectedSections: number[]
  /** 'выбрать' / 'отменить выбор' on a section: the caller toggles it in its filter. */
  onSectionChoice: (sectionId: number) => void
  className?: string
}

/** How long the pointer rests on a section before its tooltip opens: sweeping across the plan opens nothing. */
const HOVER_OPEN_DELAY_MS = 120
/**
 * After a tooltip closes, a mouse resting where it was is suddenly over another section, and the browser
 * reports that as the pointer entering it: without this pause that section's tooltip would pop up unbidden.
 */
export const HOVER_COOLDOWN_MS = 400

type View = 'plan' | 'list'

/**
 * The interactive master plan (SPEC §2.3): the complex drawn from the CMS outlines, every section a
 * focusable button that opens its tooltip on hover, focus or tap, chosen sections marked, and a list view
 * as the text alternative.
 */
export function GenplanMap({ genplan, selectedSections, onSectionChoice, className }: GenplanMapProps) {
  const layout = useMemo(() => layoutPlan(genplan.results), [genplan])
  const scrolled = useMemo(() => layout?.buildings.map((b) => ({ number: b.building.number, box: b.box })) ?? [], [layout])
  const [view, setView] = useState<View>(layout ? 'plan' : 'list')
  const [openId, setOpenId] = useState<number | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const sectionNodes = useRef(new Map<number, SVGGElement>())
  const chooseRef = useRef<HTMLButtonElement>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Set for HOVER_COOLDOWN_MS after a tooltip closes: hovering opens nothing meanwhile.
  const hoverPause = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Set while focus is moved back to a section by code, so that focus does not reopen its tooltip.
  const returningFocus = useRef(false)
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const tooltipId = `${uid}-tooltip`

  useEffect(() => {
    if (focusRequest > 0) chooseRef.current?.focus()
  }, [focusRequest])
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current)
      if (hoverPause.current) clearTimeout(hoverPause.current)
    },
    [],
  )

  const cancelHover = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current)
    hoverTimer.current = null
  }

  const focusSection = (sectionId: number) => {
    const node = sectionNodes.current.get(sectionId)
    if (!node || document.activeElement === node) return
    returningFocus.current = true
    node.focus()
    returningFocus.current = false
  }

  const close = (sectionId: number, returnFocus: boolean) => {
    cancelHover()
    if (hoverPause.current) clearTimeout(hoverPause.current)
    hoverPause.current = setTimeout(() => (hoverPause.current = null), HOVER_COOLDOWN_MS)
    setOpenId(null)
    if (returnFocus) focusSection(sectionId)
  }

  const choose = (sectionId: number) => {
    onSectionChoice(sectionId)
    close(sectionId, true)
  }

  /**
   * The bubble sits after the plan in the DOM, so Tab would leave the plan from it: Shift+Tab goes back to
   * the section, Tab on to the next section (whose bubble opens); after the last one the browser moves on.
   */
  const tabFrom = (sectionId: number, backwards: boolean): boolean => {
    if (backwards) {
      focusSection(sectionId)
      return true
    }
    const order = layout?.buildings.flatMap((b) => b.sections.map((s) => s.section.id)) ?? []
    const next = sectionNodes.current.get(order[order.indexOf(sectionId) + 1] ?? NaN)
    if (!next) return false
    next.focus()
    return true
  }

  const sectionHandlers = (sectionId: number) => ({
    onClick: () => {
      cancelHover()
      setOpenId(sectionId)
    },
    onFocus: () => {
      if (!returningFocus.current) setOpenId(sectionId)
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      setOpenId(sectionId)
      setFocusRequest((n) => n + 1)
    },
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || hoverPause.current) return
      cancelHover()
      hoverTimer.current = setTimeout(() => setOpenId(sectionId), HOVER_OPEN_DELAY_MS)
    },
    onPointerLeave: cancelHover,
  })

  const open = layout?.buildings.flatMap((b) => b.sections).find((s) => s.section.id === openId)

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.toolbar}>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-kind="built" aria-hidden="true" />
            {COMPLETED_TAG}
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-kind="construction" aria-hidden="true" />
            {UNDER_CONSTRUCTION}
          </li>
        </ul>
        {layout ? (
          <div className={styles.views} role="group" aria-label="Вид генплана">
            {(
              [
                ['plan', 'на схеме'],
                ['list', 'списком'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={styles.viewButton}
                aria-pressed={view === value}
                onClick={() => {
                  setOpenId(null)
                  setView(value)
                }}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {layout && view === 'plan' ? (
        <div className={styles.figure}>
          <PlanScroller frame={layout.frame} buildings={scrolled}>
            <svg
              className={styles.plan}
              viewBox={`${layout.frame.x} ${layout.frame.y} ${layout.frame.width} ${layout.frame.height}`}
              role="group"
              aria-label="Генплан"
            >
              <PlanContext frame={layout.frame} site={layout.site} buildings={layout.buildings.map((b) => b.box)} idPrefix={uid} />
              <defs>
                <pattern id={`${uid}-hatch`} width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                  <rect width="10" height="10" className={styles.hatchBase} />
                  <line x1="0" y1="0" x2="0" y2="10" className={styles.hatchLine} />
                </pattern>
              </defs>
              {layout.buildings.map(({ building, outline, label, sections }) => {
                const status = completionTag(building.completion_status) === UNDER_CONSTRUCTION ? 'construction' : 'built'
                return (
                  <g key={building.id} className={styles.building} data-status={status}>
                    <polygon points={toPoints(outline.map(([x, y]) => [x + 10, y + 14]))} className={styles.shadow} aria-hidden="true" />
                    <polygon points={toPoints(outline)} className={styles.base} aria-hidden="true" />
                    {sections.map(({ section, outline: sectionOutline }) => {
                      const selected = selectedSections.includes(section.id)
                      const sectionStatus = completionTag(section.completion_status) === UNDER_CONSTRUCTION ? 'construction' : 'built'
                      const top = Math.min(...sectionOutline.map(([, y]) => y))
                      const bottom = Math.max(...sectionOutline.map(([, y]) => y))
                      const xs = sectionOutline.map(([x]) => x)
                      const cx = (Math.min(...xs) + Math.max(...xs)) / 2
                      return (
                        <g
                          key={section.id}
                          ref={(node) => {
                            if (node) sectionNodes.current.set(section.id, node)
                            else sectionNodes.current.delete(section.id)
                          }}
                          role="button"
                          tabIndex={0}
                          aria-label={sectionAccessibleName(section)}
                          aria-pressed={selected}
                          aria-haspopup="dialog"
                          aria-expanded={openId === section.id}
                          aria-controls={openId === section.id ? tooltipId : undefined}
                          className={styles.section}
                          data-status={sectionStatus}
                          data-selected={selected || undefined}
                          data-open={openId === section.id || undefined}
                          data-empty={section.count === 0 || undefined}
                          {...sectionHandlers(section.id)}
                        >
                          <polygon
                            points={toPoints(sectionOutline)}
                            className={styles.sectionShape}
                            fill={sectionStatus === 'construction' && !selected ? `url(#${uid}-hatch)` : undefined}
                          />
                          <text x={cx} y={bottom - 18} className={styles.sectionNumber} aria-hidden="true">
                            {section.number}
                          </text>
                          {selected ? (
                            <g className={styles.check} aria-hidden="true">
                              <circle cx={cx} cy={top + 30} r={15} />
                              <path d={`M${cx - 7} ${top + 30} l5 5 l9 -10`} />
                            </g>
                          ) : null}
                        </g>
                      )
                    })}
                    <g className={styles.badge} aria-hidden="true">
                      <circle cx={label.x} cy={label.y} r={24} />
                      <text x={label.x} y={label.y}>
                        {building.number}
                      </text>
                    </g>
                  </g>
                )
              })}
            </svg>
          </PlanScroller>
          {open ? (
            <SectionTooltip
              key={open.section.id}
              id={tooltipId}
              section={open.section}
              anchor={open.anchor}
              selectedSections={selectedSections}
              chooseRef={chooseRef}
              onChoose={choose}
              onDismiss={(focusWasInside) => close(open.section.id, focusWasInside)}
              onTab={(backwards) => tabFrom(open.section.id, backwards)}
            />
          ) : null}
        </div>
      ) : (
        <GenplanSectionList genplan={genplan} selectedSections={selectedSections} onSectionChoice={onSectionChoice} idPrefix={uid} />
      )}
    </div>
  )
}
