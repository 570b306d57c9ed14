'use client'

import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { reachGoal } from '@/features/analytics'
import { ConsentText, NameField, PhoneField, refusalOf } from '@/features/leads/client'
import { browserHttp } from '@/features/shell'
import { HttpError } from '@/lib/http-error'
import { formatRub } from '@/lib/money'
import { Button, buttonClassName } from '@/ui/button/button'
import { Checkbox } from '@/ui/checkbox/checkbox'
import { Icon } from '@/ui/icon/icon'
import { TextInput } from '@/ui/text-input/text-input'

import { BOOKING_ENDPOINT, BOOKING_TEXTS, bookingNumber, holdDeadlineSentence } from './booking-terms'
import type { BookingConfirmation } from './booking.schema'
import styles from './booking-form.module.css'

type Field = 'name' | 'phone' | 'email' | 'consent'
type Errors = Partial<Record<Field, string>>
type Status =
  | { kind: 'form' | 'sending' }
  | { kind: 'booked'; confirmation: BookingConfirmation }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string }

const FIELDS: readonly Field[] = ['name', 'phone', 'email', 'consent']

const noSubscription = () => () => {}
/** False in the server HTML and during hydration, true once React handles events. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
const FAILURE_TEXT = 'Не удалось отправить бронь. Проверьте соединение и попробуйте ещё раз.'

/** The field messages of a 400 answer (`{ error: { fields } }`) for the fields this form shows. */
export function fieldErrorsOf(error: unknown): Errors | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null
  const fields = (error.data as { error?: { fields?: Record<string, unknown> } } | undefined)?.error?.fields ?? {}
  const errors: Errors = {}
  for (const key of FIELDS) {
    const messages = fields[key]
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0]
  }
  return Object.keys(errors).length > 0 ? errors : null
}

export interface BookingFormProps {
  /** The flat's ref_id: the booking link's ?ID=. */
  refId: string
  /** The flat card, for the way back after a conflict. */
  flatHref: string
  /** The catalogue. */
  catalogueHref: string
}

/**
 * The booking form island: name, masked Russian phone and consent. The server validates (one set of rules
 * and messages) and holds the flat; the answer turns the form into the confirmation with the deadline
 * and the fixed price, or — when someone was faster — into a calm note with the way back to the catalogue.
 */
export function BookingForm({ refId, flatHref, catalogueHref }: BookingFormProps) {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<Status>({ kind: 'form' })
  const formRef = useRef<HTMLFormElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const focusNext = useRef<'invalid' | 'result' | null>(null)
  // Before hydration a submit would be the browser's own GET of this page with the fields in the URL.
  const hydrated = useHydrated()

  // After the render that shows the target: the first invalid field, or the result that replaced the form.
  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    if (target === 'result') resultRef.current?.focus()
  })

  const clearError = (field: Field) =>
    setErrors((current) => {
      if (!current[field]) return current
      const next = { ...current }
      delete next[field]
      return next
    })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    setStatus({ kind: 'sending' })
    const body = new FormData()
    body.append('ID', refId)
    body.append('name', name)
    // The mask's bare "+7" is no number yet: send nothing, so the message says the phone is required.
    body.append('phone', phone.replace(/\D/g, '') === '7' ? '' : phone)
    body.append('email', email.trim())
    body.append('consent', consent ? 'true' : 'false')
    try {
      const confirmation = await browserHttp.post<BookingConfirmation>(BOOKING_ENDPOINT, body)
      reachGoal('booking_created', { ref_id: refId })
      setStatus({ kind: 'booked', confirmation })
      focusNext.current = 'result'
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields) {
        setErrors(fields)
        setStatus({ kind: 'form' })
        focusNext.current = 'invalid'
      } else if (error instanceof HttpError && error.status === 409) {
        setStatus({ kind: 'conflict' })
        focusNext.current = 'result'
      } else {
        // A 429 is no broken connection: say the send was paused and when to try again (Retry-After).
        const refusal = refusalOf(error)
        setStatus({ kind: 'error', message: refusal ? `${refusal.title}. ${refusal.text}` : FAILURE_TEXT })
      }
    }
  }

  if (status.kind === 'booked') {
    const { confirmation } = status
    return (
      <div ref={resultRef} className={styles.result} role="status" tabIndex={-1} data-state="booked">
        <span className={styles.resultIcon} aria-hidden="true">
          <Icon name="check" size="large" />
        </span>
        <h2 className={styles.resultTitle}>{holdDeadlineSentence(confirmation.hold_until)}</h2>
        <dl className={styles.fixed}>
          <div>
            <dt>{BOOKING_TEXTS.number}</dt>
            <dd data-testid="booking-number">{bookingNumber(confirmation.id)}</dd>
          </div>
          <div>
            <dt>{BOOKING_TEXTS.fixedPrice}</dt>
            <dd data-testid="booking-price">{formatRub(confirmation.price)}</dd>
          </div>
        </dl>
        <p className={styles.resultText}>{BOOKING_TEXTS.successText}</p>
        {confirmation.email ? (
          <p className={styles.resultText}>
            {BOOKING_TEXTS.emailSent} <strong>{confirmation.email}</strong>.
          </p>
        ) : null}
        <a className={buttonClassName({ variant: 'secondary', size: 'large' })} href={flatHref}>
          {BOOKING_TEXTS.toFlat}
        </a>
      </div>
    )
  }

  if (status.kind === 'conflict') {
    return (
      <div ref={resultRef} className={styles.result} role="alert" tabIndex={-1} data-state="conflict">
        <span className={styles.resultIcon} data-tone="calm" aria-hidden="true">
          <Icon name="alert" size="large" />
        </span>
        <h2 className={styles.resultTitle}>{BOOKING_TEXTS.conflictTitle}</h2>
        <p className={styles.resultText}>{BOOKING_TEXTS.conflictText}</p>
        <a className={buttonClassName({ variant: 'accent', size: 'large' })} href={catalogueHref}>
          {BOOKING_TEXTS.toCatalogue}
        </a>
      </div>
    )
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="booking-form-title" data-state={status.kind}>
      <h2 id="booking-form-title" className={styles.title}>
        {BOOKING_TEXTS.formTitle}
      </h2>
      <div className={styles.fields}>
        <NameField
          label={BOOKING_TEXTS.nameLabel}
          value={name}
          onChange={(value) => {
            setName(value)
            clearError('name')
          }}
          error={errors.name}
        />
        <PhoneField
          label={BOOKING_TEXTS.phoneLabel}
          value={phone}
          onChange={(value) => {
            setPhone(value)
            clearError('phone')
          }}
          error={errors.phone}
        />
        <TextInput
          label={BOOKING_TEXTS.emailLabel}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          size="large"
          hint={BOOKING_TEXTS.emailHint}
          value={email}
          onChange={(value) => {
            setEmail(value)
            clearError('email')
          }}
          error={errors.email}
        />
        <Checkbox
          label={BOOKING_TEXTS.consentLabel}
          name="consent"
          required
          checked={consent}
          onChange={(checked) => {
            setConsent(checked)
            clearError('consent')
          }}
          error={errors.consent}
        />
        {/* Beside the checkbox, not inside its label: a click on the label must only tick it. */}
        <ConsentText text={BOOKING_TEXTS.consentPolicy} />
      </div>
      {status.kind === 'error' ? (
        <p className={styles.failure} role="alert">
          {status.message}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={status.kind === 'sending'} disabled={!hydrated}>
        {BOOKING_TEXTS.submit}
      </Button>
      <p className={styles.note}>{BOOKING_TEXTS.terms}</p>
    </form>
  )
}
