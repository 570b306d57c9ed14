import type { Payload } from 'payload'

import { sql, sqlDatabase } from '@/features/cms-runtime'

import type { OutboxCollection } from './record'

/** A row this worker now owns until its lease runs out. */
export interface ClaimedRow {
  id: number
  /** Attempts including this one. */
  attempt: number
  /** Sinks that accepted the row on an earlier attempt. */
  deliveredTo: string[]
}

function adapter(payload: Payload, collection: OutboxCollection) {
  const db = sqlDatabase(payload)
  // A collection's table is its slug in snake case ('watch-mails' → watch_mails).
  return { db, table: db.table(collection.replace(/-/g, '_')), postgres: db.dialect === 'postgres' }
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value))
const sinkList = (value: unknown) => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : [])

/**
 * Claims up to `limit` pending rows whose next attempt is due, oldest first, in one conditional UPDATE … RETURNING:
 * the claim moves `delivery_next_at` to the end of the lease and counts the attempt, so the row is no longer due
 * for anyone else. The due condition is repeated outside the subquery on purpose: PostgreSQL makes a concurrent
 * claimer wait on the row lock and then re-checks that condition against the committed row (which is no longer
 * due), and SQLite runs one writer at a time — so two workers, in one process or many, never claim one row twice.
 * On PostgreSQL the subquery also skips rows another claimer has locked, so simultaneous claimers take different
 * rows instead of queueing for the same ones. A worker that dies mid-delivery leaves the row to be claimed again
 * when its lease ends; nothing is lost.
 */
export async function claimDue(
  payload: Payload,
  collection: OutboxCollection,
  options: { now: number; leaseMs: number; limit: number; token: string },
): Promise<ClaimedRow[]> {
  const { db, table: t, postgres } = adapter(payload, collection)
  const nowIso = new Date(options.now).toISOString()
  const skipLocked = postgres ? sql` for update skip locked` : sql``
  const due = sql`${t.delivery_status} = ${'pending'} and (${t.delivery_next_at} is null or ${t.delivery_next_at} <= ${nowIso})`
  const rows = await db
    .update(t)
    .set({
      delivery_next_at: new Date(options.now + options.leaseMs).toISOString(),
      delivery_claim: options.token,
      delivery_attempts: sql`coalesce(${t.delivery_attempts}, 0) + 1`,
    })
    .where(sql`${due} and ${t.id} in (select ${t.id} from ${t} where ${due} order by ${t.createdAt} limit ${options.limit}${skipLocked})`)
    .returning({ id: t.id, attempt: t.delivery_attempts, deliveredTo: t.delivered_to })
  return rows.map((row) => ({ id: asNumber(row.id), attempt: asNumber(row.attempt), deliveredTo: sinkList(row.deliveredTo) }))
}

/** Writes the outcome of a claimed attempt, only while the claim is still ours (a lease taken over is left alone). */
async function settle(
  payload: Payload,
  collection: OutboxCollection,
  id: number,
  token: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const { db, table: t } = adapter(payload, collection)
  const rows = await db
    .update(t)
    .set({ ...values, delivery_claim: null })
    .where(sql`${t.id} = ${id} and ${t.delivery_claim} = ${token}`)
    .returning({ id: t.id })
  return rows.length > 0
}

/** Every sink accepted the row: delivered, nothing left to do. */
export function markDelivered(
  payload: Payload,
  collection: OutboxCollection,
  row: { id: number; token: string; deliveredTo: string[]; now: number },
) {
  return settle(payload, collection, row.id, row.token, {
    delivery_status: 'delivered',
    delivery_error: null,
    delivery_next_at: null,
    delivered_to: row.deliveredTo.join(','),
    delivered_at: new Date(row.now).toISOString(),
  })
}

/** Some sink refused: keep the row pending with the error and the time of the next attempt, or mark it failed when `nextAt` is null. */
export function markAttemptFailed(
  payload: Payload,
  collection: OutboxCollection,
  row: { id: number; token: string; deliveredTo: string[]; error: string; nextAt: number | null },
) {
  return settle(payload, collection, row.id, row.token, {
    delivery_status: row.nextAt === null ? 'failed' : 'pending',
    delivery_error: row.error.slice(0, 500),
    delivery_next_at: row.nextAt === null ? null : new Date(row.nextAt).toISOString(),
    delivered_to: row.deliveredTo.length > 0 ? row.deliveredTo.join(',') : null,
  })
}

/**
 * With no sink configured nothing is claimed: the rows stay pending and due, so configuring a sink delivers
 * the backlog at once. They only get a note why they wait, visible in the admin.
 */
export async function noteNoSink(payload: Payload, collection: OutboxCollection, message: string): Promise<void> {
  const { db, table: t } = adapter(payload, collection)
  await db
    .update(t)
    .set({ delivery_error: message })
    // Rows noted by an older build carry its English note: they get the current one.
    .where(sql`${t.delivery_status} = ${'pending'} and (${t.delivery_error} is null or ${t.delivery_error} like ${'no sink configured%'})`)
}
