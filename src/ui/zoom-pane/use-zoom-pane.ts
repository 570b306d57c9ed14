import { useCallback, useRef, useState } from 'react'

/** Zoom limits and steps of the plan viewer: fitted (1) up to 5×, each key or button press 1.5×. */
export const ZOOM = { min: 1, max: 5, step: 1.5 } as const

export interface ZoomView {
  scale: number
  /** Offset of the picture's centre from the box's centre, px. */
  x: number
  y: number
}

export const FITTED: ZoomView = { scale: 1, x: 0, y: 0 }

interface Box {
  width: number
  height: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Keeps the zoomed picture over the box: it may not be pushed further than its own overhang. */
export function clampView(view: ZoomView, box: Box): ZoomView {
  const scale = clamp(view.scale, ZOOM.min, ZOOM.max)
  const maxX = ((scale - 1) * box.width) / 2
  const maxY = ((scale - 1) * box.height) / 2
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) }
}

/**
 * Zooms to `scale` keeping the point `at` (px from the box's centre) where it is on screen: the spot under the
 * fingers or the wheel stays under them.
 */
export function zoomAt(view: ZoomView, scale: number, at: { x: number; y: number }, box: Box): ZoomView {
  const next = clamp(scale, ZOOM.min, ZOOM.max)
  const ratio = next / view.scale
  return clampView({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, box)
}

/**
 * The view that fits the drawing (a box in fractions of an image of natural size `natural`, shown contained in
 * `box`) to the box, with a small margin: a plan drawn small on a wide sheet fills a phone's screen.
 */
export function focusView(focus: { x: number; y: number; width: number; height: number }, natural: Box, box: Box): ZoomView {
  if (!natural.width || !natural.height || !box.width || !box.height || !focus.width || !focus.height) return FITTED
  const k = Math.min(box.width / natural.width, box.height / natural.height)
  const shown = { width: natural.width * k, height: natural.height * k }
  const centre = { x: (focus.x + focus.width / 2 - 0.5) * shown.width, y: (focus.y + focus.height / 2 - 0.5) * shown.height }
  const scale = Math.min((box.width * 0.94) / (focus.width * shown.width), (box.height * 0.9) / (focus.height * shown.height))
  const fitted = clamp(scale, ZOOM.min, ZOOM.max)
  return clampView({ scale: fitted, x: -centre.x * fitted, y: -centre.y * fitted }, box)
}

/** 'Масштаб 150 %': the state a screen reader hears after each change. */
export function zoomText(scale: number): string {
  return `Масштаб ${Math.round(scale * 100)}\u00a0%`
}

/**
 * State of a pan-and-zoom box: the view, and the operations the pointer, wheel, keys and buttons map to.
 * `measure` tells the box's size in px (it changes with the screen).
 */
export function useZoomPane(measure: () => Box) {
  const [view, setView] = useState<ZoomView>(FITTED)
  // The fitted view: the whole picture, or its drawing once measured; 0 and the level button go back to it.
  const [base, setBase] = useState<ZoomView>(FITTED)
  const baseRef = useRef(base)

  const apply = useCallback(
    (next: (current: ZoomView, box: Box) => ZoomView) => {
      setView((current) => {
        const result = next(current, measure())
        return result.scale === current.scale && result.x === current.x && result.y === current.y ? current : result
      })
    },
    [measure],
  )

  return {
    view,
    base,
    /** A new fitted view; the view follows while the visitor has not moved it. */
    fit: useCallback((next: ZoomView) => {
      const previous = baseRef.current
      baseRef.current = next
      setBase(next)
      setView((current) => (current.scale === previous.scale && current.x === previous.x && current.y === previous.y ? next : current))
    }, []),
    zoomBy: useCallback((factor: number, at = { x: 0, y: 0 }) => apply((v, box) => zoomAt(v, v.scale * factor, at, box)), [apply]),
    panBy: useCallback((dx: number, dy: number) => apply((v, box) => clampView({ ...v, x: v.x + dx, y: v.y + dy }, box)), [apply]),
    set: useCallback((next: ZoomView) => apply((_, box) => clampView(next, box)), [apply]),
    reset: useCallback(() => apply(() => base), [apply, base]),
  }
}
