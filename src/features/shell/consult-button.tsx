'use client'

import clsx from 'clsx'

import { requestConsultation } from './consult'
import styles from './site-header.module.css'

export interface ConsultButtonProps {
  /** tel: link of the sales office; the mobile variant dials it. */
  phoneHref: string | null
  className?: string
  source: string
  /** Runs before the request (the mobile menu closes itself first). */
  beforeOpen?: () => void
}

/**
 * SPEC §2.2 consult button: desktop 'консультация', tablet 'получить консультацию', mobile 'позвонить'
 * (dials the phone). All three are rendered and CSS shows the one for the viewport, so the server's
 * HTML is right for every device and nothing shifts on hydration.
 */
export function ConsultButton({ phoneHref, className, source, beforeOpen }: ConsultButtonProps) {
  const open = () => {
    beforeOpen?.()
    requestConsultation({ source })
  }
  return (
    <>
      {phoneHref ? (
        <a href={phoneHref} className={clsx(className, styles.onlyMobile)} data-consult="mobile" data-phone="">
          позвонить
        </a>
      ) : (
        <button type="button" className={clsx(className, styles.onlyMobile)} data-consult="mobile" onClick={open}>
          позвонить
        </button>
      )}
      <button type="button" className={clsx(className, styles.onlyTablet)} data-consult="tablet" onClick={open}>
        получить консультацию
      </button>
      <button type="button" className={clsx(className, styles.onlyDesktop)} data-consult="desktop" onClick={open}>
        консультация
      </button>
    </>
  )
}
