/**
 * The one import engine: every way a price or status change arrives — a price list in the admin, a CRM's push,
 * a connector's run — is planned by plan.ts and written here, in one transaction on SQLite and PostgreSQL.
 *
 * - The import record is stored before anything is applied (an answered upload always has its trace).
 * - Applying re-plans the stored rows against the catalogue as it is at that moment, so a preview made an hour
 *   ago never writes stale "before" values; guards hold the whole import for an admin's confirmation.
 * - The writes are bulk statements (a few per thousand rows), the price history rows are inserted alongside,
 *   and one change event names every changed property after the commit. A plan without changes writes nothing.
 * - The import record is written through Payload's database adapter, not the Local API: it is no public content,
 *   and its save must not announce a change of the site.
 */
import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { sql, sqlDatabase, sqlNumber, type SqlDatabase } from '@/features/cms-runtime'
import { emitCmsChange } from '@/server/change-events'
import { timestampMs } from '@/lib/timestamp'

import {
  countsOf,
  type CurrentProperty,
  type ImportCounts,
  type ImportPlan,
  type ListMode,
  type PlannedChange,
  planImport as planRows,
  type StoredStatus,
  visibleStatus,
} from './plan'
import type { ColumnMapping, PriceListRow, RowError } from './price-list/types'

export type SourceKind = 'file' | 'api' | 'connector'
export type ImportStatus = 'planned' | 'awaiting' | 'applied' | 'rolled_back' | 'failed'

/** Where an import came from: the file's name, the connector's name or the API client's account. */
export interface ImportSource {
  kind: SourceKind
  name: string
}

export interface ImportInput {
  mode: ListMode
  source: ImportSource
  /** The user who started it (an admin uploading a file, the integration account of a CRM); none for a schedule. */
  user?: number | null
  /** Row errors found before the engine (the file parser's). */
  errors?: RowError[]
  /** The file's column mapping, remembered for the next file. */
  mapping?: ColumnMapping | null
  /** A CRM's Idempotency-Key, and a hash of its request body. */
  idempotencyKey?: string | null
  requestHash?: string | null
}

/** An import as callers see it. */
export interface ImportOutcome {
  id: number
  status: ImportStatus
  mode: ListMode
  source: ImportSource
  counts: ImportCounts
  plan: ImportPlan
  message: string | null
  createdAt: string | null
  appliedAt: string | null
}

export interface RollbackReport {
  restored: number
  /** Properties whose price or status changed again after the import: left as they are. */
  changedSince: { property: number; code: string; message: string }[]
}

/** The default share a price may move by before it waits for confirmation (site settings may set another). */
export const DEFAULT_GUARD_PERCENT = 15

/** Rows per bulk statement: well under both drivers' limits on bound parameters. */
const CHUNK = 500

const COLLECTION = 'catalog-imports' as const
const HISTORY_SOURCE: Record<SourceKind, 'import' | 'api' | 'connector'> = { file: 'import', api: 'api', connector: 'connector' }

/** The body hash an Idempotency-Key is checked against: same key and same body is the same request. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

export class ImportError extends Error {
  constructor(
    readonly code: 'not_found' | 'wrong_status',
    message: string,
  ) {
    super(message)
  }
}

/** The queries of the import's transaction (a connector writes its cursor with them: see ApplyOptions.beforeCommit). */
export type Tx = Parameters<Parameters<SqlDatabase['transaction']>[0]>[0]
/** Drizzle's insert builder: the transaction object is drizzle's, which sql.ts's interface does not list it of. */
type Insertable = { insert(table: Record<string, unknown>): { values(rows: Record<string, unknown>[]): Promise<unknown> } }

type StoredRecord = {
  id: number
  status: ImportStatus
  mode: ListMode
  source_kind: SourceKind
  source_name: string
  user?: number | { id: number } | null
  counts?: Partial<ImportCounts> | null
  plan?: ImportPlan | null
  /** The input as it came: rows, and the row errors found before the engine. */
  rows?: { rows: PriceListRow[]; errors: RowError[] } | null
  message?: string | null
  createdAt?: string | null
  applied_at?: string | null
  idempotency_key?: string | null
  request_hash?: string | null
  mapping?: ColumnMapping | null
}

const EMPTY_COUNTS: ImportCounts = {
  rows: 0,
  price_changes: 0,
  status_changes: 0,
  unchanged: 0,
  unknown: 0,
  errors: 0,
  duplicates: 0,
  missing: 0,
  conflicts: 0,
  guarded: 0,
}

