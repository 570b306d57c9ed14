'use client'

import type { KeyboardEvent, ReactNode } from 'react'

import { Icon } from '@/ui/icon/icon'

import styles from './gallery-slides.module.css'

export interface ViewerSlide {
  key: string
  /** The picture, rendered on the server. */
  node: ReactNode
  caption: string | null
}

export interface GallerySlidesProps {
  slides: readonly ViewerSlide[]
  index: number
  onIndexChange(index: number): void
}

/** The gallery inside the viewer: one picture at a time, previous/next buttons and arrow keys, wrapping around. */
export function GallerySlides({ slides, index, onIndexChange }: GallerySlidesProps) {
  const count = slides.length
  const current = slides[Math.min(Math.max(index, 0), count - 1)]
  if (!current) return null
  const go = (step: number) => onIndexChange((index + step + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  return (
    // The arrow keys work wherever focus is inside the slides (buttons included), like a carousel should.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.slides} onKeyDown={onKeyDown}>
      <figure className={styles.figure} aria-roledescription="слайд" aria-label={`${index + 1} из ${count}`}>
        <div className={styles.picture}>{current.node}</div>
        {current.caption ? <figcaption className={styles.caption}>{current.caption}</figcaption> : null}
      </figure>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label="Предыдущее фото" onClick={() => go(-1)}>
            <Icon name="chevron-left" />
          </button>
          <span className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className={styles.arrow} aria-label="Следующее фото" onClick={() => go(1)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
