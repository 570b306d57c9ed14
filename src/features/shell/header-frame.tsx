'use client'

import type { ReactNode } from 'react'

import { useScrollState } from './scroll-state'
import styles from './site-header.module.css'

/**
 * The sticky header's frame: it slides away while the visitor scrolls down and returns on the way up
 * (the scroll store's direction), so reading gets the whole screen. Keyboard focus inside keeps it shown.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { offset, direction } = useScrollState()
  return (
    <header
      className={styles.frame}
      data-hidden={direction === 'down' && offset > 200 ? '' : undefined}
      data-scrolled={offset > 0 ? '' : undefined}
    >
      {children}
    </header>
  )
}
