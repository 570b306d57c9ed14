'use client'

import { type RefObject, useEffect, useEffectEvent, useState } from 'react'

/** SPEC §9: images start loading 50 px before they enter the view. */
export const LAZY_ROOT_MARGIN = '50px'

type Callback = () => void
const observers = new Map<string, IntersectionObserver>()
const callbacks = new WeakMap<Element, Callback>()

// One observer per margin for every lazy element on the page: cheaper than one each.
function sharedObserver(rootMargin: string): IntersectionObserver {
  let observer = observers.get(rootMargin)
  if (!observer) {
    const created = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          callbacks.get(entry.target)?.()
          callbacks.delete(entry.target)
          created.unobserve(entry.target)
        }
      },
      { rootMargin },
    )
    observers.set(rootMargin, created)
    observer = created
  }
  return observer
}

/**
 * Calls `onNear` once, when the element comes within `rootMargin` of the viewport; nothing while `done`.
 * The latest `onNear` is called, so it may be a new function on every render.
 */
export function useWhenNear(ref: RefObject<Element | null>, rootMargin: string, onNear: () => void, done = false): void {
  const fire = useEffectEvent(onNear)
  useEffect(() => {
    const element = ref.current
    if (done || !element) return
    const io = sharedObserver(rootMargin)
    callbacks.set(element, () => fire())
    io.observe(element)
    return () => {
      callbacks.delete(element)
      io.unobserve(element)
    }
  }, [ref, done, rootMargin])
}

/** True once the element came within 50 px of the viewport (the images' margin), or at once when `eager`. */
export function useLazyVisible(ref: RefObject<Element | null>, eager = false): boolean {
  const [visible, setVisible] = useState(eager)
  useWhenNear(ref, LAZY_ROOT_MARGIN, () => setVisible(true), visible)
  return visible
}
