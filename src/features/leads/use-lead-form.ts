'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'

import { HttpError } from '@/lib/http-error'

import { type Refusal, refusalOf } from './refusal'

/** default → sending → success, or → error (SPEC §4 mailing form; the consultation form behaves alike). */
export type FormStatus = 'default' | 'sending' | 'success' | 'error'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

type FormValues = Record<string, string | boolean>

export interface LeadFormOptions<V extends FormValues> {
  /** The empty form; success resets to it. */
  initial: V
  /** The server's own zod schema (picked to the visible fields), so both sides agree on every message. */
  schema: z.ZodType
  /** Turns the typed values into the schema's input (e.g. a bare "+7" counts as no phone at all). */
  toInput?: (values: V) => Record<string, unknown>
  /** Sends the form; a rejection is a failed submit. */
  send: (values: V) => Promise<void>
  onSuccess?: () => void
}

type FocusTarget = 'invalid' | 'status' | 'submit'

/** The first message of each field in a list of zod issues, keyed by the field name. */
export function issuesToErrors<K extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** Field errors of a 400 answer (`{ error: { fields } }`) for fields the form shows; null when there are none. */
export function serverFieldErrors<K extends string>(error: unknown, keys: readonly K[]): FieldErrors<K> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null
  const fields = (error.data as { error?: { fields?: Record<string, unknown> } } | undefined)?.error?.fields
  if (!fields) return null
  const errors: FieldErrors<K> = {}
  for (const key of keys) {
    const messages = fields[key]
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0]
  }
  return Object.keys(errors).length > 0 ? errors : null
}

/**
 * The state of a lead form: values, per-field errors, the submit status, and focus management — the first
 * invalid field after a failed check, the status message after sending, the submit button after a retry.
 * What the visitor typed is kept on every failure and cleared only on success.
 */
export function useLeadForm<V extends FormValues>({ initial, schema, toInput, send, onSuccess }: LeadFormOptions<V>) {
  type K = Extract<keyof V, string>
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<K>>({})
  const [status, setStatus] = useState<FormStatus>('default')
  // A 429 says what happened and when to try again instead of the generic failure.
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const pendingFocus = useRef<FocusTarget | null>(null)

  // Runs after every render: focus moves only once the element it targets is on screen.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    else if (target === 'status') statusRef.current?.focus()
    else submitRef.current?.focus()
  })

  function setField<F extends K>(name: F, value: V[F]) {
    setValues((current) => ({ ...current, [name]: value }))
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (!current[name]) return current
      const next = { ...current }
      delete next[name]
      return next
    })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending') return
    const checked = schema.safeParse(toInput ? toInput(values) : values)
    if (!checked.success) {
      setErrors(issuesToErrors<K>(checked.error.issues))
      pendingFocus.current = 'invalid'
      return
    }
    setErrors({})
    setStatus('sending')
    try {
      await send(values)
      setValues(initial)
      setStatus('success')
      pendingFocus.current = 'status'
      onSuccess?.()
    } catch (error) {
      const fields = serverFieldErrors(error, Object.keys(initial) as K[])
      if (fields) {
        setErrors(fields)
        setStatus('default')
        pendingFocus.current = 'invalid'
      } else {
        setRefusal(refusalOf(error))
        setStatus('error')
        pendingFocus.current = 'status'
      }
    }
  }

  /** 'отправить повторно': back to the form as it was typed. */
  function retry() {
    setStatus('default')
    setRefusal(null)
    pendingFocus.current = 'submit'
  }

  return { values, errors, status, refusal, setField, submit, retry, formRef, statusRef, submitRef }
}
