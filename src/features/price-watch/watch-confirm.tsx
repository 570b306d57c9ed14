'use client'

import { useEffect, useRef, useState } from 'react'

import { FormSuccess, refusalOf } from '@/features/leads/client'
import { browserHttp } from '@/features/shell'
import { HttpError } from '@/lib/http-error'
import { Button, buttonClassName } from '@/ui/button/button'

import styles from './watch-page.module.css'
import { WATCH_PAGE_TEXTS } from './watch-page-texts'
import { WATCH_MESSAGES } from './watch.schema'

/** Where the confirm page posts the token (src/app/api/price-watch/confirm/route.ts). */
export const WATCH_CONFIRM_ENDPOINT = '/api/price-watch/confirm/'

type State =
  | { kind: 'reading' }
  | { kind: 'invalid' }
  | { kind: 'ask'; token: string }
  | { kind: 'sending'; token: string }
  | { kind: 'active'; target: string }
  | { kind: 'error'; token: string; message: string }

/** The token of the letter's link (?token=), or null when the link is cut or altered. */
export function confirmTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token') ?? ''
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}

/**
 * /price-watch/confirm?token=: the page of the confirmation letter's link. It asks before it confirms: mail
 * scanners open every link in a letter, and only the buyer's own click may count as the second opt-in.
 */
export function WatchConfirm() {
  const [state, setState] = useState<State>({ kind: 'reading' })
  const doneRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const token = confirmTokenOf(window.location.search)
    // The query is read once the page runs: the cached page is the same for every link.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(token ? { kind: 'ask', token } : { kind: 'invalid' })
  }, [])

  useEffect(() => {
    if (state.kind === 'active') doneRef.current?.focus()
  }, [state.kind])

  async function confirm(token: string) {
    setState({ kind: 'sending', token })
    try {
      const answer = await browserHttp.post<{ target: string }>(WATCH_CONFIRM_ENDPOINT, { token })
      setState({ kind: 'active', target: answer.target })
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) setState({ kind: 'invalid' })
      else {
        const refusal = refusalOf(error)
        setState({ kind: 'error', token, message: refusal ? `${refusal.title}. ${refusal.text}` : WATCH_PAGE_TEXTS.confirmFailed })
      }
    }
  }

  if (state.kind === 'reading') return <p className={styles.text}>…</p>
  if (state.kind === 'invalid')
    return (
      <div className={styles.result} role="status">
        <p className={styles.text}>{WATCH_MESSAGES.linkInvalid}</p>
        <a className={buttonClassName({ variant: 'secondary', size: 'large' })} href="/flats">
          {WATCH_PAGE_TEXTS.toCatalogue}
        </a>
      </div>
    )
  if (state.kind === 'active')
    return (
      <div className={styles.result}>
        <FormSuccess ref={doneRef} title={WATCH_PAGE_TEXTS.confirmedTitle} text={`${WATCH_PAGE_TEXTS.confirmedText} ${state.target}.`} />
        <a className={buttonClassName({ variant: 'secondary', size: 'large' })} href="/flats">
          {WATCH_PAGE_TEXTS.toCatalogue}
        </a>
      </div>
    )
  return (
    <div className={styles.result} data-state={state.kind}>
      <p className={styles.text}>{WATCH_PAGE_TEXTS.confirmQuestion}</p>
      {state.kind === 'error' ? (
        <p className={styles.failure} role="alert">
          {state.message}
        </p>
      ) : null}
      <Button variant="accent" size="large" loading={state.kind === 'sending'} onClick={() => void confirm(state.token)}>
        {WATCH_PAGE_TEXTS.confirmSubmit}
      </Button>
    </div>
  )
}
