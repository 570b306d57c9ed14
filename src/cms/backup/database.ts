/**
 * The database half of a backup: a consistent snapshot taken while the site keeps writing, and what it holds
 * (migrations, rows and a checksum per table), read from the snapshot itself so the manifest describes exactly
 * what was saved.
 * - SQLite: `VACUUM INTO` a new file from a connection of its own: one read transaction, so WAL writers go on and
 *   the copy is the database at one instant (never a file copy of a live WAL database, which can tear).
 * - PostgreSQL: `pg_dump --format=custom` of the schema, pinned to a snapshot exported by a REPEATABLE READ
 *   transaction that counts and checksums the same rows.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

import type { Dialect } from './manifest'

export interface DatabaseContents {
  migrations: string[]
  counts: Record<string, number>
  tables: Record<string, string>
}

export const SQLITE_DUMP = 'database.sqlite'
export const POSTGRES_DUMP = 'database.dump'

export function dialectOfUrl(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The file of an SQLite `file:` URL (relative to the working directory, as Payload opens it). */
export function sqliteFileOf(url: string): string {
  if (!url.startsWith('file:')) throw new Error(`backups need an SQLite file (DATABASE_URL=file:…), not ${url}`)
  return path.resolve(url.replace(/^file:(\/\/)?/, '').split('?')[0] ?? '')
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A row as stable text: blobs as hex, big integers as digits. */
function rowText(row: Record<string, unknown>): string {
  return JSON.stringify(Object.values(row), (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
  )
}

function openSqlite(file: string, readOnly: boolean): DatabaseSync {
  const db = new DatabaseSync(file, { readOnly })
  db.exec('PRAGMA busy_timeout = 10000')
  return db
}

/** Tables of an SQLite file, its migrations, and rows and a sha256 of the rows (in column order) per table. */
export function inspectSqlite(file: string): DatabaseContents {
  const db = openSqlite(file, true)
  try {
    const names = (
      db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as {
        name: string
      }[]
    ).map((row) => row.name)
    const counts: Record<string, number> = {}
    const tables: Record<string, string> = {}
    for (const name of names) {
      const columns = (db.prepare(`SELECT COUNT(*) AS n FROM pragma_table_info(?)`).get(name) as { n: number }).n
      const order = Array.from({ length: columns }, (_, i) => i + 1).join(', ')
      const hash = createHash('sha256')
      let rows = 0
      for (const row of db.prepare(`SELECT * FROM ${quote(name)} ORDER BY ${order}`).iterate() as Iterable<Record<string, unknown>>) {
        hash.update(rowText(row)).update('\n')
        rows++
      }
      counts[name] = rows
      tables[name] = `sha256:${hash.digest('hex')}`
    }
    const migrations = names.includes('payload_migrations')
      ? (db.prepare('SELECT name FROM payload_migrations ORDER BY name').all() as { name: string }[]).map((row) => row.name)
      : []
    return { migrations, counts, tables }
  } finally {
    db.close()
  }
}

/** Number of tables in an SQLite file (0 when the file does not exist). */
export function sqliteTableCount(file: string): number {
  if (!fs.existsSync(file)) return 0
  const db = openSqlite(file, true)
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).get() as { n: number })
      .n
  } finally {
    db.close()
  }
}

/** Snapshots a live SQLite database into `dest` (VACUUM INTO) and describes the snapshot. */
export function snapshotSqlite(url: string, dest: string): DatabaseContents {
  const db = openSqlite(sqliteFileOf(url), false)
  try {
    db.prepare('VACUUM INTO ?').run(dest)
  } finally {
    db.close()
  }
  return inspectSqlite(dest)
}

/**
 * Puts an SQLite snapshot in place of the database file: copied beside it, then renamed over it (a crash leaves
 * either the old file or the new one), with the old file's WAL and shared-memory files removed. The site must
 * be stopped: a running server would keep writing to the file it has open.
 */
export function restoreSqlite(dump: string, url: string): DatabaseContents {
  const file = sqliteFileOf(url)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const staging = `${file}.restoring`
  fs.copyFileSync(dump, staging)
  const fd = fs.openSync(staging, 'r+')
  fs.fsyncSync(fd)
  fs.closeSync(fd)
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
  fs.renameSync(staging, file)
  return inspectSqlite(file)
}

/** The libpq connection of a URL, with the password out of the command line (PGPASSWORD). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}): install the PostgreSQL client (Debian: postgresql-client)`)),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`))))
  })
}

async function inspectPostgres(client: pg.Client, schema: string): Promise<DatabaseContents> {
  const names = (
    await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [schema])
  ).rows.map((row) => row.tablename)
  const counts: Record<string, number> = {}
  const tables: Record<string, string> = {}
  for (const name of names) {
    // The server renders and orders each row as text: the same rows give the same digest after a restore.
    const { rows } = await client.query<{ n: string; sum: string }>(
      `SELECT COUNT(*) AS n, md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS sum FROM ${quote(schema)}.${quote(name)} t`,
    )
    counts[name] = Number(rows[0]!.n)
    tables[name] = `md5:${rows[0]!.sum}`
  }
  const migrations = names.includes('payload_migrations')
    ? (await client.query<{ name: string }>(`SELECT name FROM ${quote(schema)}.payload_migrations ORDER BY name`)).rows.map(
        (row) => row.name,
      )
    : []
  return { migrations, counts, tables }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/** Dumps a live PostgreSQL schema into `dest` (pg_dump, custom format) and describes the same snapshot. */
export async function snapshotPostgres(url: string, schema: string, dest: string): Promise<DatabaseContents> {
  const client = await connect(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
    const { dbname, env } = libpq(url)
    // The transaction stays open until pg_dump has read everything: the exported snapshot lives as long as it.
    const [contents] = await Promise.all([
      inspectPostgres(client, schema),
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--schema=${schema}`,
          `--snapshot=${snapshot}`,
          `--file=${dest}`,
          `--dbname=${dbname}`,
        ],
        env,
      ),
    ])
    await client.query('COMMIT')
    return contents
  } finally {
    await client.end()
  }
}

/** Number of tables in a PostgreSQL schema. */
export async function postgresTableCount(url: string, schema: string): Promise<number> {
  const client = await connect(url)
  try {
    return Number((await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = $1', [schema])).rows[0]!.n)
  } finally {
    await client.end()
  }
}

/**
 * Restores a custom-format dump into the schema. The schema is dropped first (the caller has refused a non-empty
 * one unless forced): the dump creates it again, and would fail on one that exists, even empty. pg_restore runs
 * in one transaction and stops on the first error: a failed restore leaves no half-restored schema behind.
 */
export async function restorePostgres(dump: string, url: string, schema: string): Promise<DatabaseContents> {
  const client = await connect(url)
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`)
    const { dbname, env } = libpq(url)
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump], env)
    return await inspectPostgres(client, schema)
  } finally {
    await client.end()
  }
}
