'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import styles from './floors.module.css'

interface Bubble {
  key: string
  text: string
  href: string | null
  /** Centre-top of the element, in pixels of the layer. */
  x: number
  y: number
  /** Opened by a tap: it stays, with an explicit link, until another tap or Escape. */
  pinned: boolean
}

export interface SummaryLayerProps {
  children: ReactNode
  className?: string
  /** The link text of a pinned bubble (a tap on a phone): «открыть этаж», «открыть квартиру». */
  openLabel: string
}

/**
 * Shows the summary of a floor or a flat (the `data-summary` of the link under the pointer or the focus) in a
 * bubble above it. A mouse click opens the link at once; on a touch screen the first tap shows the bubble with
 * an explicit link and a second tap on the same item opens it, so a phone can read the summary first. The links
 * are server-rendered and work without this island; their own names carry the same text for screen readers.
 */
export function SummaryLayer({ children, className, openLabel }: SummaryLayerProps) {
  const root = useRef<HTMLDivElement>(null)
  const [bubble, setBubble] = useState<Bubble | null>(null)
  // The listeners are attached once; they read the current bubble through this ref.
  const bubbleRef = useRef<Bubble | null>(null)
  useEffect(() => {
    bubbleRef.current = bubble
  }, [bubble])

  useEffect(() => {
    const layer = root.current
    if (!layer) return
    let touch = false
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement | SVGElement>('[data-summary]') : null
    const show = (item: Element, pinned: boolean) => {
      const box = item.getBoundingClientRect()
      const base = layer.getBoundingClientRect()
      setBubble({
        key: keyOf(item),
        text: item.getAttribute('data-summary') ?? '',
        href: item.getAttribute('href'),
        x: box.left + box.width / 2 - base.left,
        y: box.top - base.top,
        pinned,
      })
    }
    const keyOf = (item: Element) => item.getAttribute('data-summary-key') ?? item.getAttribute('href') ?? ''
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType === 'touch' || event.pointerType === 'pen'
      const item = itemOf(event.target)
      // A first tap only reads: the app's navigation chain (a capture listener on window that runs before this
      // layer's) must leave that click alone, which `data-native-navigation` tells it to.
      if (item && touch && !(bubbleRef.current?.pinned && bubbleRef.current.key === keyOf(item)))
        item.setAttribute('data-native-navigation', '')
    }
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || bubbleRef.current?.pinned) return
      const item = itemOf(event.target)
      if (item) show(item, false)
    }
    const onPointerLeave = () => {
      if (!bubbleRef.current?.pinned) setBubble(null)
    }
    const onFocusIn = (event: FocusEvent) => {
      const item = itemOf(event.target)
      if (item && !bubbleRef.current?.pinned) show(item, false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!layer.contains(event.relatedTarget as Node | null) && !bubbleRef.current?.pinned) setBubble(null)
    }
    const onClick = (event: MouseEvent) => {
      const item = itemOf(event.target)
      if (!item || !touch) return
      // The first tap reads, the second opens.
      if (bubbleRef.current?.pinned && bubbleRef.current.key === keyOf(item)) return
      event.preventDefault()
      item.removeAttribute('data-native-navigation')
      show(item, true)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setBubble(null)
    }
    layer.addEventListener('pointerdown', onPointerDown)
    layer.addEventListener('pointerover', onPointerOver)
    layer.addEventListener('pointerleave', onPointerLeave)
    layer.addEventListener('focusin', onFocusIn)
    layer.addEventListener('focusout', onFocusOut)
    layer.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      layer.removeEventListener('pointerdown', onPointerDown)
      layer.removeEventListener('pointerover', onPointerOver)
      layer.removeEventListener('pointerleave', onPointerLeave)
      layer.removeEventListener('focusin', onFocusIn)
      layer.removeEventListener('focusout', onFocusOut)
      layer.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <div ref={root} className={className} data-summary-layer>
      {children}
      <div className={styles.bubble} hidden={!bubble} style={bubble ? { left: bubble.x, top: bubble.y } : undefined} aria-live="polite">
        {bubble ? (
          <>
            <span>{bubble.text}</span>
            {bubble.pinned && bubble.href ? (
              <a className={styles.bubbleLink} href={bubble.href}>
                {openLabel}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
