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

/** Cards or a compact list: two pressed-state buttons. */
export function ViewToggle({ view, onChange, className }: { view: CardView; onChange: (view: CardView) => void; className?: string }) {
  return (
    <div className={clsx(styles.toggle, className)} role="group" aria-label="Вид списка">
      <button type="button" className={styles.button} aria-pressed={view === 'grid'} aria-label="Плиткой" title="Плиткой" onClick={() => onChange('grid')}>
        <GridIcon />
      </button>
      <button type="button" className={styles.button} aria-pressed={view === 'list'} aria-label="Списком" title="Списком" onClick={() => onChange('list')}>
        <ListIcon />
      </button>
    </div>
  )
}
