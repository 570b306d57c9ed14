'use client'

import { HeartIcon, ListToggleButton, PinIcon } from '../list-toggles'
import { useFavorite, usePinned } from '../use-visitor-lists'
import styles from './flat-sidebar.module.css'

/** The card's favorite and pin toggles: constant visible labels, the state in aria-pressed (and the filled icon). */
export function FlatToggles({ id }: { id: number }) {
  const favorite = useFavorite(id)
  const pinned = usePinned(id)
  return (
    <div className={styles.toggles}>
      <ListToggleButton list={favorite} className={styles.toggle}>
        <HeartIcon />в избранное
      </ListToggleButton>
      <ListToggleButton list={pinned} className={styles.toggle}>
        <PinIcon />
        закрепить
      </ListToggleButton>
    </div>
  )
}
