import { useEffect, useState, type RefObject } from 'react'

/** Visibility share of an edge sentinel below which that edge counts as scrolled away (SPEC §9). */
export const SCROLL_SHADOW_THRESHOLD = 0.1

/**
 * Edge shadows of a scroll container: sentinels at its top and bottom are observed inside it,
 * and an edge shows a shadow while its sentinel is out of view.
 */
export function useScrollShadows(
  active: boolean,
  {
    rootRef,
    topRef,
    bottomRef,
  }: { rootRef: RefObject<HTMLElement | null>; topRef: RefObject<HTMLElement | null>; bottomRef: RefObject<HTMLElement | null> },
) {
  const [shadows, setShadows] = useState({ top: false, bottom: false })

  useEffect(() => {
    const root = rootRef.current
    const top = topRef.current
    const bottom = bottomRef.current
    if (!active || !root || !top || !bottom || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        setShadows((current) => {
          const next = { ...current }
          for (const entry of entries) {
            if (entry.target === top) next.top = !entry.isIntersecting
            if (entry.target === bottom) next.bottom = !entry.isIntersecting
          }
          return next.top === current.top && next.bottom === current.bottom ? current : next
        })
      },
      { root, threshold: SCROLL_SHADOW_THRESHOLD },
    )
    observer.observe(top)
    observer.observe(bottom)
    return () => observer.disconnect()
  }, [active, rootRef, topRef, bottomRef])

  return shadows
}
