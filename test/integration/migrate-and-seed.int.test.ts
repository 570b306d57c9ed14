// Migrations and the seed never silently do nothing (Payload's CLI can exit 0 without running). Every run here goes
// through the commands people use — scripts/task.mjs, which `npm start` (scripts/serve.mjs), `npm run migrate`,
// `npm run seed` and `npm run demo` call — each in its own process, as in production. SQLite proofs run in the
// SQLite pass, the two-instance PostgreSQL proof in the PostgreSQL pass (TEST_DATABASE_URL).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// node:sqlite, not libsql: libsql keeps a file open after close() while its statements live, and the files here are copied over.
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrationFileNames } from '@/cms/migrate'
import { generateCatalog } from '@/cms/seed/catalog'
import { banks as seedBanks } from '@/cms/seed/content'
import { PAGE_GLOBALS } from '@/cms/seed/verify'

import { migrate, runTask, seed } from '../../scripts/task.mjs'

const dialect = inject('dialect')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-migrate-proof-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** The environment of a child command on another database (quiet: warnings and errors only). */
function envFor(databaseUrl: string, media = path.join(work, 'media')): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: media, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }
  delete env.REDIS_URL
  return env
}

/** Runs a task, printing the child's output when it fails. */
async function run<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    console.error((error as { output?: string }).output ?? '')
    throw error
  }
}

