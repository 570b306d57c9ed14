'use client'
import { useAuth } from '@payloadcms/ui'

import { initialsOf } from './initials'
import styles from './initials-avatar.module.css'

/** The account button's picture: the signed-in colleague's initials (see initials.ts). */
export function InitialsAvatar() {
  const { user } = useAuth<{ name?: string | null; email?: string | null }>()
  const name = user?.name || user?.email || 'Учётная запись'
  return (
    <span className={styles.avatar} title={name} aria-label={name} role="img">
      {initialsOf(user?.name, user?.email)}
    </span>
  )
}
