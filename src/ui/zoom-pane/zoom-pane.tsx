'use client'

import clsx from 'clsx'
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'

import fieldStyles from '../shared/field.module.css'
import styles from './zoom-pane.module.css'
import { imageContentBox } from './content-box'
import { focusView, useZoomPane, ZOOM, zoomAt, zoomText } from './use-zoom-pane'

export interface ZoomPaneProps {
  /** What is shown, e.g. 'План квартиры'. */
  label: string
  /** The picture; it is fitted into the box (an <img> with object-fit: contain fills it). */
  children: ReactNode
  /** The focusable stage, for a dialog that wants focus there on open. */
  stageRef?: RefObject<HTMLDivElement | null>
  className?: string
}

/** Share of the box one arrow press moves the picture. */
const PAN_STEP = 0.15

/**
 * A picture fitted to its box that can be zoomed and moved: pinch or wheel to zoom around the fingers or the
 * pointer, drag to move, double tap to zoom in or back; on the keyboard + and − zoom, the arrows move, 0 fits
 * it back. Buttons do the same, and each change of scale is announced.
 */
export function ZoomPane({ label, children, stageRef, className }: ZoomPaneProps) {
  const stage = useRef<HTMLDivElement | null>(null)
  // The owner's handle on the stage (a dialog focuses it on open), attached before the owner's effects run.
  useImperativeHandle(stageRef, () => stage.current as HTMLDivElement, [])
  const hintId = useId()
  const measure = useCallback(() => {
    const rect = stage.current?.getBoundingClientRect()
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 }
  }, [])
  const zoom = useZoomPane(measure)
  const { view, base, fit } = zoom
  const content = useRef<HTMLDivElement>(null)

  // Fit the drawing, not the sheet: once the picture is in, find its drawing and fit that, again on resize.
  useEffect(() => {
    const image = content.current?.querySelector('img')
    const node = stage.current
    if (!image || !node) return
    let focus: ReturnType<typeof imageContentBox> | undefined
    const refit = () => {
      if (!image.complete || !image.naturalWidth) return
      focus ??= imageContentBox(image)
      if (!focus) return
      fit(focusView(focus, { width: image.naturalWidth, height: image.naturalHeight }, measure()))
    }
    refit()
    image.addEventListener('load', refit)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(refit)
    observer?.observe(node)
    return () => {
      image.removeEventListener('load', refit)
      observer?.disconnect()
    }
  }, [fit, measure])
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const lastTap = useRef(0)

  /** A client point as px from the stage's centre. */
  const fromCentre = (clientX: number, clientY: number) => {
    const rect = stage.current!.getBoundingClientRect()
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 }
  }

  // The wheel needs a non-passive listener to keep the page from scrolling behind the viewer.
  useEffect(() => {
    const node = stage.current
    if (!node) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002))
      zoom.zoomBy(factor, fromCentre(event.clientX, event.clientY))
    }
    node.addEventListener('wheel', onWheel, { passive: false })
    return () => node.removeEventListener('wheel', onWheel)
  }, [zoom.zoomBy]) // eslint-disable-line react-hooks/exhaustive-deps -- fromCentre reads the ref only

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId)
    if (!previous) return
    const points = [...pointers.current.entries()]
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (points.length === 1) {
      zoom.panBy(event.clientX - previous.x, event.clientY - previous.y)
      return
    }
    // Two fingers: the scale follows their distance, the picture follows their midpoint.
    const other = points.find(([id]) => id !== event.pointerId)?.[1]
    if (!other) return
    const before = Math.hypot(previous.x - other.x, previous.y - other.y)
    const after = Math.hypot(event.clientX - other.x, event.clientY - other.y)
    if (before < 1) return
    const mid = fromCentre((event.clientX + other.x) / 2, (event.clientY + other.y) / 2)
    zoom.zoomBy(after / before, mid)
    zoom.panBy((event.clientX - previous.x) / 2, (event.clientY - previous.y) / 2)
  }

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasSingle = pointers.current.size === 1
    pointers.current.delete(event.pointerId)
    if (!wasSingle || event.pointerType === 'mouse') return
    // A double tap zooms in where it lands, or back to the fitted view.
    const now = event.timeStamp
    if (now - lastTap.current < 300) {
      lastTap.current = 0
      if (view.scale > base.scale) zoom.reset()
      else zoom.set(zoomAt(base, base.scale * 2, fromCentre(event.clientX, event.clientY), measure()))
    } else lastTap.current = now
  }

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (view.scale > base.scale) zoom.reset()
    else zoom.set(zoomAt(base, base.scale * 2, fromCentre(event.clientX, event.clientY), measure()))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const box = measure()
    const step = { x: box.width * PAN_STEP, y: box.height * PAN_STEP }
    switch (event.key) {
      case '+':
      case '=':
        zoom.zoomBy(ZOOM.step)
        break
      case '-':
      case '_':
        zoom.zoomBy(1 / ZOOM.step)
        break
      case '0':
        zoom.reset()
        break
      // The arrows move the picture the way it is looked at: → shows what is to the right.
      case 'ArrowLeft':
        zoom.panBy(step.x, 0)
        break
      case 'ArrowRight':
        zoom.panBy(-step.x, 0)
        break
      case 'ArrowUp':
        zoom.panBy(0, step.y)
        break
      case 'ArrowDown':
        zoom.panBy(0, -step.y)
        break
      default:
        return
    }
    event.preventDefault()
  }

  // Announced after each change of scale (not of position), from the first one on; adjusted during render.
  // Shown relative to the fitted view: fitted is 100 %.
  const relative = view.scale / base.scale
  const [announced, setAnnounced] = useState({ relative, text: '' })
  if (announced.relative !== relative) setAnnounced({ relative, text: zoomText(relative) })

  const percent = `${Math.round(relative * 100)}\u00a0%`
  return (
    <div className={clsx(styles.root, className)} data-zoomed={view.scale > base.scale || undefined}>
      {/* A focusable stage with its own keys and gestures (a pannable image has no native element or ARIA
          widget role); the hint says which keys, the buttons below do the same for everyone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={stage}
        className={styles.stage}
        role="group"
        aria-roledescription="масштабируемое изображение"
        aria-label={label}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keys above need a focusable stage
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={onDoubleClick}
        data-testid="zoom-stage"
      >
        <div
          ref={content}
          className={styles.content}
          style={{ transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})` }}
          data-scale={view.scale}
        >
          {children}
        </div>
      </div>
      <p id={hintId} className={fieldStyles.srOnly}>
        Клавиши плюс и минус меняют масштаб, стрелки сдвигают изображение, ноль возвращает его по размеру экрана.
      </p>
      <div className={styles.controls} role="group" aria-label="Масштаб">
        <button
          type="button"
          className={styles.control}
          aria-label="Уменьшить масштаб"
          disabled={view.scale <= ZOOM.min}
          onClick={() => zoom.zoomBy(1 / ZOOM.step)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12" />
          </svg>
        </button>
        <button type="button" className={styles.level} aria-label={`По размеру экрана (сейчас ${percent})`} onClick={zoom.reset}>
          {percent}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Увеличить масштаб"
          disabled={view.scale >= ZOOM.max}
          onClick={() => zoom.zoomBy(ZOOM.step)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" />
          </svg>
        </button>
      </div>
      <p className={fieldStyles.srOnly} aria-live="polite" aria-atomic="true" data-testid="zoom-live">
        {announced.text}
      </p>
    </div>
  )
}
