'use client'

import type { RefObject } from 'react'

import { useFocusTrap } from './use-focus-trap'
import { useScrollLock } from './use-scroll-lock'

export interface ModalLockProps {
  /** The element that is modal while this is mounted. */
  rootRef: RefObject<HTMLElement | null>
  /** Where focus goes first; else the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A modal's lock, for as long as it is mounted: the page under it does not scroll, and focus stays inside (and goes
 * back where it was after). A component, so that a view that is only sometimes modal can load it then.
 */
export function ModalLock({ rootRef, initialFocus }: ModalLockProps) {
  useScrollLock(true)
  useFocusTrap(rootRef, true, initialFocus)
  return null
}
