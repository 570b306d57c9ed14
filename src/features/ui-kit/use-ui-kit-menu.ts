import 'client-only'

import { useEffect, useMemo, useRef, useState } from 'react'

import { DEBUG_RELOAD_DELAY_MS, writeDebugCookie } from './debug'
import { CATEGORY_NOT_FOUND, isBasePath, menuForPath, type MenuItem } from './menu'

/** Slide transition between the menu levels (SPEC §9). */
export const MENU_SLIDE_MS = 300

/** Where the new panel comes from: the right going forward, the left going back. */
export type MenuSlide = 'right' | 'left'

export interface UiKitMenuOptions {
  items: readonly MenuItem[]
  pathname: string | null
  debug: boolean
  onDebugChange: (on: boolean) => void
  onClose: () => void
  reload?: () => void
}

/** Two-level panel state, path sync, slide timing and the debug switch of the UI-kit menu (SPEC §2.3). */
export function useUiKitMenu({
  items,
  pathname,
  debug,
  onDebugChange,
  onClose,
  reload = () => window.location.reload(),
}: UiKitMenuOptions) {
  const fromPath = useMemo(() => menuForPath(items, pathname), [items, pathname])
  const [panel, setPanel] = useState<{ category: string | null; slide: MenuSlide | null }>(() => ({
    category: fromPath ?? null,
    slide: null,
  }))
  const [seenPath, setSeenPath] = useState(pathname)
  // A new path picks its panel; an unknown one leaves the menu as it is (only the warning below).
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    if (fromPath !== undefined) setPanel({ category: fromPath, slide: null })
  }

  useEffect(() => {
    if (fromPath === undefined) console.warn(CATEGORY_NOT_FOUND)
  }, [fromPath])

  const slideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(slideTimer.current), [])

  const slideTo = (category: string | null, slide: MenuSlide) => {
    clearTimeout(slideTimer.current)
    setPanel({ category, slide })
    slideTimer.current = setTimeout(() => setPanel((current) => ({ ...current, slide: null })), MENU_SLIDE_MS)
  }

  const parents = items.filter((item) => item.parent)
  const current = panel.category === null ? undefined : parents.find((item) => item.category === panel.category)

  return {
    category: panel.category,
    slide: panel.slide,
    parents,
    current,
    children: current ? items.filter((item) => !item.parent && item.category === current.category) : [],
    debug,
    /** Forward to a category's panel; an unknown category only warns. */
    openCategory(category: string) {
      if (!parents.some((item) => item.category === category)) {
        console.warn(CATEGORY_NOT_FOUND)
        return
      }
      slideTo(category, 'right')
    },
    back() {
      slideTo(null, 'left')
    },
    setDebug(on: boolean) {
      writeDebugCookie(on)
      onDebugChange(on)
      if (on && isBasePath(pathname)) {
        onClose()
        // Not cleared on unmount: closing the menu unmounts it, and the reload must still happen.
        setTimeout(reload, DEBUG_RELOAD_DELAY_MS)
      }
    },
  }
}
