'use client'

import { useEffect, useRef, useState } from 'react'

import { refusalOf } from '@/features/leads/client'
import { browserHttp } from '@/features/shell'
import { HttpError } from '@/lib/http-error'
import { Button, buttonClassName } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import { BOOKING_CANCEL_ENDPOINT, BOOKING_MESSAGES, BOOKING_TEXTS, bookingNumber } from './booking-terms'
import styles from './booking-form.module.css'

/** The catalogue: a full page load (the content layout starts clean). */
const CATALOGUE = '/flats'

type Link = { booking: number; token: string }
type State =
  | { kind: 'reading' }
  | { kind: 'invalid' }
  | { kind: 'ask'; link: Link }
  | { kind: 'sending'; link: Link }
  | { kind: 'cancelled'; link: Link }
  | { kind: 'not_held'; link: Link }
  | { kind: 'error'; link: Link; message: string }

/** The booking number and token of the e-mail's link (?booking=&token=), or null when the link is cut. */
export function cancelLinkOf(search: string): Link | null {
  const params = new URLSearchParams(search)
  const booking = Number(params.get('booking'))
  const token = params.get('token') ?? ''
  return Number.isInteger(booking) && booking > 0 && /^[0-9a-f]{64}$/.test(token) ? { booking, token } : null
}

/**
 * /booking/cancel?booking=&token=: the page of the confirmation e-mail's cancel link. It asks before it
 * cancels — mail scanners open every link in a message, and a GET must never release a flat.
 */
export function BookingCancel() {
  const [state, setState] = useState<State>({ kind: 'reading' })
  const resultRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const link = cancelLinkOf(window.location.search)
    // The query is read once the page runs: the cached page is the same for every link.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(link ? { kind: 'ask', link } : { kind: 'invalid' })
  }, [])

  useEffect(() => {
    if (state.kind === 'cancelled' || state.kind === 'not_held') resultRef.current?.focus()
  }, [state.kind])

  async function cancel(link: Link) {
    setState({ kind: 'sending', link })
    try {
      await browserHttp.post(BOOKING_CANCEL_ENDPOINT, link)
      setState({ kind: 'cancelled', link })
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) setState({ kind: 'invalid' })
      else if (error instanceof HttpError && error.status === 409) setState({ kind: 'not_held', link })
      else {
        const refusal = refusalOf(error)
        setState({ kind: 'error', link, message: refusal ? `${refusal.title}. ${refusal.text}` : BOOKING_TEXTS.cancelFailed })
      }
    }
  }

  if (state.kind === 'reading') return <p className={styles.resultText}>…</p>
  if (state.kind === 'invalid') return <Result title={BOOKING_TEXTS.cancelTitle} text={BOOKING_MESSAGES.cancelLinkInvalid} tone="calm" />
  if (state.kind === 'cancelled' || state.kind === 'not_held') {
    const done = state.kind === 'cancelled'
    return (
      <Result
        ref={resultRef}
        title={done ? `${BOOKING_TEXTS.cancelledTitle}: ${bookingNumber(state.link.booking)}` : BOOKING_TEXTS.cancelTitle}
        text={done ? BOOKING_TEXTS.cancelledText : BOOKING_MESSAGES.cancelNotHeld}
        tone={done ? 'done' : 'calm'}
      />
    )
  }
  const { link } = state
  return (
    <div className={styles.form} data-state={state.kind}>
      <h2 className={styles.title}>
        {BOOKING_TEXTS.number} {bookingNumber(link.booking)}
      </h2>
      <p className={styles.resultText}>{BOOKING_TEXTS.cancelQuestion}</p>
      {state.kind === 'error' ? (
        <p className={styles.failure} role="alert">
          {state.message}
        </p>
      ) : null}
      <Button variant="accent" size="large" loading={state.kind === 'sending'} onClick={() => void cancel(link)}>
        {BOOKING_TEXTS.cancelSubmit}
      </Button>
    </div>
  )
}

function Result({ title, text, tone, ref }: { title: string; text: string; tone: 'done' | 'calm'; ref?: React.Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.result} role="status" tabIndex={-1} data-state={tone}>
      <span className={styles.resultIcon} data-tone={tone === 'calm' ? 'calm' : undefined} aria-hidden="true">
        <Icon name={tone === 'done' ? 'check' : 'alert'} size="large" />
      </span>
      <h2 className={styles.resultTitle}>{title}</h2>
      <p className={styles.resultText}>{text}</p>
      <a className={buttonClassName({ variant: 'secondary', size: 'large' })} href={CATALOGUE}>
        {BOOKING_TEXTS.toCatalogue}
      </a>
    </div>
  )
}
