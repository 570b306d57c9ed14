'use client'

import {
  CompareIcon,
  CompareNotice,
  HeartIcon,
  ListToggleButton,
  PinIcon,
  useCompared,
  useFavorite,
  usePinned,
} from '@/features/favorites/client'

import styles from './flat-sidebar.module.css'

/**
 * The card's favorite, pin and compare toggles: constant visible labels, the state in aria-pressed (and the
 * filled icon). A refused compare (a fifth, another type) says why below them.
 */
export function FlatToggles({ id }: { id: number }) {
  const favorite = useFavorite(id)
  const pinned = usePinned(id)
  const compared = useCompared(id)
  return (
    <div className={styles.toggles}>
      <ListToggleButton list={favorite} className={styles.toggle}>
        <HeartIcon />в избранное
      </ListToggleButton>
      <ListToggleButton list={pinned} className={styles.toggle}>
        <PinIcon />
        закрепить
      </ListToggleButton>
      <ListToggleButton list={compared} className={styles.toggle}>
        <CompareIcon />
        сравнить
      </ListToggleButton>
      <CompareNotice id={id} className={styles.compareNotice} />
    </div>
  )
}
