import { randomUUID } from 'node:crypto'

// drizzle's sql tag (re-exported by the adapter); drizzle recognises its entities by Symbol.for keys, so the
// tag also renders the PostgreSQL adapter's tables (as src/features/properties/catalog-source.ts does).
import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { HOLD_DURATION_MS } from './booking-terms'

/** The part of Payload's SQL adapters (SQLite and PostgreSQL alike) the hold needs. */
type Drizzle = {
  transaction<T>(work: (tx: Drizzle) => Promise<T>): Promise<T>
  update(table: unknown): {
    set(values: Record<string, unknown>): {
      where(condition: unknown): { returning(fields: Record<string, unknown>): Promise<Record<string, unknown>[]> }
    }
  }
  select(fields: Record<string, unknown>): { from(table: unknown): { where(condition: unknown): Promise<Record<string, unknown>[]> } }
}
type Session = { db: Drizzle; resolve: () => Promise<void>; reject: () => Promise<void> }
type SqlAdapter = { name: string; drizzle: Drizzle; tables: Record<string, Record<string, unknown>>; sessions: Record<string, Session> }

/** What the visitor booked with. */
export interface HoldRequest {
  refId: string
  name: string
  phone: string
  /** Every submitted field, stored with the lead for the sales team. */
  formFields: Record<string, string | number | boolean | null>
  pageUrl?: string
}

/** The result of a hold attempt: the committed booking, or why there is none. */
export type HoldResult =
  | { kind: 'held'; leadId: number; propertyId: number; refId: string; price: number; holdUntil: string }
  | { kind: 'not_found' }
  | { kind: 'unavailable' }

class Outcome extends Error {
  constructor(readonly result: HoldResult) {
    super(result.kind)
  }
}

const BUSY = /SQLITE_BUSY|database is locked/i
const SQLITE_ATTEMPTS = 6

/**
 * SQLite has one writer per file, and the libsql driver runs each statement synchronously: a second write
 * transaction opened while one is in flight fails at once with SQLITE_BUSY (waiting in the driver would
 * block the very event loop that has to finish the first one). So this process queues its booking
 * transactions; the single conditional UPDATE is what makes a hold exclusive, the queue only spares
 * visitors a 503. A lock held by another connection (an editor's save, a script) is waited out with a
 * short, growing pause — the transaction rolled back at BEGIN, so a retry is safe.
 */
const QUEUE_KEY = Symbol.for('novaya-zarya.booking-sqlite-queue')
const store = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>

function queued<T>(task: () => Promise<T>): Promise<T> {
  const result = (store[QUEUE_KEY] ?? Promise.resolve()).then(task, task)
  store[QUEUE_KEY] = result.catch(() => undefined)
  return result
}

async function withBusyRetry<T>(task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
      if (attempt >= SQLITE_ATTEMPTS || !BUSY.test(text)) throw error
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt))
    }
  }
}

/**
 * Runs `work` in one database transaction of the SQL adapter, handing it the drizzle transaction and a
 * Payload request bound to it: Local API calls made with that request (payload.create …) join the same
 * transaction, on SQLite too, where Payload itself opens none. Commits when `work` resolves, rolls back
 * when it throws.
 */
async function inTransaction<T>(payload: Payload, work: (tx: Drizzle, req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  const db = payload.db as unknown as SqlAdapter
  const run = () =>
    db.drizzle.transaction(async (tx) => {
      const id = randomUUID()
      // Payload finds a request's transaction in the adapter's session registry (getTransaction). This
      // transaction is driven by drizzle's callback, so ending it from Payload's side is a no-op: a Local
      // API error still rolls everything back, because it propagates out of this callback.
      db.sessions[id] = { db: tx, resolve: async () => {}, reject: async () => {} }
      try {
        return await work(tx, { transactionID: id })
      } finally {
        delete db.sessions[id]
      }
    })
  return db.name === 'sqlite' ? queued(() => withBusyRetry(run)) : run()
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value))

/**
 * Puts a property on hold for HOLD_DURATION_MS and stores the booking lead, in one transaction committed
 * before this returns. The hold is one conditional UPDATE — only a property that is available, or booked
 * with a hold that has run out (the rule of effectiveStatus), is taken — so of any number of simultaneous
 * bookings exactly one changes the row: PostgreSQL makes the others wait on the row lock and re-check the
 * condition, SQLite runs writers one at a time. The price is the one the UPDATE saw, fixed in the lead.
 */
export async function holdProperty(payload: Payload, request: HoldRequest, now = Date.now()): Promise<HoldResult> {
  const properties = (payload.db as unknown as SqlAdapter).tables.properties!
  const nowIso = new Date(now).toISOString()
  const holdUntil = new Date(now + HOLD_DURATION_MS).toISOString()
  try {
    return await inTransaction(payload, async (tx, req) => {
      const [held] = await tx
        .update(properties)
        .set({ status: 'booked', hold_until: holdUntil, updatedAt: nowIso })
        .where(
          sql`${properties.ref_id} = ${request.refId} and (${properties.status} = ${'available'} or (${properties.status} = ${'booked'} and ${properties.hold_until} is not null and ${properties.hold_until} <= ${nowIso}))`,
        )
        .returning({ id: properties.id, price: properties.price })
      if (!held) {
        const [exists] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(sql`${properties.ref_id} = ${request.refId}`)
        throw new Outcome({ kind: exists ? 'unavailable' : 'not_found' })
      }
      const propertyId = asNumber(held.id)
      const price = asNumber(held.price)
      const lead = await payload.create({
        collection: 'leads',
        req,
        depth: 0,
        data: {
          type: 'booking',
          name: request.name,
          phone: request.phone,
          property: propertyId,
          booked_price: price,
          hold_until: holdUntil,
          page_url: request.pageUrl,
          form_fields: request.formFields,
          delivery_status: 'pending',
        },
      })
      // The status history (who, when): the visitor's booking. Before it the flat was effectively on sale — an
      // expired hold counts as available (the rule of effectiveStatus).
      await payload.create({
        collection: 'property-changes',
        req,
        depth: 0,
        data: { property: propertyId, price_before: price, price, status_before: 'available', status: 'booked', source: 'site' },
      })
      return { kind: 'held', leadId: lead.id, propertyId, refId: request.refId, price, holdUntil } as const
    })
  } catch (error) {
    if (error instanceof Outcome) return error.result
    throw error
  }
}
