'use client'

import { useFavorite, usePinned } from '../use-visitor-lists'
import styles from './flat-sidebar.module.css'

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" />
    </svg>
  )
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5zM12 14v6" />
    </svg>
  )
}

/** The card's favorite and pin toggles: constant visible labels, the state in aria-pressed (and the filled icon). */
export function FlatToggles({ id }: { id: number }) {
  const favorite = useFavorite(id)
  const pinned = usePinned(id)
  return (
    <div className={styles.toggles}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={favorite.active}
        aria-busy={favorite.pending || undefined}
        data-active={favorite.active || undefined}
        onClick={favorite.toggle}
      >
        <HeartIcon />в избранное
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={pinned.active}
        aria-busy={pinned.pending || undefined}
        data-active={pinned.active || undefined}
        onClick={pinned.toggle}
      >
        <PinIcon />
        закрепить
      </button>
    </div>
  )
}
