'use client'

import clsx from 'clsx'

import styles from './list-toggles.module.css'
import { useFavorite, usePinned } from './use-visitor-lists'

interface ToggleProps {
  id: number
  /** What the property is called, so each toggle's name is unique on a page of cards. */
  subject: string
  className?: string
}

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

/** The heart toggle of a card: adds the property to favorites or removes it (aria-pressed tells which). */
export function FavoriteToggle({ id, subject, className }: ToggleProps) {
  const { active, pending, toggle } = useFavorite(id)
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      aria-pressed={active}
      aria-busy={pending || undefined}
      aria-label={`В избранное: ${subject}`}
      title={active ? 'Убрать из избранного' : 'В избранное'}
      data-active={active || undefined}
      onClick={toggle}
    >
      <HeartIcon />
    </button>
  )
}

/** The pin toggle of a card: keeps the property at hand in the pinned list. */
export function PinToggle({ id, subject, className }: ToggleProps) {
  const { active, pending, toggle } = usePinned(id)
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      aria-pressed={active}
      aria-busy={pending || undefined}
      aria-label={`Закрепить: ${subject}`}
      title={active ? 'Открепить' : 'Закрепить'}
      data-active={active || undefined}
      onClick={toggle}
    >
      <PinIcon />
    </button>
  )
}