function outcomeOf(doc: StoredRecord): ImportOutcome {
  const plan = doc.plan ?? {
    mode: doc.mode,
    rows: 0,
    changes: [],
    unchanged: 0,
    unknown: [],
    errors: [],
    duplicates: [],
    missing: 0,
    conflicts: [],
    guards: [],
  }
  const counts = { ...EMPTY_COUNTS }
  for (const key of Object.keys(counts) as (keyof ImportCounts)[]) counts[key] = sqlNumber(doc.counts?.[key]) ?? 0
  return {
    id: doc.id,
    status: doc.status,
    mode: doc.mode,
    source: { kind: doc.source_kind, name: doc.source_name },
    counts,
    plan,
    message: doc.message ?? null,
    createdAt: doc.createdAt ?? null,
    appliedAt: doc.applied_at ?? null,
  }
}

/** The import record, read through the adapter (no access rules: the engine's own read). */
export async function readImport(payload: Payload, id: number, req?: Partial<PayloadRequest>): Promise<StoredRecord | null> {
  const doc = await payload.db.findOne({ collection: COLLECTION, where: { id: { equals: id } }, req })
  return (doc as unknown as StoredRecord | null) ?? null
}

/** The import a CRM's Idempotency-Key was first sent with, if any. */
export async function importByKey(payload: Payload, key: string): Promise<(ImportOutcome & { requestHash: string | null }) | null> {
  const doc = (await payload.db.findOne({
    collection: COLLECTION,
    where: { idempotency_key: { equals: key } },
  })) as unknown as StoredRecord | null
  return doc ? { ...outcomeOf(doc), requestHash: doc.request_hash ?? null } : null
}

