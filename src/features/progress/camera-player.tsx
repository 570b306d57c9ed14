'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/ui/button/button'
import { LazyImage } from '@/ui/image/lazy-image'
import { useFetch } from '@/ui/shared/use-fetch'

import styles from './camera-player.module.css'
import { attachHlsStream, isCameraOnline } from './hls-stream'
import type { Picture } from './picture'

export interface CameraPlayerProps {
  /** The camera's id: its state comes from /api/cameras/{id}/status/. */
  id: number
  /** The camera's name: the video's label and the text of the unavailable state. */
  title: string
  streamUrl: string
  poster: Picture | null
  sizes: string
  /** The poster is in the first screen (the page's first camera): it loads at once, not after the page's scripts. */
  priority?: boolean
}

type Status = 'loading' | 'playing' | 'error'
/** Whether the camera broadcasts, asked before a play button is offered. */
type Availability = 'checking' | 'online' | 'offline'

/** Texts of the camera states. */
export const CAMERA_LABELS = {
  play: 'смотреть трансляцию',
  unavailable: 'трансляция недоступна',
  retry: 'попробовать снова',
  offline: 'трансляция сейчас не ведётся',
  offlineText: 'На фото — последний кадр с камеры. Трансляция идёт в рабочие часы стройки, загляните позже.',
  lastFrame: 'последний кадр',
} as const

/**
 * A web camera: its poster and a play button; activated, the live HLS stream (native or hls.js). A camera
 * that is off (its playlist does not answer) shows the poster as its last frame with a calm note and no play
 * button; a stream that fails while playing shows 'трансляция недоступна' with a retry, never an error screen.
 */
export function CameraPlayer({ id, title, streamUrl, poster, sizes, priority = false }: CameraPlayerProps) {
  const online = useFetch(String(id), (signal) => isCameraOnline(id, signal)).data
  const availability: Availability = online === undefined ? 'checking' : online ? 'online' : 'offline'
  const [active, setActive] = useState(false)
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)
  const videoRef = useRef<HTMLVideoElement>(null)
  const retryRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const statusId = useId()

  useEffect(() => {
    const video = videoRef.current
    if (!active || !video) return
    let cancelled = false
    let stop = () => {}
    void attachHlsStream(video, streamUrl, () => {
      if (!cancelled) setStatus('error')
    }).then((detach) => {
      if (cancelled) detach()
      else stop = detach
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [active, attempt, streamUrl])

  // The play button disappears on activation: keep the keyboard user inside the player.
  useEffect(() => {
    if (!active) return
    const focusLost = document.activeElement === document.body || rootRef.current?.contains(document.activeElement)
    if (!focusLost) return
    if (status === 'error') retryRef.current?.focus()
    else if (status === 'loading') videoRef.current?.focus()
  }, [active, status])

  const start = () => {
    setStatus('loading')
    setActive(true)
    setAttempt((n) => n + 1)
  }

  return (
    <div ref={rootRef} className={styles.player} data-status={active ? status : availability === 'offline' ? 'offline' : 'idle'}>
      {poster && (
        <LazyImage
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={sizes}
          alt={poster.alt}
          width={poster.width}
          height={poster.height}
          fit="cover"
          priority={priority}
          className={styles.poster}
        />
      )}
      {active && (
        <video
          ref={videoRef}
          className={styles.video}
          aria-label={title}
          aria-describedby={statusId}
          controls
          muted
          playsInline
          poster={poster?.src}
          hidden={status === 'error'}
          onPlaying={() => setStatus('playing')}
        />
      )}
      {!active && availability === 'online' && (
        <button type="button" className={styles.play} onClick={start} aria-label={`${CAMERA_LABELS.play}: ${title}`}>
          <svg className={styles.playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
          <span>{CAMERA_LABELS.play}</span>
        </button>
      )}
      {!active && availability === 'offline' && (
        <span className={styles.lastFrame} aria-hidden="true">
          {CAMERA_LABELS.lastFrame}
        </span>
      )}
      {!active && availability === 'offline' && (
        <div className={styles.offline}>
          <p className={styles.offlineTitle}>{CAMERA_LABELS.offline}</p>
          <p className={styles.offlineText}>{CAMERA_LABELS.offlineText}</p>
        </div>
      )}
      {active && status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      {/* Always in the DOM, so screen readers announce the unavailable state when it appears. */}
      <div className={styles.overlay} data-visible={(active && status === 'error') || undefined}>
        <div id={statusId} role="status">
          {active && status === 'error' && (
            <>
              <p className={styles.unavailableTitle}>{CAMERA_LABELS.unavailable}</p>
              <p className={styles.unavailableText}>{title}</p>
            </>
          )}
        </div>
        {active && status === 'error' && (
          <Button ref={retryRef} variant="secondary" size="small" className={styles.retry} onClick={start}>
            {CAMERA_LABELS.retry}
          </Button>
        )}
      </div>
    </div>
  )
}
