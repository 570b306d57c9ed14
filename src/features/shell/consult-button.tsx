'use client'

import clsx from 'clsx'

import { CALLBACK_LABEL, requestConsultation } from './consult'
import styles from './site-header.module.css'

export interface ConsultButtonProps {
  /** tel: link of the sales office; the mobile variant dials it. */
  phoneHref: string | null
  className?: string
  /** Classes of the phone's 'позвонить' (it sits beside «заказать звонок» there); className when not given. */
  dialClassName?: string
  source: string
  /** Runs before the request (the mobile menu closes itself first). */
  beforeOpen?: () => void
}

/**
 * SPEC §2.2 consult button: desktop 'консультация', tablet 'получить консультацию', mobile 'позвонить'
 * (dials the phone), and on the phone «заказать звонок» beside it, since not every buyer can call right now.
 * All are rendered and CSS media queries show the ones for the viewport, so the server's HTML is the same
 * for every device (no User-Agent guess) and nothing shifts on hydration.
 */
export function ConsultButton({ phoneHref, className, dialClassName, source, beforeOpen }: ConsultButtonProps) {
  const open = () => {
    beforeOpen?.()
    requestConsultation({ source })
  }
  const dialClass = clsx(dialClassName ?? className, styles.onlyMobile)
  return (
    <>
      {phoneHref ? (
        <a href={phoneHref} className={dialClass} data-consult="mobile" data-phone="">
          {/* The header shows the receiver alone on the narrowest phones (CSS); the words stay for every reader. */}
          <svg className={styles.dialIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6.6 3.5h2.6l1.4 4.2-2 1.4a12 12 0 0 0 6.3 6.3l1.4-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
          </svg>
          <span className={styles.dialText}>позвонить</span>
        </a>
      ) : null}
      <button type="button" className={clsx(className, styles.onlyMobile)} data-consult="callback" onClick={open}>
        {CALLBACK_LABEL}
      </button>
      <button type="button" className={clsx(className, styles.onlyTablet)} data-consult="tablet" onClick={open}>
        получить консультацию
      </button>
      <button type="button" className={clsx(className, styles.onlyDesktop)} data-consult="desktop" onClick={open}>
        консультация
      </button>
    </>
  )
}
