'use client'

import { useEffect, useEffectEvent, useState } from 'react'

import { reachGoal } from '@/features/analytics'
import { browserHttp } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { Checkbox } from '@/ui/checkbox/checkbox'
import { Dialog } from '@/ui/dialog/dialog'

import { ConsentText } from './consent-text'
import { EmailField, NameField } from './contact-fields'
import { FormFailure, FormSuccess } from './form-status'
import styles from './forms.module.css'
import { mailingFormSchema } from './leads.schema'
import { DEFAULT_MAILING_TEXTS, FIELD_LABELS, MAILING_PERSONAL_DATA_TEXT, type MailingTexts } from './texts'
import { useLeadForm } from './use-lead-form'

/** SPEC §9: the mailing modal closes itself 5000 ms after a successful subscription. */
export const MAILING_MODAL_CLOSE_MS = 5000

/** Where the subscription goes (src/app/api/mailing/route.ts). */
export const MAILING_ENDPOINT = '/api/mailing/'

/** SPEC §3: the request type of a subscription. */
export const MAILING_REQUEST_TYPE = 'subscribe'

const EMPTY = { name: '', email: '', agree_advertising_mailings: true }
type MailingValues = typeof EMPTY

const visibleFields = mailingFormSchema.pick({ name: true, email: true, agree_advertising_mailings: true })

/** SPEC §3/§7: the multipart body of a subscription — name, email, agree_advertising_mailings, request_type. */
export function mailingBody(values: MailingValues, pagePath: string): FormData {
  const body = new FormData()
  body.append('name', values.name)
  body.append('email', values.email)
  body.append('agree_advertising_mailings', String(values.agree_advertising_mailings))
  body.append('request_type', MAILING_REQUEST_TYPE)
  body.append('page_url', pagePath)
  return body
}

export interface MailingFormProps {
  /** Overrides of the labels (e.g. texts from the page's CMS data). */
  texts?: Partial<MailingTexts>
  /** Lays name and e-mail side by side from 768 px (inline placements); the modal stacks them. */
  layout?: 'row' | 'column'
  /** Called once the subscription is accepted. */
  onSuccess?: () => void
}

/** The mailing subscription form (SPEC §3, §4, §5, §8): default → success (fields cleared) or error with a retry. */
export function MailingForm({ texts, layout = 'column', onSuccess }: MailingFormProps) {
  const t = { ...DEFAULT_MAILING_TEXTS, ...texts }
  const { values, errors, status, refusal, setField, submit, retry, formRef, statusRef, submitRef } = useLeadForm({
    initial: EMPTY,
    schema: visibleFields,
    send: async (values) => {
      await browserHttp.post(MAILING_ENDPOINT, mailingBody(values, window.location.pathname))
      reachGoal('mailing_subscribed')
    },
    onSuccess,
  })

  if (status === 'success') return <FormSuccess ref={statusRef} title={t.successTitle} text={t.successText} />
  if (status === 'error') return <FormFailure ref={statusRef} onRetry={retry} refusal={refusal} />

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-state={status}>
      {t.description ? <p className={styles.intro}>{t.description}</p> : null}
      <div className={styles.fields} data-layout={layout}>
        <NameField value={values.name} onChange={(value) => setField('name', value)} error={errors.name} />
        <EmailField value={values.email} onChange={(value) => setField('email', value)} error={errors.email} />
      </div>
      <Checkbox
        label={FIELD_LABELS.consent}
        name="agree_advertising_mailings"
        checked={values.agree_advertising_mailings}
        onChange={(checked) => setField('agree_advertising_mailings', checked)}
        error={errors.agree_advertising_mailings}
      />
      <div className={styles.actions}>
        <Button ref={submitRef} type="submit" variant="accent" size="large" fullWidth loading={status === 'sending'}>
          {t.submit}
        </Button>
        <ConsentText text={MAILING_PERSONAL_DATA_TEXT} />
      </div>
    </form>
  )
}

export interface MailingModalProps {
  open: boolean
  onClose: () => void
  texts?: Partial<MailingTexts>
}

/** The mailing form in a dialog; after a successful subscription it closes itself in MAILING_MODAL_CLOSE_MS. */
export function MailingModal({ open, onClose, texts }: MailingModalProps) {
  const title = texts?.title ?? DEFAULT_MAILING_TEXTS.title
  return (
    <Dialog open={open} onClose={onClose} title={title} placement="center">
      {/* Inside the dialog, so closing it unmounts the form and the timer: a reopened modal starts afresh. */}
      <MailingModalBody onClose={onClose} texts={texts} />
    </Dialog>
  )
}

function MailingModalBody({ onClose, texts }: { onClose: () => void; texts?: Partial<MailingTexts> }) {
  const [subscribed, setSubscribed] = useState(false)
  // A parent re-render with a new onClose must not restart the 5 s countdown.
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (!subscribed) return
    const timer = setTimeout(() => close(), MAILING_MODAL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [subscribed])
  return <MailingForm texts={texts} onSuccess={() => setSubscribed(true)} />
}
