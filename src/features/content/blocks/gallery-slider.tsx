'use client'

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'

import { Dialog } from '@/ui/dialog/dialog'
import { Icon } from '@/ui/icon/icon'

import { CmsImage } from '../cms-image'
import styles from './gallery-slider.module.css'
import type { GallerySlide } from './types'

export interface GallerySliderProps {
  slides: GallerySlide[]
  /** The gallery's name (its CMS title): the slider's label and the viewer's title. */
  title: string
}

/** Labels of the gallery controls. */
export const GALLERY_LABELS = {
  prev: 'Предыдущее фото',
  next: 'Следующее фото',
  open: (caption: string) => `Открыть фото: ${caption}`,
  counter: (n: number, count: number) => `${n} / ${count}`,
} as const

const captionOf = (slide: GallerySlide) => slide.caption || slide.image?.alt || ''

/**
 * A gallery: a native scroll-snap rail (swipe, trackpad, arrows), each photo a button that opens a
 * fullscreen viewer (Dialog) with ←/→ paging. Photos load lazily as they scroll into view.
 */
export function GallerySlider({ slides, title }: GallerySliderProps) {
  const shown = slides.filter((slide) => slide.image)
  const trackRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: shown.length < 2 })
  const [viewer, setViewer] = useState<number | null>(null)

  const measure = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    const max = track.scrollWidth - track.clientWidth
    setEdges({ start: track.scrollLeft <= 4, end: track.scrollLeft >= max - 4 })
  }, [])

  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const slideElements = () => Array.from(trackRef.current?.querySelectorAll<HTMLElement>('[data-slide]') ?? [])

  /** Scrolls by one photo: to the first one whose left edge is past (or before) the current position. */
  const step = (direction: 1 | -1) => {
    const track = trackRef.current
    if (!track) return
    const items = slideElements()
    const left = track.scrollLeft
    const offsets = items.map((item) => item.offsetLeft - items[0]!.offsetLeft)
    const target = direction > 0 ? offsets.find((x) => x > left + 4) : [...offsets].reverse().find((x) => x < left - 4)
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target ?? (direction > 0 ? track.scrollWidth : 0), behavior: reduce ? 'auto' : 'smooth' })
  }

  /** ←/→ on a photo moves focus to its neighbour, which scroll snap then brings into view. */
  const onSlideKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : null
    if (next === null || next < 0 || next >= shown.length) return
    event.preventDefault()
    slideElements()[next]?.querySelector('button')?.focus()
  }

  const count = shown.length
  const viewerOpen = viewer !== null
  // While the viewer is open (it is modal), ←/→ page through the photos wherever focus is.
  useEffect(() => {
    if (!viewerOpen) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (delta) setViewer((i) => (i === null ? i : (i + delta + count) % count))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [viewerOpen, count])

  if (count === 0) return null
  const current = viewer === null ? null : shown[viewer]!
  const page = (delta: number) => setViewer((i) => (i === null ? i : (i + delta + count) % count))

  return (
    <div className={styles.gallery}>
      <ul ref={trackRef} className={styles.track} aria-label={title} onScroll={measure}>
        {shown.map((slide, i) => (
          <li
            key={`${slide.image!.url}-${i}`}
            className={styles.slide}
            data-slide=""
            data-portrait={(slide.image!.height ?? 0) > (slide.image!.width ?? 0) || undefined}
          >
            <button
              type="button"
              className={styles.open}
              aria-label={GALLERY_LABELS.open(captionOf(slide))}
              onClick={() => setViewer(i)}
              onKeyDown={(e) => onSlideKey(e, i)}
            >
              <CmsImage image={slide.image} sizes="(min-width: 1280px) 60vw, 86vw" fit="cover" className={styles.image} alt="" />
              <span className={styles.zoom} aria-hidden="true">
                <Icon name="expand" size="small" />
              </span>
            </button>
            {slide.caption && <p className={styles.caption}>{slide.caption}</p>}
          </li>
        ))}
      </ul>

      {shown.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <button type="button" className={styles.arrow} aria-label={GALLERY_LABELS.prev} disabled={edges.start} onClick={() => step(-1)}>
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={styles.arrow} aria-label={GALLERY_LABELS.next} disabled={edges.end} onClick={() => step(1)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      )}

      <Dialog open={current !== null} onClose={() => setViewer(null)} title={title} placement="fullscreen" className={styles.viewerPanel}>
        {current && viewer !== null && (
          <div className={styles.viewer}>
            <figure className={styles.figure}>
              <div className={styles.frame}>
                <CmsImage key={current.image!.url} image={current.image} sizes="100vw" fit="contain" priority className={styles.full} />
              </div>
              <figcaption className={styles.viewerCaption}>
                <span aria-live="polite">{captionOf(current)}</span>
                <span className={styles.counter}>{GALLERY_LABELS.counter(viewer + 1, shown.length)}</span>
              </figcaption>
            </figure>
            {shown.length > 1 && (
              <>
                <button
                  type="button"
                  className={`${styles.arrow} ${styles.viewerPrev}`}
                  aria-label={GALLERY_LABELS.prev}
                  onClick={() => page(-1)}
                >
                  <Icon name="chevron-left" />
                </button>
                <button
                  type="button"
                  className={`${styles.arrow} ${styles.viewerNext}`}
                  aria-label={GALLERY_LABELS.next}
                  onClick={() => page(1)}
                >
                  <Icon name="chevron-right" />
                </button>
              </>
            )}
          </div>
        )}
      </Dialog>
    </div>
  )
}
