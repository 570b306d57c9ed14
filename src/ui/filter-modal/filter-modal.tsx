'use client'

import clsx from 'clsx'
import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { Button } from '../button/button'
import { Icon } from '../icon/icon'
import type { Theme } from '../shared/types'
import { useFocusTrap } from '../shared/use-focus-trap'
import { usePortalTarget } from '../shared/use-portal'
import { useEscape } from '../shared/use-escape'
import { useScrollLock } from '../shared/use-scroll-lock'
import styles from './filter-modal.module.css'
import { useScrollShadows } from './use-scroll-shadows'

export interface FilterModalProps {
  open: boolean
  /** Close button and Escape. */
  onClose: () => void
  /** The main button and a click on the overlay. */
  onAccept: () => void
  onReset?: () => void
  title?: string
  buttonText?: string
  /** The main button's text is being updated (e.g. a live count on its way): aria-busy, text kept. */
  buttonBusy?: boolean
  resetText?: string
  showButton?: boolean
  showReset?: boolean
  children: ReactNode
  theme?: Theme
  /** Element to focus on open instead of the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
}

/** Full-screen (mobile/tablet) filter dialog with a scrollable body and an action footer (SPEC §2.3, §9). */
export function FilterModal({
  open,
  onClose,
  onAccept,
  onReset,
  title = 'Фильтр',
  buttonText = 'Применить',
  buttonBusy = false,
  resetText = 'Сбросить',
  showButton = true,
  showReset = false,
  children,
  theme,
  initialFocus,
  className,
}: FilterModalProps) {
  const target = usePortalTarget()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const topRef = useRef<HTMLSpanElement>(null)
  const bottomRef = useRef<HTMLSpanElement>(null)
  const mounted = open && target !== null
  const shadows = useScrollShadows(mounted, { rootRef: bodyRef, topRef, bottomRef })
  useScrollLock(open)
  useFocusTrap(panelRef, mounted, initialFocus)
  useEscape(mounted, onClose)

  if (!open || !target) return null
  return createPortal(
    <div className={clsx(styles.root, className)} data-theme={theme} data-open="true">
      {/* The overlay is pointer-only by design (SPEC §9: a click on it accepts); keyboard users have the buttons and Escape. */}
      <div className={styles.overlay} data-testid="filter-modal-overlay" aria-hidden="true" onClick={onAccept} />
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Кнопка закрыть" onClick={onClose}>
            <Icon name="close" size="medium" />
          </button>
        </header>
        <div
          ref={bodyRef}
          className={styles.body}
          data-shadow-top={shadows.top}
          data-shadow-bottom={shadows.bottom}
          data-testid="filter-modal-body"
        >
          <span ref={topRef} className={styles.sentinel} data-sentinel="top" />
          {children}
          <span ref={bottomRef} className={styles.sentinel} data-sentinel="bottom" />
        </div>
        {(showButton || showReset) && (
          <footer className={styles.footer}>
            {showReset && (
              <Button variant="secondary" size="large" fullWidth onClick={onReset}>
                {resetText}
              </Button>
            )}
            {showButton && (
              <Button
                variant="accent"
                size="large"
                fullWidth
                onClick={onAccept}
                aria-busy={buttonBusy || undefined}
                data-busy={buttonBusy || undefined}
              >
                {buttonText}
              </Button>
            )}
          </footer>
        )}
      </div>
    </div>,
    target,
  )
}
