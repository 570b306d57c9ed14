'use client'

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import styles from './genplan-map.module.css'
import type { Box } from './plan-geometry'

export interface ScrolledBuilding {
  number: number
  box: Box
}

/** The buildings whose middle lies outside the visible part of a plan scrolled sideways. */
export function hiddenBuildings(
  frame: Box,
  buildings: readonly ScrolledBuilding[],
  view: { scrollLeft: number; clientWidth: number; scrollWidth: number },
): { before: number[]; after: number[] } {
  if (view.scrollWidth <= view.clientWidth + 1) return { before: [], after: [] }
  const unit = frame.width / view.scrollWidth
  const from = frame.x + view.scrollLeft * unit
  const to = from + view.clientWidth * unit
  const middle = (b: ScrolledBuilding) => b.box.x + b.box.width / 2
  const numbers = (list: readonly ScrolledBuilding[]) => list.map((b) => b.number).sort((a, b) => a - b)
  return { before: numbers(buildings.filter((b) => middle(b) < from)), after: numbers(buildings.filter((b) => middle(b) > to)) }
}

/** 'корпус 5', 'корпуса 3–5', 'корпуса 2, 5': what the cue promises behind the edge. */
export function buildingsText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `корпус ${numbers[0]}`
  const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)
  return `корпуса ${consecutive ? `${numbers[0]}–${numbers[numbers.length - 1]}` : numbers.join(', ')}`
}

interface Hidden {
  before: number[]
  after: number[]
}

/**
 * The master plan's sideways scroller. A phone cannot fit the plan to its width with sections large enough to
 * tap, so it scrolls, and a cue at the edge says what is off screen («корпуса 3–5 →») and scrolls there on a
 * tap. Before the browser measures, CSS alone shows the right-hand cue below 768 px, where the plan always
 * overflows, so the server's HTML is the same for every device.
 */
export function PlanScroller({ frame, buildings, children }: { frame: Box; buildings: readonly ScrolledBuilding[]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [hidden, setHidden] = useState<Hidden | null>(null)

  const measure = useCallback(() => {
    const node = ref.current
    if (!node) return
    const next = hiddenBuildings(frame, buildings, node)
    setHidden((current) =>
      current && current.before.join() === next.before.join() && current.after.join() === next.after.join() ? current : next,
    )
  }, [frame, buildings])

  useEffect(() => {
    const node = ref.current
    if (!node) return
    measure()
    node.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(node)
    return () => {
      node.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [measure])

  const scroll = (direction: 1 | -1) => {
    const node = ref.current
    if (!node) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    node.scrollBy({ left: direction * node.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' })
  }

  // Unmeasured: the right-hand cue with a general text, shown by CSS on phones only.
  const after = hidden ? hidden.after : null
  return (
    <div className={styles.scrollFrame} data-measured={hidden ? '' : undefined}>
      <div ref={ref} className={styles.scroller}>
        {children}
      </div>
      {hidden && hidden.before.length > 0 ? (
        <button
          type="button"
          className={styles.cue}
          data-side="before"
          aria-label={`Прокрутить генплан влево: ${buildingsText(hidden.before)}`}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">←</span> {buildingsText(hidden.before)}
        </button>
      ) : null}
      {after === null || after.length > 0 ? (
        <button
          type="button"
          className={styles.cue}
          data-side="after"
          aria-label={`Прокрутить генплан вправо: ${after ? buildingsText(after) : 'ещё корпуса'}`}
          onClick={() => scroll(1)}
        >
          {after ? buildingsText(after) : 'ещё корпуса'} <span aria-hidden="true">→</span>
        </button>
      ) : null}
    </div>
  )
}
