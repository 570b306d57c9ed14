'use client'

import clsx from 'clsx'

import type { CardView } from './property-card'
import styles from './view-toggle.module.css'

function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </svg>
  )
}

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="4" y="5" width="16" height="5" rx="1.5" />
      <rect x="4" y="14" width="16" height="5" rx="1.5" />
    </svg>
  )
}

function ChessIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="4" height="4" rx="1" />
      <rect x="10" y="4" width="4" height="4" rx="1" />
      <rect x="16" y="4" width="4" height="4" rx="1" />
      <rect x="4" y="10" width="4" height="4" rx="1" />
      <rect x="10" y="10" width="4" height="4" rx="1" />
      <rect x="16" y="10" width="4" height="4" rx="1" />
      <rect x="4" y="16" width="4" height="4" rx="1" />
      <rect x="10" y="16" width="4" height="4" rx="1" />
      <rect x="16" y="16" width="4" height="4" rx="1" />
    </svg>
  )
}

export interface ViewToggleProps {
  view: CardView
  onChange: (view: CardView) => void
  className?: string
  /**
   * The шахматка of the list's filters (flats only): a third view, yet a page of its own, so a link. Choosing it
   * leaves the remembered card or list view as it was.
   */
  chessHref?: string
}

/** Cards or a compact list: two pressed-state buttons; for flats a link to the шахматка beside them. */
export function ViewToggle({ view, onChange, className, chessHref }: ViewToggleProps) {
  return (
    <div className={clsx(styles.toggle, className)} role="group" aria-label="Вид списка">
      <button
        type="button"
        className={styles.button}
        aria-pressed={view === 'grid'}
        aria-label="Плиткой"
        title="Плиткой"
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        className={styles.button}
        aria-pressed={view === 'list'}
        aria-label="Списком"
        title="Списком"
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </button>
      {chessHref ? (
        <a className={styles.button} href={chessHref} aria-label="Шахматкой" title="Шахматка">
          <ChessIcon />
        </a>
      ) : null}
    </div>
  )
}
