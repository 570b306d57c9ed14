'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/ui/button/button'
import { LazyImage } from '@/ui/image/lazy-image'

import styles from './camera-player.module.css'
import { attachHlsStream } from './hls-stream'
import type { Picture } from './picture'

export interface CameraPlayerProps {
  /** The camera's name: the video's label and the text of the unavailable state. */
  title: string
  streamUrl: string
  poster: Picture | null
  sizes: string
}

type Status = 'loading' | 'playing' | 'error'

/**
 * A web camera: its poster and a play button; activated, the live HLS stream (native or hls.js). A stream
 * that cannot play shows a calm 'трансляция недоступна' state with a retry, never an error screen.
 */
export function CameraPlayer({ title, streamUrl, poster, sizes }: CameraPlayerProps) {
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
    <div ref={rootRef} className={styles.player} data-status={active ? status : 'idle'}>
      {poster && (
        <LazyImage
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={sizes}
          alt={poster.alt}
          width={poster.width}
          height={poster.height}
          fit="cover"
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
      {!active && (
        <button type="button" className={styles.play} onClick={start} aria-label={`смотреть трансляцию: ${title}`}>
          <svg className={styles.playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
          <span>смотреть трансляцию</span>
        </button>
      )}
      {active && status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      {/* Always in the DOM, so screen readers announce the unavailable state when it appears. */}
      <div className={styles.overlay} data-visible={(active && status === 'error') || undefined}>
        <div id={statusId} role="status">
          {active && status === 'error' && (
            <>
              <p className={styles.unavailableTitle}>трансляция недоступна</p>
              <p className={styles.unavailableText}>{title}</p>
            </>
          )}
        </div>
        {active && status === 'error' && (
          <Button ref={retryRef} variant="secondary" size="small" className={styles.retry} onClick={start}>
            попробовать снова
          </Button>
        )}
      </div>
    </div>
  )
}
