'use client'

import { useState, useSyncExternalStore } from 'react'

import { readCookieValue, setBrowserCookie } from '@/lib/cookies'

import { SCHEDULE_BANNER_COOKIE, SCHEDULE_BANNER_MAX_AGE } from './banner'
import styles from './schedule-banner.module.css'

export interface ScheduleBannerProps {
  title: string | null
  text: string | null
  /** bannerKey(title, text): stored on dismissal. */
  dismissKey: string
}

const BANNER_ID = 'schedule-banner'
const TEXT_ID = 'schedule-banner-text'

/** Labels of the banner's buttons. */
export const BANNER_LABELS = {
  details: 'Подробнее о графике',
  dismiss: 'Скрыть уведомление о графике работы',
} as const
const noSubscription = () => () => undefined

/**
 * Hides the banner before the first paint when this visitor dismissed this text: the page is the same cached
 * HTML for everyone (docs/rendering.md), so the cookie is read in the browser. Its hash is in the page's CSP.
 */
function hideIfDismissedScript(dismissKey: string): string {
  const cookie = JSON.stringify(`${SCHEDULE_BANNER_COOKIE}=${dismissKey}`)
  return `(function(){var b=document.getElementById(${JSON.stringify(BANNER_ID)});if(b&&document.cookie.split('; ').indexOf(${cookie})>=0)b.hidden=true})()`
}

/**
 * The holiday schedule banner, unless this visitor dismissed its text: dismissal hides it for 30 days. On phones
 * it is one line — the title, cut with an ellipsis — and its button opens the text; wider screens show it all.
 * The main page renders it (SPEC §2.2), not the layout: in the layout its code was in every page's first load.
 */
export function ScheduleBanner({ title, text, dismissKey }: ScheduleBannerProps) {
  const [dismissed, setDismissed] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => readCookieValue(SCHEDULE_BANNER_COOKIE) === dismissKey,
    () => false,
  )
  if (dismissed || dismissedBefore) return null

  const dismiss = () => {
    setBrowserCookie(SCHEDULE_BANNER_COOKIE, dismissKey, { maxAge: SCHEDULE_BANNER_MAX_AGE })
    setDismissed(true)
  }

  return (
    <>
      <section
        id={BANNER_ID}
        className={styles.banner}
        aria-labelledby="schedule-banner-title"
        data-testid="schedule-banner"
        data-expanded={expanded || undefined}
      >
        <div className={styles.inner}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15" rx="3" />
            <path d="M3.5 10h17M8 3v4M16 3v4" />
          </svg>
          <div className={styles.body}>
            <h2 id="schedule-banner-title" className={styles.title}>
              {title ?? 'График работы офиса продаж'}
            </h2>
            {text && (
              <p id={TEXT_ID} className={styles.text}>
                {text}
              </p>
            )}
          </div>
          {/* Phones show one line (the whole text took half the first screen); the rest opens on demand. */}
          {text && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={TEXT_ID}
              aria-label={BANNER_LABELS.details}
              onClick={() => setExpanded((open) => !open)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </button>
          )}
          <button type="button" className={styles.close} onClick={dismiss} aria-label={BANNER_LABELS.dismiss}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(dismissKey) }} />
    </>
  )
}
