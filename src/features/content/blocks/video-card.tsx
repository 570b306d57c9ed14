'use client'

import { type ReactNode, useState } from 'react'

import { Dialog } from '@/ui/dialog/dialog'

import { CmsImage } from '../cms-image'
import type { ImageDto } from '../image.schema'
import styles from './video-card.module.css'

export interface VideoCardProps {
  /** What the video is: the play button's and the dialog's name. */
  title: string
  videoUrl: string | null | undefined
  poster: ImageDto | null | undefined
  /** The poster's rendered width per breakpoint. */
  sizes: string
  /** 'wide' is a 21:9 banner (a feature film), 'card' a 16:9 tile. */
  shape?: 'wide' | 'card'
  /** Text laid over the poster (a title on the scrim). */
  children?: ReactNode
}

/** Labels of the video controls. */
export const VIDEO_LABELS = {
  play: (title: string) => `Смотреть видео: ${title}`,
  failed: 'Не удалось загрузить видео',
} as const

/**
 * A video poster with a play button; the video itself loads only when the visitor opens it, in a Dialog
 * (focus trap, Escape, focus returned to the poster). Without a video URL (a film not shot yet) the card is
 * an honest still: the poster with its own alt text and the overlaid text, no play button, no hover.
 */
export function VideoCard({ title, videoUrl, poster, sizes, shape = 'card', children }: VideoCardProps) {
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!videoUrl) {
    return (
      <figure className={styles.card} data-shape={shape} data-still="">
        <CmsImage image={poster} sizes={sizes} fit="cover" className={styles.image} />
        {children && (
          <>
            <span className={styles.scrim} aria-hidden="true" />
            <figcaption className={styles.overlay} data-still="">
              {children}
            </figcaption>
          </>
        )}
      </figure>
    )
  }
  const picture = <CmsImage image={poster} sizes={sizes} fit="cover" className={styles.image} alt="" />
  return (
    <>
      <button type="button" className={styles.card} data-shape={shape} aria-label={VIDEO_LABELS.play(title)} onClick={() => setOpen(true)}>
        {picture}
        <span className={styles.scrim} aria-hidden="true" />
        <span className={styles.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
            <path d="M8 5.8v12.4a.8.8 0 001.2.7l9.8-6.2a.8.8 0 000-1.4L9.2 5.1a.8.8 0 00-1.2.7z" />
          </svg>
        </span>
        {children && (
          <span className={styles.overlay} aria-hidden="true">
            {children}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
          setFailed(false)
        }}
        title={title}
        placement="fullscreen"
        className={styles.panel}
      >
        <div className={styles.player}>
          {failed ? (
            <p className={styles.failed} role="alert">
              {VIDEO_LABELS.failed}
            </p>
          ) : (
            // Captions are not in the CMS yet (reported); the video is supplementary to the text beside it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className={styles.video}
              src={videoUrl}
              poster={poster?.sizes.wide.url}
              controls
              autoPlay
              playsInline
              preload="metadata"
              onError={() => setFailed(true)}
            />
          )}
        </div>
      </Dialog>
    </>
  )
}
