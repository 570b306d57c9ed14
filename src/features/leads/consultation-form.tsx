'use client'

import { reachGoal } from '@/features/analytics'
import { browserHttp, type LeadSubject } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { Textarea } from '@/ui/textarea/textarea'

import { appendLeadContext } from './client-context'
import { ConsentText } from './consent-text'
import { NameField, PhoneField } from './contact-fields'
import { FormFailure, FormSuccess } from './form-status'
import styles from './forms.module.css'
import { HONEYPOT_FIELD, leadFormSchema } from './leads.schema'
import { nationalDigits } from './phone-mask'
import { DEFAULT_REQUEST_BUTTON, FIELD_LABELS, type RequestBlockTexts } from './texts'
import { useLeadForm } from './use-lead-form'

/** Where lead forms go (src/app/api/requests/route.ts). */
export const REQUESTS_ENDPOINT = '/api/requests/'

/** The server's comment limit (leads.schema.ts), shown as a counter. */
const COMMENT_MAX = 1000

const EMPTY = { name: '', phone: '', comment: '', [HONEYPOT_FIELD]: '' }
type ConsultationValues = typeof EMPTY

const visibleFields = leadFormSchema.pick({ name: true, phone: true, comment: true })

export interface LeadContext {
  /** Where the visitor asked from ('header', 'mortgage-panel', …); stored with the lead's form fields. */
  source?: string
  /** What the request is about: a flat, a mortgage programme (stored as the lead's relations). */
  about?: LeadSubject
  pathname: string
  search: string
}

/** SPEC §3/§7: the multipart body of a consultation request — the fields plus client_id, the UTM values and the page. */
export function consultationBody(values: ConsultationValues, context: LeadContext, cookieHeader?: string): FormData {
  const body = new FormData()
  body.append('type', context.about?.type ?? 'consultation')
  body.append('name', values.name)
  body.append('phone', values.phone)
  if (values.comment.trim()) body.append('comment', values.comment)
  body.append(HONEYPOT_FIELD, values[HONEYPOT_FIELD])
  if (context.source) body.append('source', context.source)
  if (context.about?.property) body.append('property', String(context.about.property))
  if (context.about?.mortgage_program) body.append('mortgage_program', String(context.about.mortgage_program))
  return appendLeadContext(body, context, cookieHeader)
}

export interface ConsultationFormProps {
  /** Texts of the CMS request block. */
  block: RequestBlockTexts
  source?: string
  about?: LeadSubject
  onSuccess?: () => void
}

/** The consultation (callback) request form: name, masked Russian phone, optional comment; success or error with a retry. */
export function ConsultationForm({ block, source, about, onSuccess }: ConsultationFormProps) {
  const { values, errors, status, refusal, setField, submit, retry, formRef, statusRef, submitRef } = useLeadFormForConsultation(
    source,
    about,
    onSuccess,
  )

  if (status === 'success') return <FormSuccess ref={statusRef} title={block.success_title || block.title} text={block.success_text} />
  if (status === 'error') return <FormFailure ref={statusRef} onRetry={retry} refusal={refusal} />

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-state={status}>
      {about?.summary ? (
        <p className={styles.subject} data-testid="lead-subject">
          {about.summary}
        </p>
      ) : block.description ? (
        <p className={styles.intro}>{block.description}</p>
      ) : null}
      <div className={styles.fields}>
        <NameField value={values.name} onChange={(value) => setField('name', value)} error={errors.name} />
        {/* Bots fill every field they find; people never see this one, and the server parks such a lead as spam. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {FIELD_LABELS.honeypot}
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT_FIELD]}
              onChange={(event) => setField(HONEYPOT_FIELD, event.target.value)}
            />
          </label>
        </div>
        <PhoneField value={values.phone} onChange={(value) => setField('phone', value)} error={errors.phone} />
        <Textarea
          label={FIELD_LABELS.comment}
          name="comment"
          rows={2}
          maxLength={COMMENT_MAX}
          value={values.comment}
          onChange={(value) => setField('comment', value)}
          error={errors.comment}
        />
      </div>
      <div className={styles.actions}>
        <Button ref={submitRef} type="submit" variant="accent" size="large" fullWidth loading={status === 'sending'}>
          {block.button_text || DEFAULT_REQUEST_BUTTON}
        </Button>
        {block.consent_text ? <ConsentText text={block.consent_text} /> : null}
      </div>
    </form>
  )
}

function useLeadFormForConsultation(source: string | undefined, about: LeadSubject | undefined, onSuccess: (() => void) | undefined) {
  return useLeadForm({
    initial: EMPTY,
    schema: visibleFields,
    // A field holding only the "+7" the mask put there is an empty phone ("required", not "wrong format").
    toInput: (values) => ({ ...values, phone: nationalDigits(values.phone) ? values.phone : '' }),
    send: async (values) => {
      const { pathname, search } = window.location
      await browserHttp.post(REQUESTS_ENDPOINT, consultationBody(values, { source, about, pathname, search }))
      reachGoal(about?.type ? `${about.type}_requested` : 'consultation_requested', source ? { source } : undefined)
    },
    onSuccess,
  })
}
