/**
 * The one escape hatch from Payload's Local API to raw SQL (issue 20). A few reads and writes must be one
 * statement the Local API cannot express — the catalogue's bulk read, the version stamps, the booking's
 * conditional UPDATE, the outbox's claim — so they reach drizzle through Payload's database adapter. The
 * adapter's shape (`name`, `drizzle`, `tables`, `execute`, `sessions`) is not a public API of Payload: this
 * file is the only one that knows it, so a Payload upgrade that changes it breaks here and nowhere else.
 *
 * Both dialects Payload is configured with are served alike (SQLite through libsql, PostgreSQL through pg).
 * Queries are written with `sql` (drizzle's tag, as re-exported by the SQLite adapter: drizzle recognises its
 * entities by Symbol.for keys, so the same tag renders the PostgreSQL adapter's tables too).
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

export { sql }
/** A statement or fragment built with `sql` (drizzle-orm is no direct dependency: its type is taken from the tag). */
export type SQL = ReturnType<typeof sql>

export type SqlDialect = 'sqlite' | 'postgres'
export type SqlRow = Record<string, unknown>
/** A table's columns by their drizzle key (Payload's field names: `ref_id`, `updatedAt`), for use inside `sql`. */
export type SqlTable = Record<string, unknown>

/** Drizzle's query builders, as far as the features use them: the same on the database and inside a transaction. */
export interface SqlQueries {
  select(fields: Record<string, unknown>): { from(table: SqlTable): Promise<SqlRow[]> & { where(condition: SQL): Promise<SqlRow[]> } }
  update(table: SqlTable): {
    set(values: Record<string, unknown>): {
      where(condition: SQL): Promise<unknown> & { returning(fields: Record<string, unknown>): Promise<SqlRow[]> }
    }
  }
}

/** Raw SQL over Payload's database. */
export interface SqlDatabase extends SqlQueries {
  dialect: SqlDialect
  /** The table of a collection (or of a collection's array/hasMany field, e.g. `properties_features`); throws when absent. */
  table(name: string): SqlTable
  /** Runs a statement and returns its rows. */
  execute(query: SQL): Promise<SqlRow[]>
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws. `req` binds
   * Local API calls to it (`payload.create({ req, … })` joins the transaction, on SQLite too, where Payload
   * itself opens none). On SQLite the write transactions of this process are queued, and a lock held by another
   * connection is waited out.
   */
  transaction<T>(work: (tx: SqlQueries, req: Partial<PayloadRequest>) => Promise<T>): Promise<T>
}

type Drizzle = SqlQueries & { transaction<T>(work: (tx: Drizzle) => Promise<T>): Promise<T> }
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
/** What this module reads of Payload's SQL adapters (@payloadcms/db-sqlite and @payloadcms/db-postgres, 3.x). */
type Adapter = {
  name: string
  drizzle: Drizzle
  tables: Record<string, SqlTable | undefined>
  execute(args: { drizzle: unknown; sql: SQL }): Promise<{ rows: SqlRow[] }>
  sessions: Record<string, Session>
}

function adapterOf(payload: Payload): Adapter {
  const db = payload.db as unknown as Partial<Adapter>
  if ((db.name !== 'sqlite' && db.name !== 'postgres') || !db.drizzle || !db.tables || typeof db.execute !== 'function') {
    throw new Error(`raw SQL needs Payload's SQLite or PostgreSQL adapter (got ${String(db.name)})`)
  }
  return db as Adapter
}

const BUSY = /SQLITE_BUSY|database is locked/i
const SQLITE_ATTEMPTS = 6

/**
 * SQLite has one writer per file, and the libsql driver runs each statement synchronously: a second write
 * transaction opened while one is in flight fails at once with SQLITE_BUSY (waiting in the driver would block
 * the very event loop that has to finish the first one). So this process queues its transactions; a lock held
 * by another connection (an editor's save, a script) is waited out with a short, growing pause — the
 * transaction rolled back at BEGIN, so a retry is safe.
 */
const QUEUE_KEY = Symbol.for('novaya-zarya.sqlite-transaction-queue')
const queues = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>

function queued<T>(task: () => Promise<T>): Promise<T> {
  const result = (queues[QUEUE_KEY] ?? Promise.resolve()).then(task, task)
  queues[QUEUE_KEY] = result.catch(() => undefined)
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

/** Raw SQL over the database of this Payload instance. */
export function sqlDatabase(payload: Payload): SqlDatabase {
  const db = adapterOf(payload)
  const dialect: SqlDialect = db.name === 'postgres' ? 'postgres' : 'sqlite'
  return {
    dialect,
    select: (fields) => db.drizzle.select(fields),
    update: (table) => db.drizzle.update(table),
    table(name) {
      const table = db.tables[name]
      if (!table) throw new Error(`no database table ${name}`)
      return table
    },
    async execute(query) {
      return (await db.execute({ drizzle: db.drizzle, sql: query })).rows
    },
    transaction(work) {
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
      return dialect === 'sqlite' ? queued(() => withBusyRetry(run)) : run()
    },
  }
}

/** A number from a driver: PostgreSQL returns numeric columns and counts as strings, SQLite as numbers. */
export function sqlNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}
