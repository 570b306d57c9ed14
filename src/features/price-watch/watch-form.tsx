'use client'

import {
  ConsentText,
  EmailField,
  FormFailure,
  FormSuccess,
  leadFormStyles,
  MAILING_PERSONAL_DATA_TEXT,
  useLeadForm,
} from '@/features/leads/client'
import { browserHttp } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { Checkbox } from '@/ui/checkbox/checkbox'

import { WATCH_CONSENT_TEXT, watchFormFields } from './watch.schema'

/** The form's words (the consent is watch.schema.ts's, stored with each subscription). */
export const WATCH_FORM_TEXTS = {
  introPrice: 'Пришлём письмо, если цена этой квартиры снизится. Не чаще одного письма в день.',
  introRelease: 'Пришлём письмо, как только квартира снова появится в продаже. Не чаще одного письма в день.',
  introFilter: 'Пришлём письмо, когда в продаже появятся новые квартиры по этому фильтру. Не чаще одного письма в день.',
  submit: 'Подписаться',
  successTitle: 'Проверьте почту',
  successText: 'Мы отправили письмо со ссылкой: подтвердите подписку, и мы начнём присылать новости. Без подтверждения писем не будет.',
} as const

/** Where a subscription goes (src/app/api/price-watch/route.ts). */
export const WATCH_ENDPOINT = '/api/price-watch/'

/** What the form subscribes to: one flat (on sale or not), or the list filter in the address bar. */
export type WatchSubject = { property: number; onSale: boolean } | { filter: true }

const EMPTY = { email: '', consent: false }
type WatchValues = typeof EMPTY

const visibleFields = watchFormFields.pick({ email: true, consent: true })

/** The multipart body of a subscription: the e-mail, the consent and what to watch (the filter read from the address). */
export function watchBody(values: WatchValues, subject: WatchSubject, location: Pick<Location, 'pathname' | 'search'>): FormData {
  const body = new FormData()
  body.append('email', values.email)
  body.append('consent', String(values.consent))
  if ('property' in subject) body.append('property', String(subject.property))
  else body.append('filter', location.search.replace(/^\?/, ''))
  body.append('page_url', location.pathname + location.search)
  return body
}

const introOf = (subject: WatchSubject) =>
  'property' in subject ? (subject.onSale ? WATCH_FORM_TEXTS.introPrice : WATCH_FORM_TEXTS.introRelease) : WATCH_FORM_TEXTS.introFilter

/** The e-mail and consent form (152-ФЗ): sent → «Проверьте почту» (double opt-in), or the site's failure with a retry. */
export function WatchForm({ subject }: { subject: WatchSubject }) {
  const { values, errors, status, refusal, setField, submit, retry, formRef, statusRef, submitRef } = useLeadForm({
    initial: EMPTY,
    schema: visibleFields,
    send: async (values) => {
      await browserHttp.post(WATCH_ENDPOINT, watchBody(values, subject, window.location))
    },
  })
  if (status === 'success') return <FormSuccess ref={statusRef} title={WATCH_FORM_TEXTS.successTitle} text={WATCH_FORM_TEXTS.successText} />
  if (status === 'error') return <FormFailure ref={statusRef} onRetry={retry} refusal={refusal} />
  return (
    <form ref={formRef} className={leadFormStyles.form} onSubmit={submit} noValidate data-state={status}>
      <p className={leadFormStyles.intro}>{introOf(subject)}</p>
      <EmailField value={values.email} onChange={(value) => setField('email', value)} error={errors.email} />
      <Checkbox
        label={WATCH_CONSENT_TEXT}
        name="consent"
        checked={values.consent}
        onChange={(checked) => setField('consent', checked)}
        error={errors.consent}
      />
      <div className={leadFormStyles.actions}>
        <Button ref={submitRef} type="submit" variant="accent" size="large" fullWidth loading={status === 'sending'}>
          {WATCH_FORM_TEXTS.submit}
        </Button>
        <ConsentText text={MAILING_PERSONAL_DATA_TEXT} />
      </div>
    </form>
  )
}
