'use client'

import { lazy, Suspense, useState } from 'react'

import { LazyImage } from '@/ui/image/lazy-image'

import type { ViewerPhoto } from './photo-viewer'
import styles from './progress-photos.module.css'

export interface ProgressPhotosProps {
  /** The report's title, the name of the viewer. */
  title: string
  photos: readonly ViewerPhoto[]
}

// Rendered widths: phones scroll a strip of 84vw frames; from 768 px the lead photo takes two thirds of
// the media column (full width on tablets, 8/12 of the 1360 px container on desktops), the others one third.
const LEAD_SIZES = '(min-width: 1280px) 560px, (min-width: 768px) 62vw, 84vw'
const SIDE_SIZES = '(min-width: 1280px) 280px, (min-width: 768px) 31vw, 84vw'

// The fullscreen viewer (the kit's Dialog, arrows, captions) downloads when a photo is first opened, not with the page.
const PhotoViewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })))

/** A report's photo strip; a photo opens the fullscreen viewer at that photo. */
export function ProgressPhotos({ title, photos }: ProgressPhotosProps) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [index, setIndex] = useState(0)
  if (photos.length === 0) return null
  return (
    <>
      <ul className={styles.strip} data-count={Math.min(photos.length, 3)}>
        {photos.map((photo, i) => (
          <li key={`${photo.src}-${i}`} className={styles.item}>
            <button
              type="button"
              className={styles.open}
              aria-haspopup="dialog"
              onClick={() => {
                setIndex(i)
                setUsed(true)
                setOpen(true)
              }}
            >
              <LazyImage
                src={photo.src}
                srcSet={photo.srcSet}
                sizes={i === 0 ? LEAD_SIZES : SIDE_SIZES}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                fit="cover"
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {used ? (
        <Suspense fallback={null}>
          <PhotoViewer open={open} onClose={() => setOpen(false)} title={title} photos={photos} index={index} onIndexChange={setIndex} />
        </Suspense>
      ) : null}
    </>
  )
}
