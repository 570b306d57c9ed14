/**
 * Migrations applied inside our own process, never through Payload's CLI, which intermittently exits
 * with code 0 without running anything.
 *
 * migrateDatabase() applies the pending migrations of the database's dialect with Payload's Local API
 * (payload.db.migrate), then reads the migrations table back and throws, naming them, unless every migration
 * file of the dialect is there exactly once. Only one process migrates a database at a time: on PostgreSQL a
 * session advisory lock (two instances starting together: the second waits, then finds nothing pending), on an
 * SQLite file a lock file beside it. The entry point is ./run.ts, started by scripts/task.mjs (`npm run migrate`,
 * `npm start`, `npm run demo`, the e2e harness).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

export type Dialect = 'sqlite' | 'postgres'

/** A migration as Payload runs it (the `migrations` array of src/cms/migrations/<dialect>/index.ts). */
type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

/** What a migration run did. */
export interface MigrationReport {
  dialect: Dialect
  /** Migrations this process applied, in order (empty when the database was up to date). */
  applied: string[]
  /** Migration files of the dialect, all of them now in the migrations table. */
  total: number
  /** Milliseconds spent waiting for another process's migrations. */
  waitedMs: number
}

/** A database whose migrations table does not hold every migration file: nothing may serve or seed it. */
export class MigrationStateError extends Error {
  constructor(
    message: string,
    readonly missing: string[],
  ) {
    super(message)
    this.name = 'MigrationStateError'
  }
}

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

/** The migration files of a dialect on disk, by name (`20261122_022657_booking`), oldest first. */
export function migrationFileNames(dialect: Dialect, dir = path.join(MIGRATIONS_DIR, dialect)): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_[\w-]+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

/** The dialect's migrations as its index.ts lists them (what Payload runs). */
async function listedMigrations(dialect: Dialect): Promise<Migration[]> {
  const { migrations } = dialect === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  return migrations as Migration[]
}

type RawAdapter = {
  execute(args: { drizzle: unknown; raw: string }): Promise<{ rows: Record<string, unknown>[] }>
  drizzle: unknown
  schemaName?: string
}

async function raw(payload: Payload, statement: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as RawAdapter
  const result = await db.execute({ drizzle: db.drizzle, raw: statement })
  return result.rows
}

/** The rows of the migrations table (none when the table does not exist yet: an empty database). */
export async function appliedMigrations(payload: Payload): Promise<{ name: string; batch: number }[]> {
  const dialect = dialectOf(payload)
  const schema = (payload.db as unknown as RawAdapter).schemaName
  const table = dialect === 'postgres' ? `${schema ? `"${schema}".` : ''}"payload_migrations"` : 'payload_migrations'
  const exists =
    dialect === 'postgres'
      ? (await raw(payload, `SELECT to_regclass('${table}') IS NOT NULL AS "exists"`))[0]?.exists
      : (await raw(payload, `SELECT COUNT(*) AS "exists" FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`))[0]
          ?.exists
  if (!exists || exists === '0' || exists === 0) return []
  const rows = await raw(payload, `SELECT name, batch FROM ${table} ORDER BY name`)
  return rows.map((row) => ({ name: String(row.name), batch: Number(row.batch) }))
}

/**
 * Compares the migrations table with the dialect's files: every file must be there exactly once. Returns the
 * names missing (pending); throws on a duplicate row or a row of a dev-mode schema push (batch -1).
 */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const files = migrationFileNames(dialectOf(payload))
  const rows = await appliedMigrations(payload)
  const seen = new Map<string, number>()
  for (const row of rows) seen.set(row.name, (seen.get(row.name) ?? 0) + 1)
  const twice = [...seen].filter(([, n]) => n > 1).map(([name]) => name)
  if (twice.length > 0) throw new MigrationStateError(`the migrations table lists ${twice.join(', ')} more than once`, [])
  if (rows.some((row) => row.batch === -1))
    throw new MigrationStateError(
      'this database was changed by a development schema push (a payload_migrations row with batch -1); migrate a fresh database instead',
      [],
    )
  return files.filter((name) => !seen.has(name))
}

