'use client'

import { type RefObject, useEffect, useState } from 'react'

/** SPEC §9: images start loading 50 px before they enter the view. */
export const LAZY_ROOT_MARGIN = '50px'

type Callback = () => void
let observer: IntersectionObserver | null = null
const callbacks = new WeakMap<Element, Callback>()

// One observer for every lazy element on the page: cheaper than one each.
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        callbacks.get(entry.target)?.()
        callbacks.delete(entry.target)
        observer?.unobserve(entry.target)
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  )
  return observer
}

/** True once the element came within 50 px of the viewport. */
export function useLazyVisible(ref: RefObject<Element | null>, eager = false): boolean {
  const [visible, setVisible] = useState(eager)
  useEffect(() => {
    const element = ref.current
    if (visible || !element) return
    const io = sharedObserver()
    callbacks.set(element, () => setVisible(true))
    io.observe(element)
    return () => {
      callbacks.delete(element)
      io.unobserve(element)
    }
  }, [ref, visible])
  return visible
}