const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`]

/** Folds an SQLite file's write-ahead log into it, leaving one self-contained file to copy. */
function compact(file: string) {
  const db = new DatabaseSync(file)
  db.exec('PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;')
  db.close()
  expect(fs.existsSync(`${file}-wal`)).toBe(false)
}

/** A fresh copy of a compacted database (the app turns WAL on again when it opens it). */
function copySqlite(from: string, to: string) {
  for (const file of sqliteFiles(to)) fs.rmSync(file, { force: true })
  fs.copyFileSync(from, to)
}

function readSqlite<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** Every table, index and column definition of an SQLite file. */
const schemaOf = (file: string) =>
  readSqlite(file, (db) => db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all())

const migrationRows = (file: string) =>
  readSqlite(file, (db) =>
    (db.prepare('SELECT name FROM payload_migrations ORDER BY name').all() as { name: string }[]).map((row) => row.name),
  )

/**
 * Runs `count` numbered runs as two sequences side by side (run n, lane 1 or 2): each run is still one command in
 * its own process on its own file; two at a time keep both cores busy (a command's start-up is one core's work).
 */
async function inLanes(count: number, each: (n: number, lane: number) => Promise<void>) {
  let next = 1
  const lane = async (id: number) => {
    for (let n = next++; n <= count; n = next++) await each(n, id)
  }
  await Promise.all([lane(1), lane(2)])
}

describe.runIf(dialect === 'sqlite')('migrations and seed on SQLite, through the commands people run', () => {
  const files = migrationFileNames('sqlite')
  const reference = path.join(work, 'reference.db')
  const behind = path.join(work, 'behind.db')

  beforeAll(async () => {
    // A database migrated from empty (the schema every start must reach) and one a migration behind.
    const fromEmpty = await run(migrate({ env: envFor(`file:${reference}`), stdio: 'pipe' }))
    expect(fromEmpty).toMatchObject({ dialect: 'sqlite', applied: files, total: files.length })
    await run(runTask('migrate', { entry: 'test/fixtures/migrate-all-but-last.ts', env: envFor(`file:${behind}`), stdio: 'pipe' }))
    expect(migrationRows(behind)).toEqual(files.slice(0, -1))
    compact(reference)
    compact(behind)
  }, 120_000)

  it('a start on a database with a pending migration migrates it, 10 times in a row', async () => {
    // Ten, not twenty as before: the command that once exited 0 without migrating is gone (scripts/task.mjs counts a
    // run only on its entry point's report), and each start costs a Payload load; ten still show a flaky start.
    const expected = schemaOf(reference)
    await inLanes(10, async (start, lane) => {
      const file = path.join(work, `start-${lane}.db`)
      copySqlite(behind, file)
      // What scripts/serve.mjs runs before any worker starts.
      const report = await run(migrate({ env: envFor(`file:${file}`), stdio: 'pipe' }))
      expect(report.applied, `start ${start}`).toEqual(files.slice(-1))
      expect(migrationRows(file), `start ${start}`).toEqual(files)
      expect(schemaOf(file), `start ${start}`).toEqual(expected)
    })
  }, 1_800_000)

  it('seeding an empty database gives the full counts, 3 times in a row', async () => {
    // Seeding itself is what must never silently do nothing (the command exiting 0 with an empty catalogue): each
    // run is the seed command in its own process on a database without a catalogue, pages or banks, and the counts
    // are read back from the file afterwards. The first starts from nothing; the other two start from a database
    // holding only the media library the first uploaded, so they write everything but the pictures (rendering and
    // resizing them is most of a seed's minute; that part is proven by the first run and by every harness seed).
    // Three, not ten as before: each further run wrote the same 2,320 flats again, and a seed that did nothing would
    // show in any of them; every template build (scripts/seed-template.mjs, one per dialect in every test run) and
    // every e2e start (its seed over the copied template) is one more seed checked alike.
    const properties = generateCatalog(1).properties.length
    const expected = { properties, banks: seedBanks.length, pages: PAGE_GLOBALS.length }
    const library = path.join(work, 'media-library.db')
    const media = path.join(work, 'seed-media')
    const mediaCount = (db: DatabaseSync) => (db.prepare('SELECT COUNT(*) AS n FROM media').get() as { n: number }).n
    let pictures = 0
    const seedAndCheck = async (run_: number, from: string, file: string) => {
      copySqlite(from, file)
      const report = await run(seed({ env: { ...envFor(`file:${file}`, media), SEED_SCALE: '1' }, stdio: 'pipe' }))
      expect(report.counts, `seed ${run_}`).toEqual(expected)
      expect(report.catalog.skipped, `seed ${run_}`).toBe(false)
      readSqlite(file, (db) => {
        const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
        expect(count('properties'), `seed ${run_}`).toBe(properties)
        expect(count('banks'), `seed ${run_}`).toBe(seedBanks.length)
        for (const page of PAGE_GLOBALS) {
          const row = db.prepare(`SELECT * FROM ${page.replace(/-/g, '_')}`).get() as Record<string, unknown> | undefined
          expect(
            Object.values(row ?? {}).filter((value) => value !== null && value !== '').length,
            `seed ${run_}: ${page}`,
          ).toBeGreaterThan(4)
        }
        // Over the library the seed finds its pictures again by file name instead of uploading them twice.
        if (run_ === 1) pictures = mediaCount(db)
        expect(mediaCount(db), `seed ${run_}`).toBe(pictures)
      })
    }

    const first = path.join(work, 'seed.db')
    await seedAndCheck(1, reference, first)
    expect(pictures).toBeGreaterThan(50)
    // The media library alone: every other table emptied, the migrations table kept.
    compact(first)
    copySqlite(first, library)
    const db = new DatabaseSync(library)
    db.exec('PRAGMA foreign_keys = OFF')
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
    )
      .map((row) => row.name)
      .filter((name) => name !== 'payload_migrations' && !/^media($|_)/.test(name))
    for (const table of tables) db.exec(`DELETE FROM "${table}"`)
    db.close()
    expect(
      readSqlite(library, (db) => [(db.prepare('SELECT COUNT(*) AS n FROM properties').get() as { n: number }).n, mediaCount(db)]),
    ).toEqual([0, pictures])
    await inLanes(2, (run_, lane) => seedAndCheck(run_ + 1, library, path.join(work, `seed-${lane}.db`)))
  }, 1_800_000)

  it('two instances starting together on one SQLite file apply each migration once', async () => {
    const file = path.join(work, 'twice.db')
    copySqlite(behind, file)
    // Hold the lock until both wait for it, so they race for it at the same moment.
    const lock = `${file}.migrate-lock`
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname() }))
    let waiting = 0
    const instance = () => {
      let told = false
      const onOutput = (text: string) => {
        if (told || !text.includes('waiting for it')) return
        told = true
        waiting += 1
      }
      return run(migrate({ env: { ...envFor(`file:${file}`), LOG_LEVEL: 'info' }, stdio: 'pipe', onOutput }))
    }
    const both = Promise.all([instance(), instance()])
    for (const deadline = Date.now() + 90_000; waiting < 2 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(waiting).toBe(2)
    fs.rmSync(lock)
    const reports = await both
    expect(reports.flatMap((report) => report.applied).sort()).toEqual(files.slice(-1))
    expect(migrationRows(file)).toEqual(files)
    expect(fs.existsSync(lock)).toBe(false)
  }, 120_000)

  it('npm start refuses to serve a database it cannot migrate, and says why', async () => {
    const file = path.join(work, 'pushed.db')
    copySqlite(reference, file)
    const db = new DatabaseSync(file)
    db.prepare("INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('dev', -1, '2026-01-01', '2026-01-01')").run()
    db.close()
    const env = { ...envFor(`file:${file}`), WEB_CONCURRENCY: '1' }
    const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', '3191', '-H', '127.0.0.1'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toMatch(/refusing to serve: the database is not migrated/)
    expect(output).toMatch(/development schema push/)
    expect(output).not.toMatch(/Next\.js/)
  }, 120_000)
})

describe.runIf(dialect === 'postgres')('migrations on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? ''
  const name = `nz_test_twice_${process.pid}_${Date.now()}`
  const url = dialect === 'postgres' ? Object.assign(new URL(base), { pathname: `/${name}` }).href : ''

  async function query<T>(connection: string, sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: connection })
    await client.connect()
    try {
      return (await client.query(sql, values)).rows as T[]
    } finally {
      await client.end()
    }
  }

  beforeAll(() => query(base, `CREATE DATABASE "${name}"`), 60_000)
  afterAll(() => query(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), 60_000)

  it('two instances starting together apply each migration exactly once', async () => {
    const files = migrationFileNames('postgres')
    // The test holds the migration lock until both instances wait for it, so they truly start migrating together.
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    const key = 'novaya-zarya:migrations:public'
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    const both = Promise.all([run(migrate({ env: envFor(url), stdio: 'pipe' })), run(migrate({ env: envFor(url), stdio: 'pipe' }))])
    const waiting = async () =>
      Number(
        (
          await holder.query(
            "SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          )
        ).rows[0].n,
      )
    for (const deadline = Date.now() + 90_000; (await waiting()) < 2 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await waiting()).toBe(2)
    await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
    await holder.end()

    const reports = await both
    // One applied them all, the other waited and found nothing left to do.
    expect(reports.map((report) => report.applied.length).sort()).toEqual([0, files.length])
    const rows = await query<{ name: string; times: string }>(
      url,
      'SELECT name, COUNT(*) AS times FROM payload_migrations GROUP BY name ORDER BY name',
    )
    expect(rows.map((row) => row.name)).toEqual(files)
    expect(rows.every((row) => Number(row.times) === 1)).toBe(true)
  }, 180_000)
})
