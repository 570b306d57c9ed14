import { FORM_RATE_LIMIT, operation } from '@/server/api'

import { leadAcceptedSchema, leadFormSchema, mailingAcceptedSchema, mailingFormSchema, MESSAGES } from './leads.schema'

/** The forms that create leads and subscribers. */
export const leadsOperations = {
  request: operation({
    method: 'POST',
    path: '/api/requests/',
    tag: 'Leads',
    summary: 'Send a request (consultation, callback, booking, excursion)',
    description:
      'The lead is committed before the 201 answer. A filled honeypot (`website`) gets the same 201 but the lead is stored marked as spam and never delivered. Needs the csrftoken cookie echoed in X-CSRFToken.',
    form: leadFormSchema,
    invalidBody: MESSAGES.invalidForm,
    rateLimit: FORM_RATE_LIMIT,
    response: { status: 201, description: 'Accepted', schema: leadAcceptedSchema },
    errors: [400, 403, 413, 415, 429],
  }),
  mailing: operation({
    method: 'POST',
    path: '/api/mailing/',
    tag: 'Leads',
    summary: 'Subscribe to the mailing list',
    description:
      'SPEC §5: name and e-mail required; consent must not be false (“пожалуйста, отметьте согласие на получение рекламной рассылки”). One subscriber per e-mail: subscribing again updates it. Needs the CSRF header.',
    form: mailingFormSchema,
    invalidBody: MESSAGES.invalidForm,
    rateLimit: FORM_RATE_LIMIT,
    response: { status: 201, description: 'Accepted', schema: mailingAcceptedSchema },
    errors: [400, 403, 413, 415, 429],
  }),
}
