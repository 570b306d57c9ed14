'use client'

import { CALLBACK_LABEL, type LeadSubject, requestConsultation } from '@/features/shell'
import { buttonClassName } from '@/ui/button/button'

import styles from './flat-sidebar.module.css'

/**
 * The card's consultation button with the SPEC §2.2 labels by device: desktop 'консультация', tablet
 * 'получить консультацию', mobile 'позвонить' (dials the sales phone) with «заказать звонок» beside it (a
 * buyer who cannot talk now still asks for a call). All are rendered and CSS media queries show the ones for
 * the viewport, so the server's HTML fits every device and nothing shifts on hydration.
 */
export function ConsultAction({ phoneHref, about }: { phoneHref: string | null; about?: LeadSubject }) {
  // The request carries the flat: the manager sees which one, as a link in the admin.
  const open = () => requestConsultation({ source: 'flat-card', about })
  const className = buttonClassName({ variant: 'secondary', fullWidth: true, size: 'large' })
  return (
    <>
      {phoneHref ? (
        <a href={phoneHref} className={`${className} ${styles.onlyMobile}`} data-consult="mobile">
          позвонить
        </a>
      ) : null}
      <button type="button" className={`${className} ${styles.onlyMobile}`} data-consult="callback" onClick={open}>
        {CALLBACK_LABEL}
      </button>
      <button type="button" className={`${className} ${styles.onlyTablet}`} data-consult="tablet" onClick={open}>
        получить консультацию
      </button>
      <button type="button" className={`${className} ${styles.onlyDesktop}`} data-consult="desktop" onClick={open}>
        консультация
      </button>
    </>
  )
}
