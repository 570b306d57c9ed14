import 'client-only'

import { useEffect } from 'react'

// Counted so that nested overlays (a select's modal inside a menu) unlock only when the last one closes.
let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

function lock(): void {
  if (locks++ > 0) return
  const body = document.body
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  // Keeps the page from jumping sideways when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  body.style.overflow = 'hidden'
  body.dataset.scrollLocked = 'true'
}

function unlock(): void {
  if (--locks > 0) return
  locks = 0
  const body = document.body
  body.style.overflow = saved?.overflow ?? ''
  body.style.paddingRight = saved?.paddingRight ?? ''
  delete body.dataset.scrollLocked
  saved = null
}

/** Locks page scroll while active is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    lock()
    return unlock
  }, [active])
}
