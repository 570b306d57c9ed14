import { FORM_RATE_LIMIT, operation } from '@/server/api'

import {
  WATCH_MESSAGES,
  watchAcceptedSchema,
  watchConfirmedSchema,
  watchConfirmSchema,
  watchFormSchema,
  watchOneClickSchema,
  watchUnsubscribedSchema,
  watchUnsubscribeQuerySchema,
} from './watch.schema'

/** «Следить за ценой», «Сообщить, когда освободится» and «Сообщать о новых квартирах по фильтру». */
export const priceWatchOperations = {
  subscribe: operation({
    method: 'POST',
    path: '/api/price-watch/',
    tag: 'Leads',
    summary: 'Watch a flat’s price or release, or a list filter’s new flats, by e-mail',
    description:
      'Double opt-in: the subscription waits and a confirmation letter is queued (both committed before the 201); nothing else is sent to the address before its link is followed. The same answer whether or not the address was subscribed already. `property` (a flat id) or `filter` (the /flats query) is required; `consent` must be true (152-ФЗ). Needs the csrftoken cookie echoed in X-CSRFToken.',
    form: watchFormSchema,
    invalidBody: WATCH_MESSAGES.invalidForm,
    rateLimit: FORM_RATE_LIMIT,
    response: { status: 201, description: 'A confirmation letter is on its way', schema: watchAcceptedSchema },
    errors: [400, 403, 413, 415, 429],
  }),
  confirm: operation({
    method: 'POST',
    path: '/api/price-watch/confirm/',
    tag: 'Leads',
    summary: 'Confirm a watch subscription from its letter’s link',
    description:
      'The page of the confirmation letter’s link posts its token: the subscription is active and hears of catalogue changes from now on. Idempotent. A token that fits nothing, or a subscription since unsubscribed: 404. Needs the CSRF header.',
    body: watchConfirmSchema,
    invalidBody: WATCH_MESSAGES.linkInvalid,
    rateLimit: FORM_RATE_LIMIT,
    response: { description: 'Active', schema: watchConfirmedSchema },
    errors: [400, 403, 404, 413, 415, 429],
  }),
  unsubscribeLink: operation({
    method: 'GET',
    path: '/api/price-watch/unsubscribe/',
    tag: 'Leads',
    summary: 'One-click unsubscribe: the link of every digest',
    description:
      'Ends every watch subscription of the token’s address and answers 303 to the page that says so. Idempotent. A token that fits nothing: 404.',
    query: watchUnsubscribeQuerySchema,
    response: { status: 303, description: 'Unsubscribed; Location: /price-watch/unsubscribed' },
    errors: [400, 404],
  }),
  unsubscribeOneClick: operation({
    method: 'POST',
    path: '/api/price-watch/unsubscribe/',
    tag: 'Leads',
    summary: 'One-click unsubscribe of a mail client (RFC 8058 List-Unsubscribe-Post)',
    description:
      'A mail client posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address of a digest, with no cookie: the secret token in the address authorises it, so there is no CSRF check. Idempotent. A token that fits nothing: 404.',
    query: watchUnsubscribeQuerySchema,
    body: watchOneClickSchema,
    auth: 'link-token',
    rateLimit: FORM_RATE_LIMIT,
    response: { description: 'Unsubscribed', schema: watchUnsubscribedSchema },
    errors: [400, 404, 413, 415, 429],
  }),
}
