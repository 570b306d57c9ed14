'use client'

import type { ReactNode } from 'react'

import styles from './flat-sections.module.css'
import { useFlatViewer } from './flat-viewer'

export interface GalleryThumb {
  key: string
  /** The thumbnail picture, rendered on the server. */
  node: ReactNode
  /** What the picture shows, for the button's name. */
  alt: string
}

/** The layout gallery under the card: each picture opens the fullscreen viewer on it. */
export function GalleryGrid({ thumbs }: { thumbs: readonly GalleryThumb[] }) {
  const viewer = useFlatViewer()
  return (
    <ul className={styles.galleryGrid}>
      {thumbs.map((thumb, index) => (
        <li key={thumb.key}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={`Открыть фото на весь экран: ${thumb.alt}`}
            onClick={() => viewer.openGallery(index)}
          >
            {thumb.node}
          </button>
        </li>
      ))}
    </ul>
  )
}
