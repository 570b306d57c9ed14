'use client'

import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'

import { Icon } from '@/ui/icon/icon'

import styles from './yards-slider.module.css'

export interface YardsSlide {
  /** The picture, rendered on the server (the first one with priority: it is the page's LCP image). */
  media: ReactNode
  caption: string | null
}

export interface YardsSliderProps {
  slides: YardsSlide[]
  /** The carousel's accessible name. */
  label: string
  /** The page's title and lead, laid over the pictures. */
  children: ReactNode
}

/** Labels of the slider controls. */
export const SLIDER_LABELS = {
  prev: 'Предыдущий слайд',
  next: 'Следующий слайд',
  slide: (n: number, count: number) => `${n} из ${count}`,
} as const

/** A horizontal swipe longer than this turns the slide. */
const SWIPE_PX = 48

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The yards page's first screen: full-bleed pictures that cross-fade under the page title (WAI-ARIA
 * carousel). It never moves by itself — arrows, ←/→/Home/End while focus is inside, and a swipe turn it,
 * and the caption of the shown slide is announced politely.
 */
export function YardsSlider({ slides, label, children }: YardsSliderProps) {
  const [index, setIndex] = useState(0)
  const swipeStart = useRef<number | null>(null)
  const count = slides.length
  const go = (next: number) => setIndex(((next % count) + count) % count)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null || count < 2) return
    const dx = event.clientX - start
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1)
  }

  const caption = slides[index]?.caption
  return (
    // Keys bubble up from the carousel's own buttons (the WAI-ARIA carousel pattern); the section itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        className={styles.slides}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={SLIDER_LABELS.slide(i + 1, count)}
            aria-hidden={i !== index}
            data-active={i === index || undefined}
          >
            {slide.media}
          </div>
        ))}
      </div>
      <div className={styles.scrim} aria-hidden="true" />

      <div className={`container ${styles.content}`}>
        <div className={styles.intro}>{children}</div>
        {count > 0 && (
          <div className={styles.bar}>
            <p className={styles.caption} aria-live="polite" aria-atomic="true">
              <span className={styles.counter}>
                {pad(index + 1)} <span aria-hidden="true">/</span>
                <span className="visually-hidden"> из </span> {pad(count)}
              </span>
              {caption && <span className={styles.captionText}>{caption}</span>}
            </p>
            {count > 1 && (
              <div className={styles.arrows}>
                <button type="button" className={styles.arrow} aria-label={SLIDER_LABELS.prev} onClick={() => go(index - 1)}>
                  <Icon name="chevron-left" />
                </button>
                <button type="button" className={styles.arrow} aria-label={SLIDER_LABELS.next} onClick={() => go(index + 1)}>
                  <Icon name="chevron-right" />
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
