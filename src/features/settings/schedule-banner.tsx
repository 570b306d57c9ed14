'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

import { setBrowserCookie } from '@/lib/cookies'

import { SCHEDULE_BANNER_COOKIE, SCHEDULE_BANNER_MAX_AGE } from './banner'
import styles from './schedule-banner.module.css'

export interface ScheduleBannerProps {
  title: string | null
  text: string | null
  /** bannerKey(title, text): stored on dismissal. */
  dismissKey: string
  /** Where the banner shows; the main page by default (SPEC §2.2). */
  paths?: readonly string[]
}

/** The holiday schedule banner; the server renders it only when it is visible, dismissal hides it for 30 days. */
export function ScheduleBanner({ title, text, dismissKey, paths = ['/'] }: ScheduleBannerProps) {
  const pathname = usePathname()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || !paths.includes(pathname.replace(/(.)\/+$/, '$1'))) return null

  const dismiss = () => {
    setBrowserCookie(SCHEDULE_BANNER_COOKIE, dismissKey, { maxAge: SCHEDULE_BANNER_MAX_AGE })
    setDismissed(true)
  }

  return (
    <section className={styles.banner} aria-labelledby="schedule-banner-title" data-testid="schedule-banner">
      <div className={styles.inner}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15" rx="3" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
        <div className={styles.body}>
          <h2 id="schedule-banner-title" className={styles.title}>
            {title ?? 'График работы офиса продаж'}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <button type="button" className={styles.close} onClick={dismiss} aria-label="Скрыть уведомление о графике работы">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </section>
  )
}