/** The column mapping of the newest file import: the admin maps the columns once, the next file reuses it. */
export async function lastMapping(payload: Payload): Promise<ColumnMapping | null> {
  const found = await payload.db.find({
    collection: COLLECTION,
    where: { and: [{ source_kind: { equals: 'file' } }, { mapping: { exists: true } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
  })
  const doc = found.docs[0] as unknown as StoredRecord | undefined
  return doc?.mapping ?? null
}

async function updateRecord(
  payload: Payload,
  id: number,
  data: Record<string, unknown>,
  req?: Partial<PayloadRequest>,
): Promise<StoredRecord> {
  const doc = await payload.db.updateOne({
    collection: COLLECTION,
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
    returning: true,
  })
  return doc as unknown as StoredRecord
}

/** The share a price may move by before it waits for confirmation, from the published site settings. */
export async function guardPercentOf(payload: Payload): Promise<number> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { price_guard_percent?: unknown }
    const value = sqlNumber(settings.price_guard_percent)
    return value !== null && value > 0 ? value : DEFAULT_GUARD_PERCENT
  } catch {
    return DEFAULT_GUARD_PERCENT
  }
}

/** Every property with what the engine compares: one bulk read. */
async function readCatalogue(db: SqlDatabase, tx: Tx | SqlDatabase): Promise<CurrentProperty[]> {
  const t = db.table('properties')
  const rows = await tx
    .select({ id: t.id, code: t.ref_id, price: t.price, oldPrice: t.old_price, area: t.area, status: t.status, holdUntil: t.hold_until })
    .from(t)
  return rows.map((r) => ({
    id: sqlNumber(r.id)!,
    code: String(r.code ?? ''),
    price: sqlNumber(r.price) ?? 0,
    oldPrice: sqlNumber(r.oldPrice),
    area: sqlNumber(r.area) ?? 0,
    status: String(r.status) as StoredStatus,
    holdUntil: timestampMs(r.holdUntil),
  }))
}

/**
 * Plans an import and stores its record (status «План»), before anything is applied. The rows are kept on the
 * record: applying it plans them again against the catalogue as it is then.
 */
export async function planImport(payload: Payload, rows: PriceListRow[], input: ImportInput, now = Date.now()): Promise<ImportOutcome> {
  const db = sqlDatabase(payload)
  const [current, guardPercent] = await Promise.all([readCatalogue(db, db), guardPercentOf(payload)])
  const plan = planRows(current, rows, { mode: input.mode, now, guardPercent, errors: input.errors })
  return storeRecord(payload, rows, input, plan, now)
}

/**
 * Stores an import's rows unplanned (status «План», no plan yet), for a caller that applies it at once: applying
 * plans the rows anyway, so a large list is planned once, where it is applied (own-process.ts).
 */
export function recordImport(payload: Payload, rows: PriceListRow[], input: ImportInput, now = Date.now()): Promise<ImportOutcome> {
  return storeRecord(payload, rows, input, null, now)
}

async function storeRecord(
  payload: Payload,
  rows: PriceListRow[],
  input: ImportInput,
  plan: ImportPlan | null,
  now: number,
): Promise<ImportOutcome> {
  const at = new Date(now).toISOString()
  const doc = await payload.db.create({
    collection: COLLECTION,
    data: {
      status: 'planned',
      mode: input.mode,
      source_kind: input.source.kind,
      source_name: input.source.name,
      user: input.user ?? null,
      counts: plan ? countsOf(plan) : { ...EMPTY_COUNTS, rows: rows.length },
      plan,
      rows: { rows, errors: input.errors ?? [] },
      mapping: input.mapping ?? null,
      idempotency_key: input.idempotencyKey ?? null,
      request_hash: input.requestHash ?? null,
      createdAt: at,
      updatedAt: at,
    },
    returning: true,
  })
  return outcomeOf(doc as unknown as StoredRecord)
}

export interface ApplyOptions {
  /** The admin confirmed the guarded changes (price jumps, prices ≤ 0, sold flats back on sale, mass off-sale). */
  confirm?: boolean
  now?: number
  /**
   * Runs inside the transaction after every write and before the commit; a throw rolls everything back. For
   * callers that add their own writes to an import (a connector's cursor) and for tests of atomicity.
   */
  beforeCommit?: (tx: Tx) => Promise<void> | void
}

/** Price, old price and price per m² of the changed properties: one UPDATE per CHUNK rows, a CASE per column. */
async function writePrices(tx: Tx, db: SqlDatabase, changes: PlannedChange[], at: string): Promise<void> {
  const t = db.table('properties')
  const priced = changes.filter((c) => c.price !== c.price_before || c.old_price !== c.old_price_before)
  for (let i = 0; i < priced.length; i += CHUNK) {
    const part = priced.slice(i, i + CHUNK)
    // CAST gives the bound values a type on PostgreSQL (they arrive untyped) and is a no-op on SQLite.
    const caseOf = (value: (c: PlannedChange) => number | null) =>
      sql`case ${t.id} ${sql.join(
        part.map((c) => sql`when ${c.property} then cast(${value(c)} as numeric)`),
        sql` `,
      )} end`
    await tx
      .update(t)
      .set({
        price: caseOf((c) => c.price),
        old_price: caseOf((c) => c.old_price),
        price_per_m2: caseOf((c) => c.price_per_m2),
        updatedAt: at,
      })
      .where(
        sql`${t.id} in (${sql.join(
          part.map((c) => sql`${c.property}`),
          sql`, `,
        )})`,
      )
  }
}

/** Statuses of the changed properties: one UPDATE per target status and CHUNK rows. A status set by a list ends any hold. */
async function writeStatuses(tx: Tx, db: SqlDatabase, changes: PlannedChange[], at: string): Promise<void> {
  const t = db.table('properties')
  const byStatus = new Map<StoredStatus, number[]>()
  for (const c of changes) {
    if (c.status === c.status_before) continue
    const ids = byStatus.get(c.status) ?? []
    ids.push(c.property)
    byStatus.set(c.status, ids)
  }
  for (const [status, ids] of byStatus) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = ids.slice(i, i + CHUNK)
      await tx
        .update(t)
        .set({ status, hold_until: null, updatedAt: at })
        .where(
          sql`${t.id} in (${sql.join(
            part.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    }
  }
}

/** The price history: one row per changed property, with the import, its source and who started it. */
async function writeHistory(
  tx: Tx,
  db: SqlDatabase,
  changes: PlannedChange[],
  meta: { source: string; sourceName: string; user: number | null; importId: number; at: string },
): Promise<void> {
  const t = db.table('property_changes')
  const rows = changes.map((c) => ({
    property: c.property,
    price_before: c.price_before,
    price: c.price,
    status_before: c.status_before,
    status: c.status,
    user: meta.user,
    source: meta.source,
    source_name: meta.sourceName,
    import: meta.importId,
    updatedAt: meta.at,
    createdAt: meta.at,
  }))
  for (let i = 0; i < rows.length; i += CHUNK) await (tx as unknown as Insertable).insert(t).values(rows.slice(i, i + CHUNK))
}

/** Announces the changed properties, once, after the commit: the caches expire what they show of them. */
function announce(ids: number[]): void {
  if (ids.length === 0) return
  const event = { kind: 'collection' as const, slug: 'properties', ids }
  emitCmsChange(event)
}

const userOf = (doc: StoredRecord): number | null => (typeof doc.user === 'object' && doc.user ? doc.user.id : (doc.user ?? null))

/**
 * Applies a planned import in one transaction. Guarded changes hold the whole import («Ожидает подтверждения»)
 * until it is applied again with `confirm`. Applying an import that was already applied returns it as it is.
 */
export async function applyImport(payload: Payload, id: number, options: ApplyOptions = {}): Promise<ImportOutcome> {
  const now = options.now ?? Date.now()
  const record = await readImport(payload, id)
  if (!record) throw new ImportError('not_found', 'Импорт не найден')
  if (record.status === 'applied' || record.status === 'rolled_back') return outcomeOf(record)
  if (record.status === 'failed') throw new ImportError('wrong_status', 'Импорт завершился ошибкой: загрузите список заново')
  const db = sqlDatabase(payload)
  const guardPercent = await guardPercentOf(payload)
  const at = new Date(now).toISOString()
  let changed: number[] = []
  try {
    const doc = await db.transaction(async (tx, req) => {
      // Another apply of the same import may have committed while this one waited for the transaction.
      const fresh = await readImport(payload, id, req)
      if (fresh && fresh.status !== 'planned' && fresh.status !== 'awaiting') return fresh
      const current = await readCatalogue(db, tx)
      const input = record.rows ?? { rows: [], errors: [] }
      const plan = planRows(current, input.rows, { mode: record.mode, now, guardPercent, errors: input.errors })
      const counts = countsOf(plan)
      if (plan.guards.length > 0 && !options.confirm) {
        return updateRecord(payload, id, { status: 'awaiting', plan, counts, message: 'Есть изменения, которые нужно подтвердить' }, req)
      }
      if (plan.changes.length > 0) {
        await writePrices(tx, db, plan.changes, at)
        await writeStatuses(tx, db, plan.changes, at)
        await writeHistory(tx, db, plan.changes, {
          source: HISTORY_SOURCE[record.source_kind],
          sourceName: record.source_name,
          user: userOf(record),
          importId: id,
          at,
        })
      }
      await options.beforeCommit?.(tx)
      changed = plan.changes.map((c) => c.property)
      return updateRecord(
        payload,
        id,
        { status: 'applied', plan, counts, applied_at: at, message: plan.changes.length === 0 ? 'Изменений нет' : null },
        req,
      )
    })
    announce(changed)
    return outcomeOf(doc)
  } catch (error) {
    await updateRecord(payload, id, {
      status: 'failed',
      message: `Импорт не применён: ${error instanceof Error ? error.message : String(error)}`,
    }).catch(() => undefined)
    throw error
  }
}

/**
 * «Откатить»: restores the prices and statuses an applied import changed, in one transaction, except where they
 * changed again since (reported, not touched). The restored values go into the price history as a rollback.
 */
export async function rollbackImport(
  payload: Payload,
  id: number,
  options: { user?: number | null; now?: number } = {},
): Promise<ImportOutcome & { rollback: RollbackReport }> {
  const now = options.now ?? Date.now()
  const record = await readImport(payload, id)
  if (!record) throw new ImportError('not_found', 'Импорт не найден')
  if (record.status !== 'applied') throw new ImportError('wrong_status', 'Откатить можно только применённый импорт')
  const db = sqlDatabase(payload)
  const at = new Date(now).toISOString()
  const changes = record.plan?.changes ?? []
  let report: RollbackReport = { restored: 0, changedSince: [] }
  const doc = await db.transaction(async (tx, req) => {
    const current = new Map((await readCatalogue(db, tx)).map((p) => [p.id, p]))
    const reverse: PlannedChange[] = []
    const changedSince: RollbackReport['changedSince'] = []
    for (const c of changes) {
      const p = current.get(c.property)
      if (!p) {
        changedSince.push({ property: c.property, code: c.code, message: 'Помещение удалено' })
        continue
      }
      const status = visibleStatus(p, now)
      if (p.price !== c.price || p.oldPrice !== c.old_price || status !== c.status) {
        changedSince.push({ property: c.property, code: c.code, message: 'Цена или статус изменились после импорта — не тронуто' })
        continue
      }
      reverse.push({
        property: c.property,
        code: c.code,
        row: c.row,
        price_before: c.price,
        price: c.price_before,
        old_price_before: c.old_price,
        old_price: c.old_price_before,
        price_per_m2: c.price_before > 0 && p.area > 0 ? Math.round(c.price_before / p.area) : null,
        status_before: c.status,
        status: c.status_before,
      })
    }
    if (reverse.length > 0) {
      await writePrices(tx, db, reverse, at)
      await writeStatuses(tx, db, reverse, at)
      await writeHistory(tx, db, reverse, {
        source: 'rollback',
        sourceName: record.source_name,
        user: options.user ?? null,
        importId: id,
        at,
      })
    }
    report = { restored: reverse.length, changedSince }
    return updateRecord(
      payload,
      id,
      { status: 'rolled_back', rolled_back_at: at, rolled_back_by: options.user ?? null, rollback: report },
      req,
    )
  })
  const untouched = new Set(report.changedSince.map((s) => s.property))
  announce(changes.filter((c) => !untouched.has(c.property)).map((c) => c.property))
  return { ...outcomeOf(doc), rollback: report }
}
