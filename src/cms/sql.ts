/**
 * The one escape hatch from Payload's Local API to raw SQL. A few reads and writes must be one
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
import type { DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

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
   * itself opens none). On SQLite it begins IMMEDIATE: it waits for the write lock (of this process's other
   * transactions first, then of other processes, up to the busy timeout) and then cannot be refused a write.
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

/**
 * SQLite has one writer per file. Every connection waits for another's write lock through SQLite's busy
 * timeout, and in-process order comes from the write gate below; nothing here retries a write.
 *
 * Two things in the libsql driver defeat a plain `PRAGMA busy_timeout`:
 * - `client.transaction()` hands the client's connection to the transaction and opens a fresh one for the
 *   client's next statement — with SQLite's defaults, busy timeout 0. After a process's first transaction
 *   (a booking hold) every write it makes outside a transaction answered SQLITE_BUSY at once whenever
 *   another process held the lock ("database is locked" after a few ms, not 5 s).
 * - Statements run synchronously on the event loop. A write waiting for the lock held by a transaction of the
 *   same process would sleep the very thread that has to finish that transaction: it would wait the whole
 *   timeout and fail.
 * So every connection the client opens gets the busy timeout (and the synchronous setting), write
 * transactions begin IMMEDIATE (a deferred one that read first could not wait for the lock: SQLite answers
 * SQLITE_BUSY_SNAPSHOT at once), and within a process a write outside a transaction waits, without blocking
 * the event loop, for the transactions in flight — the gate, one per database file and process, whichever
 * Payload instance holds the client.
 */
export interface SqliteConnectionSettings {
  /** How long a statement waits for another connection's write lock (PRAGMA busy_timeout). */
  busyTimeoutMs: number
  /** PRAGMA synchronous, per connection like the busy timeout. */
  synchronous?: 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA'
}

type LibsqlStatement = string | { sql: string; args?: unknown }
type LibsqlTransaction = { commit(): Promise<void>; rollback(): Promise<void>; close(): void; readonly closed: boolean }
/** What this module wraps of @libsql/client's Client (0.14, the local-file client). */
type LibsqlClient = {
  execute(statement: LibsqlStatement, args?: unknown): Promise<unknown>
  batch(statements: LibsqlStatement[], mode?: string): Promise<unknown>
  executeMultiple(sql: string): Promise<unknown>
  migrate?(statements: LibsqlStatement[]): Promise<unknown>
  transaction(mode?: string): Promise<LibsqlTransaction>
}

/** A statement that writes nothing: it needs no lock in WAL mode, so it never waits for the gate. */
const READ_ONLY = /^\s*(select|pragma|explain)\b/i
const GUARDED = Symbol.for('novaya-zarya.sqlite-guarded')
const GATES_KEY = Symbol.for('novaya-zarya.sqlite-write-gates')

function busyError(ms: number) {
  return Object.assign(new Error(`SQLITE_BUSY: database is locked (a write transaction of this process held it over ${ms} ms)`), {
    code: 'SQLITE_BUSY',
  })
}

/** The writes of one process to one database file, one at a time in arrival order (a transaction holds it to its end). */
class WriteGate {
  private tail: Promise<void> = Promise.resolve()
  private pending = 0

  get idle() {
    return this.pending === 0
  }

  /** Waits for the writes before (at most `timeoutMs`, then throws SQLITE_BUSY) and returns the release. */
  async acquire(timeoutMs: number): Promise<() => void> {
    this.pending++
    let open!: () => void
    const mine = new Promise<void>((resolve) => (open = resolve))
    let released = false
    const release = () => {
      if (released) return
      released = true
      this.pending--
      open()
    }
    const previous = this.tail
    this.tail = previous.then(() => mine)
    let timer: NodeJS.Timeout | undefined
    const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), timeoutMs)))
    const outcome = await Promise.race([previous.then(() => 'turn' as const), expired])
    clearTimeout(timer)
    if (outcome === 'expired') {
      // The turn passes on as soon as it comes, so the writes queued behind this one are not held up.
      void previous.then(release)
      throw busyError(timeoutMs)
    }
    return release
  }

  /** Runs one statement (or batch) in turn: at once when no write of this process is in flight. */
  async run<T>(timeoutMs: number, task: () => Promise<T>): Promise<T> {
    if (this.idle) return task()
    const release = await this.acquire(timeoutMs)
    try {
      return await task()
    } finally {
      release()
    }
  }
}

function gateOf(file: string): WriteGate {
  const registry = globalThis as unknown as Record<symbol, Map<string, WriteGate> | undefined>
  const gates = (registry[GATES_KEY] ??= new Map())
  let gate = gates.get(file)
  if (!gate) gates.set(file, (gate = new WriteGate()))
  return gate
}

/** Makes a libsql client wait its turn for the write lock on every connection it opens (see above). */
function guardSqliteClient(client: LibsqlClient, file: string, settings: SqliteConnectionSettings): void {
  const marked = client as LibsqlClient & { [GUARDED]?: true }
  if (marked[GUARDED]) return
  marked[GUARDED] = true
  const gate = gateOf(file)
  const wait = settings.busyTimeoutMs
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  const migrate = client.migrate?.bind(client)
  const transaction = client.transaction.bind(client)
  const configure = async () => {
    await execute(`PRAGMA busy_timeout = ${Math.round(wait)}`)
    if (settings.synchronous) await execute(`PRAGMA synchronous = ${settings.synchronous}`)
  }

  client.execute = (statement, args) => {
    const text = typeof statement === 'string' ? statement : statement.sql
    return READ_ONLY.test(text) ? execute(statement, args) : gate.run(wait, () => execute(statement, args))
  }
  client.batch = (statements, mode) => gate.run(wait, () => batch(statements, !mode || mode === 'deferred' ? 'write' : mode))
  client.executeMultiple = (sql) => gate.run(wait, () => executeMultiple(sql))
  if (migrate) client.migrate = (statements) => gate.run(wait, () => migrate(statements))
  client.transaction = async (mode = 'write') => {
    if (mode === 'read') return transaction(mode)
    const release = await gate.acquire(wait)
    let tx: LibsqlTransaction
    try {
      tx = await transaction('write')
      // The client now has a new connection for its next statement: it gets the settings before any statement.
      await configure()
    } catch (error) {
      release()
      throw error
    }
    const commit = tx.commit.bind(tx)
    const rollback = tx.rollback.bind(tx)
    const close = tx.close.bind(tx)
    tx.commit = async () => {
      try {
        await commit()
      } finally {
        // A COMMIT that failed leaves the transaction open, holding the file's write lock: it is rolled back.
        if (!tx.closed) close()
        release()
      }
    }
    tx.rollback = async () => {
      try {
        await rollback()
      } finally {
        release()
      }
    }
    tx.close = () => {
      try {
        close()
      } finally {
        release()
      }
    }
    return tx
  }
}

/**
 * The SQLite adapter with every write of this process waiting its turn (see above): the settings are applied to
 * each connection the client opens, once Payload has connected.
 */
export function sqliteTakingTurns(adapter: DatabaseAdapterObj, file: string, settings: SqliteConnectionSettings): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args)
      const connect = db.connect
      if (connect) {
        db.connect = async function (this: typeof db & { client?: LibsqlClient }, options) {
          await connect.call(this, options)
          if (this.client) guardSqliteClient(this.client, file, settings)
        }
      }
      return db
    },
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
      return db.drizzle.transaction(async (tx) => {
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
    },
  }
}

/** A number from a driver: PostgreSQL returns numeric columns and counts as strings, SQLite as numbers. */
export function sqlNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}
