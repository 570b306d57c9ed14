import 'client-only'

import { useEffect, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Focusable descendants of a container, in tab order of the document (never a tabindex=-1 field such as a honeypot). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getAttribute('tabindex') !== '-1' && !el.closest('[inert], [aria-hidden="true"], [hidden]'),
  )
}

/**
 * Keeps Tab inside the container while active, moves focus into it on activation
 * and gives focus back to the element that had it before, when deactivated.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initialFocus?.current ?? focusableIn(container)[0] ?? container
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(container)
      const firstItem = items[0]
      const lastItem = items.at(-1)
      if (!firstItem || !lastItem) {
        event.preventDefault()
        container.focus()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === firstItem || !container.contains(current))) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // The opener may have unmounted meanwhile (e.g. a list re-rendered); then focus stays where the browser puts it.
      if (previous?.isConnected) previous.focus()
    }
  }, [ref, active, initialFocus])
}