/** Throws, naming them, unless every migration file of the dialect is in the migrations table. */
export async function assertMigrated(payload: Payload): Promise<void> {
  const missing = await pendingMigrations(payload)
  if (missing.length > 0) {
    throw new MigrationStateError(
      `the database lacks ${missing.length} migration(s): ${missing.join(', ')}. Run \`npm run migrate\` first.`,
      missing,
    )
  }
}

/** Applies every pending migration under the lock, then checks the migrations table holds every file exactly once. */
export async function migrateDatabase(payload: Payload): Promise<MigrationReport> {
  const dialect = dialectOf(payload)
  const files = migrationFileNames(dialect)
  const listed = await listedMigrations(dialect)
  const unlisted = files.filter((name) => !listed.some((migration) => migration.name === name))
  if (unlisted.length > 0) {
    throw new MigrationStateError(
      `src/cms/migrations/${dialect}/index.ts does not list ${unlisted.join(', ')} (add the import and the entry)`,
      unlisted,
    )
  }
  const waitStarted = Date.now()
  return withMigrationLock(payload, async () => {
    const waitedMs = Date.now() - waitStarted
    const pending = await pendingMigrations(payload)
    if (pending.length > 0) {
      payload.logger.info(`applying ${pending.length} pending migration(s)`)
      await payload.db.migrate({
        migrations: listed.filter((migration) => pending.includes(migration.name)) as unknown as MigrateArgs['migrations'],
      })
    }
    const missing = await pendingMigrations(payload)
    if (missing.length > 0) {
      throw new MigrationStateError(`after migrating, the migrations table still lacks ${missing.join(', ')}`, missing)
    }
    return { dialect, applied: pending, total: files.length, waitedMs }
  })
}

/** Runs `fn` while holding this database's migration lock, waiting for another process's migrations first. */
async function withMigrationLock<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  if (dialectOf(payload) === 'postgres') return withAdvisoryLock(payload, fn)
  const file = sqliteFile()
  return file ? withLockFile(`${file}.migrate-lock`, payload, fn) : fn()
}

type PgClient = { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; release(): void }

/**
 * A session advisory lock on one pooled connection, keyed by the schema: two instances starting together
 * serialise here, so the second sees the first's migrations as applied and runs none of them again.
 */
async function withAdvisoryLock<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  const db = payload.db as unknown as { pool: { connect(): Promise<PgClient> }; schemaName?: string }
  const key = `novaya-zarya:migrations:${db.schemaName || 'public'}`
  const client = await db.pool.connect()
  try {
    const [row] = (await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])).rows
    if (!row?.locked) {
      payload.logger.info('another instance is migrating this database; waiting for it')
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    }
    try {
      return await fn()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    client.release()
  }
}

/** The SQLite file of DATABASE_URL, or null for a database that is not a local file. */
function sqliteFile(): string | null {
  const url = process.env.DATABASE_URL ?? 'file:./data/site.db'
  if (!url.startsWith('file:')) return null
  return path.resolve(url.replace(/^file:(\/\/)?/, '').split('?')[0] ?? '')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A lock file created exclusively (O_EXCL) holding the owner's pid and host; a lock left by a process of this
 * host that no longer runs is taken over. Several instances on one SQLite file run on one host.
 */
async function withLockFile<T>(lock: string, payload: Payload, fn: () => Promise<T>): Promise<T> {
  let told = false
  for (;;) {
    try {
      fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let owner: { pid?: number; host?: string } = {}
      let unreadableFor = 0
      try {
        owner = JSON.parse(fs.readFileSync(lock, 'utf8'))
      } catch {
        // Being written right now, or removed: look again. A file left unreadable (a crash between creating and
        // writing it) is taken over after a few seconds.
        unreadableFor = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      }
      if ((owner.pid && owner.host === os.hostname() && !isAlive(owner.pid)) || unreadableFor > 5000) {
        fs.rmSync(lock, { force: true })
        continue
      }
      if (!told) {
        payload.logger.info({ lock, owner: owner.pid }, 'another process is migrating this database; waiting for it')
        told = true
      }
      await sleep(200)
    }
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}
