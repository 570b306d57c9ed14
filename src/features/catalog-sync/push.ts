import type { Payload } from 'payload'

import { cms, hasRole } from '@/features/cms-runtime'
import { ApiError, conflict, json } from '@/server/api'

import type { ImportDto, PushBody } from './api.schema'
import { applyImport, type ImportOutcome, importByKey, planImport, recordImport, requestHash } from './engine'
import { isLargeImport, runInOwnProcess } from './own-process'
import type { PriceListRow } from './price-list/types'

const KEY = /^[\x21-\x7e]{1,200}$/

/** The import as the push API answers it. */
export function toImportDto(outcome: ImportOutcome): ImportDto {
  const { plan } = outcome
  return {
    id: outcome.id,
    status: outcome.status,
    list: outcome.mode,
    source: outcome.source,
    counts: outcome.counts,
    changes: plan.changes.map((c) => ({
      code: c.code,
      row: c.row,
      price_before: c.price_before,
      price: c.price,
      old_price_before: c.old_price_before,
      old_price: c.old_price,
      status_before: c.status_before,
      status: c.status,
    })),
    unknown: plan.unknown,
    errors: plan.errors,
    duplicates: plan.duplicates,
    conflicts: plan.conflicts.map((c) => ({ row: c.row, code: c.code, message: c.message })),
    guards: plan.guards,
    message: outcome.message,
  }
}

type Account = { id: number; email?: string | null; name?: string | null }

/**
 * The account of an API key: only the Authorization header is read (never a session cookie, so a browser
 * cannot be made to push on its user's behalf), and only the «Интеграция» role (or an admin) may push.
 */
async function integrationAccount(payload: Payload, request: Request): Promise<Account> {
  const authorization = request.headers.get('authorization') ?? ''
  if (!/^users API-Key \S+$/.test(authorization)) {
    throw new ApiError(401, 'unauthorized', 'Нужен API-ключ учётной записи с ролью «Интеграция»: Authorization: users API-Key <ключ>')
  }
  const { user } = await payload.auth({ headers: new Headers({ authorization }) })
  if (!user) throw new ApiError(401, 'unauthorized', 'API-ключ не подошёл')
  if (!hasRole(user, 'integration'))
    throw new ApiError(403, 'forbidden', 'Обновлять каталог по API может только учётная запись с ролью «Интеграция»')
  return user as Account
}

const statusOf = (outcome: ImportOutcome) => (outcome.status === 'awaiting' ? 202 : 200)
const answer = (outcome: ImportOutcome, replayed = false) =>
  json(toImportDto(outcome), {
    status: statusOf(outcome),
    headers: { 'cache-control': 'no-store', ...(replayed ? { 'idempotent-replayed': 'true' } : {}) },
  })

/** Rows of a push as the engine takes them (numbered from 1, in the order sent). */
const rowsOf = (body: PushBody): PriceListRow[] =>
  body.rows.map((r, i) => ({
    row: i + 1,
    code: r.code,
    price: r.price,
    oldPrice: r.old_price,
    discountPercent: r.discount_percent,
    status: r.status,
  }))

/** POST /api/catalog/imports/: a CRM's prices and statuses through the import engine. */
export async function pushCatalogue(body: PushBody, request: Request): Promise<Response> {
  const payload = await cms()
  const account = await integrationAccount(payload, request)
  const key = request.headers.get('idempotency-key')
  if (key !== null && !KEY.test(key)) throw new ApiError(400, 'bad_request', 'Idempotency-Key: от 1 до 200 печатных символов ASCII')
  const hash = key === null ? null : requestHash(body)
  const replay = async () => {
    const earlier = key === null ? null : await importByKey(payload, key)
    if (!earlier) return null
    if (earlier.requestHash !== hash) throw conflict('Этот Idempotency-Key уже использован с другим запросом')
    return answer(earlier, true)
  }
  const earlier = await replay()
  if (earlier) return earlier
  // A whole list to apply is planned where it is applied, in a process of its own (own-process.ts): stored now
  // unplanned, so that the request's answer and an Idempotency-Key replay both have their record.
  const large = body.mode === 'apply' && isLargeImport(body.rows.length)
  let planned: ImportOutcome
  try {
    planned = await (large ? recordImport : planImport)(payload, rowsOf(body), {
      mode: body.list,
      source: { kind: 'api', name: account.email || account.name || `#${account.id}` },
      user: account.id,
      idempotencyKey: key,
      requestHash: hash,
    })
  } catch (error) {
    // The same key sent twice at once: the other request stored its import first.
    const raced = await replay()
    if (raced) return raced
    throw error
  }
  if (body.mode === 'preview') return answer(planned)
  return answer(large ? await runInOwnProcess({ kind: 'apply', id: planned.id }) : await applyImport(payload, planned.id))
}
