'use client'

import type { RefObject } from 'react'

import { useEscape } from './use-escape'
import { useFocusTrap } from './use-focus-trap'
import { useScrollLock } from './use-scroll-lock'

export interface ModalBehaviourProps {
  /** The element that is modal while this is mounted. */
  rootRef: RefObject<HTMLElement | null>
  /** Where focus goes first; else the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Escape. */
  onClose: () => void
}

/**
 * A modal's behaviour, for as long as it is mounted: the page under it does not scroll, focus stays inside (and goes
 * back where it was after), Escape closes. A component, so that a view that is only sometimes modal can load it then.
 */
export function ModalBehaviour({ rootRef, initialFocus, onClose }: ModalBehaviourProps) {
  useScrollLock(true)
  useFocusTrap(rootRef, true, initialFocus)
  useEscape(true, onClose)
  return null
}
