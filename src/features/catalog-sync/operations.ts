import { operation } from '@/server/api'

import { importSchema, MAX_PUSH_BYTES, pushBodySchema } from './api.schema'

const BODY_EXAMPLE = {
  mode: 'apply',
  list: 'partial',
  rows: [
    { code: 'NZ-1-01-001', price: 12_345_000, status: 'available' },
    { code: 'NZ-1-01-002', status: 'sold' },
    { code: 'NZ-1-02-004', price: 14_990_000, discount_percent: 5 },
  ],
}

/** A CRM keeps the catalogue true: the push API of the one import engine. */
export const catalogSyncOperations = {
  push: operation({
    method: 'POST',
    path: '/api/catalog/imports/',
    tag: 'Catalogue sync',
    summary: 'Send prices and statuses from a CRM (preview or apply)',
    description: [
      'For an account with the «Интеграция» role: send `Authorization: users API-Key <key>` (the key is made in the admin, Настройки → Сотрудники → «Включить API-ключ»). No cookies, no CSRF token. Any other account gets 403, a missing or wrong key 401.',
      'Rows are `{ code, price?, old_price?, discount_percent?, status? }`, `code` being the property\'s «Код в CRM». The answer is the import\'s plan: price and status changes (before → after), unchanged rows, unknown codes, rows with errors (1-based row and a Russian reason), duplicate codes (none of their rows applied) and, for `list: "full"`, the on-sale properties the list leaves out (taken off sale, never deleted).',
      '`mode: "preview"` writes nothing but the import record. `mode: "apply"` applies the plan in one transaction, records every change in the price history with this account as its source and answers 200 with status `applied`; when a change needs an admin — a price moving by more than the threshold of the site settings (15 % by default), a price ≤ 0, a sold flat back on sale, a full list taking off more than a quarter of the flats on sale or having rows with errors — nothing is written and the answer is 202 with status `awaiting`: an admin confirms it in Каталог → Импорты прайса. A flat held by a booking made on this site keeps its hold whatever the CRM says (reported in `conflicts`).',
      'A list of more than 2,000 rows in `apply` mode is planned and applied by a process of its own, so the site serves pages at its usual speed meanwhile; the answer is the same and comes when the import ends (seconds for 20,000 rows).',
      "An `Idempotency-Key` header (1–200 characters) makes a retry safe: the same key with the same body answers the first request's result again (header `Idempotent-Replayed: true`) without a second import; the same key with another body is a 409.",
    ].join('\n\n'),
    auth: 'api-key',
    maxBodyBytes: MAX_PUSH_BYTES,
    body: pushBodySchema,
    bodyExample: BODY_EXAMPLE,
    invalidBody: 'Запрос не прошёл проверку: смотрите fields',
    response: { description: 'The plan (preview) or the applied import; 202 when guarded changes wait for an admin', schema: importSchema },
    errors: [400, 401, 403, 409, 413, 415, 429],
    example: '/api/catalog/imports/',
  }),
}
