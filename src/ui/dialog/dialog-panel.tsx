'use client'

import clsx from 'clsx'
import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { Icon } from '../icon/icon'
import { useEscape } from '../shared/use-escape'
import { useFocusTrap } from '../shared/use-focus-trap'
import { usePortalTarget } from '../shared/use-portal'
import { useScrollLock } from '../shared/use-scroll-lock'
import styles from './dialog.module.css'

export type DialogPlacement = 'center' | 'side' | 'fullscreen'

export interface DialogProps {
  open: boolean
  /** Close button, Escape and a click on the overlay. */
  onClose: () => void
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  /** 'side' slides in from the right (consultation), 'center' is a sheet, 'fullscreen' fills the viewport (viewers). */
  placement?: DialogPlacement
  children: ReactNode
  /** Full-bleed art above the title (the consultation panel's picture); left out on phones and short screens. */
  media?: ReactNode
  /** Element to focus on open instead of the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
}

/**
 * A modal dialog: portal, focus trap with focus returned on close, Escape, scroll lock and a close button. Used
 * through ./dialog, which loads this module apart from the page.
 */
export function DialogPanel({
  open,
  onClose,
  title,
  hideTitle = false,
  placement = 'center',
  children,
  media,
  initialFocus,
  className,
}: DialogProps) {
  const target = usePortalTarget()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const mounted = open && target !== null
  useScrollLock(open)
  useFocusTrap(panelRef, mounted, initialFocus)
  useEscape(mounted, onClose)

  if (!mounted) return null
  return createPortal(
    <div className={styles.root} data-placement={placement}>
      {/* Pointer-only dismissal; keyboard users have the close button and Escape. */}
      <div className={styles.overlay} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(styles.panel, className)}
        data-has-media={media ? true : undefined}
      >
        {media ? <div className={styles.media}>{media}</div> : null}
        {/* A div, not <header>: inside a dialog a header would be a second banner landmark of the page. */}
        <div className={styles.header} data-hidden-title={hideTitle || undefined}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Кнопка закрыть" onClick={onClose}>
            <Icon name="close" size="medium" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    target,
  )
}
