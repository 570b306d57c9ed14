'use client'

import clsx from 'clsx'
import type { CSSProperties, ReactNode } from 'react'

import type { Theme } from '../shared/types'
import styles from './tooltip.module.css'
import { useTooltip } from './use-tooltip'

export interface TooltipProps {
  open: boolean
  /** Outside click (armed 700 ms after opening) and Escape. */
  onClose: () => void
  /** Accessible name of the bubble. */
  label: string
  children: ReactNode
  /** Side of the anchor the bubble sits on; the arrow points back at it. */
  placement?: 'top' | 'bottom'
  /** Position set by the caller (e.g. the building's point on the master plan). */
  style?: CSSProperties
  theme?: Theme
  className?: string
  armDelay?: number
}

/** Interactive bubble (a non-modal dialog, since it may hold buttons) anchored by the caller. */
export function Tooltip({ open, onClose, label, children, placement = 'top', style, theme, className, armDelay }: TooltipProps) {
  const { ref } = useTooltip({ open, onClose, armDelay })
  if (!open) return null
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={label}
      className={clsx(styles.root, className)}
      style={style}
      data-placement={placement}
      data-theme={theme}
      data-open="true"
    >
      {children}
      <span className={styles.arrow} aria-hidden="true" />
    </div>
  )
}
