'use client'

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '../icon/icon'
import { LazyImage } from '../image/lazy-image'
import styles from './panorama-viewer.module.css'
import { hasWebGL } from './webgl'

export interface PanoramaViewerProps {
  /** The equirectangular (2:1) panorama. */
  src: string
  alt: string
  caption?: string
  /** A light picture shown until the visitor starts the panorama (defaults to src). */
  poster?: string
}

/** poster → loading (the sphere chunk and texture arrive) → sphere; or flat when WebGL or the sphere fails. */
export type PanoramaState = 'poster' | 'loading' | 'sphere' | 'flat'

/** Share of the flat strip one arrow press moves. */
const FLAT_STEP = 0.1

/**
 * A 360° panorama behind a poster. Activating the '360°' control loads the sphere viewer
 * (@photo-sphere-viewer/core with three.js) on demand — never in the initial bundle — and focuses it so the
 * arrows turn the view. Without WebGL (or when the sphere fails) the flat picture scrolls sideways instead.
 * Both modes have a fullscreen toggle on the whole stage.
 */
export function PanoramaViewer({ src, alt, caption, poster }: PanoramaViewerProps) {
  const [state, setState] = useState<PanoramaState>('poster')
  const [fullscreen, setFullscreen] = useState(false)
  const stageRef = useRef<HTMLDivElement>(null)
  const sphereRef = useRef<HTMLDivElement>(null)
  const flatRef = useRef<HTMLElement>(null)

  const activate = useCallback(() => {
    setState(hasWebGL() ? 'loading' : 'flat')
  }, [])

  // Mounts the sphere once its container exists; any failure (chunk, WebGL context, texture) falls back to flat.
  const mounting = state === 'loading' || state === 'sphere'
  useEffect(() => {
    if (!mounting) return
    const container = sphereRef.current
    if (!container) return
    let cancelled = false
    let destroy: (() => void) | undefined
    const fail = () => {
      destroy?.()
      destroy = undefined
      if (!cancelled) setState('flat')
    }
    import('./panorama-sphere')
      .then(({ mountSphere }) => {
        if (cancelled) return
        const handle = mountSphere(container, {
          src,
          caption,
          onReady: () => {
            if (cancelled) return
            setState('sphere')
            container.focus({ preventScroll: true })
          },
          onError: fail,
        })
        destroy = handle.destroy
      })
      .catch(fail)
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [mounting, src, caption])

  // The flat fallback takes the focus the activation button had, so the arrows work at once.
  useEffect(() => {
    if (state === 'flat') flatRef.current?.focus({ preventScroll: true })
  }, [state])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === stageRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const toggleFullscreen = () => {
    const stage = stageRef.current
    if (!stage) return
    if (document.fullscreenElement === stage) void document.exitFullscreen?.()
    else void stage.requestFullscreen?.().catch(() => undefined)
  }

  const onFlatKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const strip = event.currentTarget
    const step = strip.clientWidth * FLAT_STEP || 80
    const moves: Record<string, number> = { ArrowLeft: -step, ArrowRight: step, Home: -strip.scrollWidth, End: strip.scrollWidth }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    strip.scrollBy({ left: delta, behavior: 'smooth' })
  }

  const started = state !== 'poster'
  return (
    <figure className={styles.root} data-state={state}>
      <div ref={stageRef} className={styles.stage} data-fullscreen={fullscreen || undefined}>
        {mounting && (
          // The sphere is a focus target: while it has focus the viewer turns with the arrows.
          <div
            ref={sphereRef}
            className={styles.sphere}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="application"
            aria-roledescription="панорама 360°"
            aria-label={alt}
          />
        )}

        {state === 'flat' && (
          // A focusable scroll region (WCAG 2.1.1): the arrows pan the flat panorama.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex
          <section ref={flatRef} className={styles.flat} tabIndex={0} aria-label={alt} onKeyDown={onFlatKeyDown}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the full panorama strip, already a web-sized file */}
            <img className={styles.flatImage} src={src} alt={alt} decoding="async" />
          </section>
        )}

        {(state === 'poster' || state === 'loading') && (
          <div className={styles.poster}>
            <LazyImage src={poster ?? src} alt={started ? '' : alt} fit="cover" className={styles.posterImage} />
            <button
              type="button"
              className={styles.play}
              onClick={activate}
              disabled={state === 'loading'}
              aria-busy={state === 'loading' || undefined}
            >
              <span className={styles.playBadge} aria-hidden="true">
                {state === 'loading' ? <span className={styles.spinner} /> : '360°'}
              </span>
              <span className={styles.playLabel}>смотреть панораму 360°</span>
            </button>
          </div>
        )}

        {(state === 'sphere' || state === 'flat') && (
          <button
            type="button"
            className={styles.fullscreen}
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            aria-label="во весь экран"
          >
            <Icon name={fullscreen ? 'close' : 'expand'} size="small" />
          </button>
        )}
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  )
}
