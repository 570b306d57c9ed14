'use client'

import { useEffect, useEffectEvent, useRef } from 'react'

import { Dialog } from '@/ui/dialog/dialog'
import { Icon } from '@/ui/icon/icon'
import { LazyImage } from '@/ui/image/lazy-image'

import type { Picture } from './picture'
import styles from './photo-viewer.module.css'

export type ViewerPhoto = Picture & { caption: string | null }

export interface PhotoViewerProps {
  open: boolean
  onClose: () => void
  /** The dialog's name, e.g. the report's title 'Ноябрь 2026'. */
  title: string
  photos: readonly ViewerPhoto[]
  index: number
  onIndexChange: (index: number) => void
}

/** The index after a step of ±1, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count
}

/**
 * Fullscreen photo viewer (the kit's Dialog): arrows on screen and on the keyboard (← →, wrapping around),
 * Escape and the close button close it and return focus to the photo that opened it.
 */
export function PhotoViewer({ open, onClose, title, photos, index, onIndexChange }: PhotoViewerProps) {
  const nextRef = useRef<HTMLButtonElement>(null)
  const count = photos.length
  const current = photos[Math.min(index, count - 1)]
  const go = (step: number) => onIndexChange(stepIndex(index, step, count))
  const onArrowKey = useEffectEvent(go)

  useEffect(() => {
    if (!open || count < 2) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowRight') onArrowKey(1)
      else if (event.key === 'ArrowLeft') onArrowKey(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, count])

  if (!current) return null
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      placement="fullscreen"
      className={styles.viewer}
      initialFocus={count > 1 ? nextRef : undefined}
    >
      <div className={styles.stage}>
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <LazyImage
              key={current.src}
              src={current.src}
              srcSet={current.srcSet}
              sizes="100vw"
              alt={current.alt}
              width={current.width}
              height={current.height}
              fit="contain"
              priority
              className={styles.image}
            />
          </div>
          <figcaption className={styles.caption}>
            {count > 1 && (
              <span className={styles.counter} aria-live="polite" aria-atomic="true">
                {index + 1} из {count}
              </span>
            )}
            {current.caption && <span>{current.caption}</span>}
          </figcaption>
        </figure>
        {count > 1 && (
          <>
            <button type="button" className={styles.arrow} data-side="prev" aria-label="предыдущее фото" onClick={() => go(-1)}>
              <Icon name="chevron-left" size="large" />
            </button>
            <button ref={nextRef} type="button" className={styles.arrow} data-side="next" aria-label="следующее фото" onClick={() => go(1)}>
              <Icon name="chevron-right" size="large" />
            </button>
          </>
        )}
      </div>
    </Dialog>
  )
}
