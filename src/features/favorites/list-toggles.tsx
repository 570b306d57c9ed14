'use client'

import clsx from 'clsx'
import type { ReactNode } from 'react'

import { CompareIcon, HeartIcon, PinIcon } from './list-icons'
import styles from './list-toggles.module.css'
import {
  dismissCompareNotice,
  type ListToggle,
  removeViewed,
  useCompared,
  useCompareNotice,
  useFavorite,
  usePinned,
} from './use-visitor-lists'

interface ToggleProps {
  id: number
  /** What the property is called, so each toggle's name is unique on a page of cards. */
  subject: string
  className?: string
}

/**
 * Why the comparison refused this property (a fifth, another type), announced at once (role=alert) beside the
 * toggle, with the way out: the comparison page.
 */
export function CompareNotice({ id, className }: { id: number; className?: string }) {
  const message = useCompareNotice(id)
  if (!message) return null
  return (
    <div className={clsx(styles.notice, className)} role="alert" data-testid="compare-notice">
      <p>{message}</p>
      <p className={styles.noticeActions}>
        <a href="/compare">Открыть сравнение</a>
        <button type="button" onClick={dismissCompareNotice}>
          Понятно
        </button>
      </p>
    </div>
  )
}

export interface ListToggleButtonProps {
  /** useFavorite or usePinned of the property. */
  list: ListToggle
  className?: string
  'aria-label'?: string
  title?: string
  children: ReactNode
}

/** A button that flips a property in one of the visitor's lists: aria-pressed and data-active say it is in, aria-busy that the change is saving. */
export function ListToggleButton({ list, className, 'aria-label': ariaLabel, title, children }: ListToggleButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={list.active}
      aria-busy={list.pending || undefined}
      aria-label={ariaLabel}
      title={title}
      data-active={list.active || undefined}
      onClick={list.toggle}
    >
      {children}
    </button>
  )
}

/** The heart toggle of a card: adds the property to favorites or removes it (aria-pressed tells which). */
export function FavoriteToggle({ id, subject, className }: ToggleProps) {
  const favorite = useFavorite(id)
  return (
    <ListToggleButton
      list={favorite}
      className={clsx(styles.toggle, className)}
      aria-label={`В избранное: ${subject}`}
      title={favorite.active ? 'Убрать из избранного' : 'В избранное'}
    >
      <HeartIcon />
    </ListToggleButton>
  )
}

/** The pin toggle of a card: keeps the property at hand in the pinned list. */
export function PinToggle({ id, subject, className }: ToggleProps) {
  const pinned = usePinned(id)
  return (
    <ListToggleButton
      list={pinned}
      className={clsx(styles.toggle, className)}
      aria-label={`Закрепить: ${subject}`}
      title={pinned.active ? 'Открепить' : 'Закрепить'}
    >
      <PinIcon />
    </ListToggleButton>
  )
}

/** The «сравнить» toggle of a card: puts the property into the comparison (at most 4 of one type) or takes it out. */
export function CompareToggle({ id, subject, className }: ToggleProps) {
  const compared = useCompared(id)
  return (
    <span className={styles.compare}>
      <ListToggleButton
        list={compared}
        className={clsx(styles.toggle, className)}
        aria-label={`Сравнить: ${subject}`}
        title={compared.active ? 'Убрать из сравнения' : 'Сравнить'}
      >
        <CompareIcon />
      </ListToggleButton>
      <CompareNotice id={id} className={styles.cardNotice} />
    </span>
  )
}

/** Takes a property off the viewed list in this browser (SPEC §4: delete is local). */
export function RemoveViewedButton({ id, subject, className }: ToggleProps) {
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      aria-label={`Убрать из просмотренных: ${subject}`}
      title="Убрать из просмотренных"
      onClick={() => void removeViewed(id)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  )
}
