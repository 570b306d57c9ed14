// The seeded demo, built once and copied: seeding takes about a minute (Payload resizes every picture three
// times), a copy takes a second. The integration harness (test/integration/global-setup.ts) and the e2e harness
// (scripts/e2e.mjs) each need a fresh seeded database; they get a copy of one template per dialect:
// - SQLite: a checkpointed single file (no -wal beside it) and the media folder, copied;
// - PostgreSQL: a template database cloned with CREATE DATABASE … TEMPLATE, and the media folder, copied.
// The template is built through the commands people run (scripts/task.mjs: migrate from empty, then seed, each in
// its own process, believed only on their report) and reused while nothing that decides its content changed:
// its key hashes every non-test source file under src/, the lockfile, the scale and the admin login. A changed
// source gets a new template; the old one of the same dialect is removed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { migrate, seed } from './task.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where templates live: kept between runs on one machine (a clean clone builds one per dialect once). */
export const TEMPLATE_ROOT = path.resolve(process.env.SEED_TEMPLATE_DIR ?? path.join(root, 'node_modules/.cache/nz-seed-template'))

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.endsWith('.md')

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(file)
      return entry.isFile() && !isTest(entry.name) ? [file] : []
    })
    .sort()
}

/** The hash of everything that decides what a seed writes (sources, dependencies, scale, admin login, dialect). */
export function templateKey(dialect, env = process.env) {
  const hash = crypto.createHash('sha256')
  hash.update(JSON.stringify([dialect, env.SEED_SCALE ?? '1', env.ADMIN_EMAIL ?? '', env.ADMIN_PASSWORD ?? '']))
  for (const file of [...sourceFiles(path.join(root, 'src')), path.join(root, 'package-lock.json')]) {
    hash.update(path.relative(root, file))
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The environment of a template's migrate and seed: quiet, no shared Redis, the same from either harness. */
function taskEnv(env, databaseUrl, media) {
  const out = { ...env, DATABASE_URL: databaseUrl, MEDIA_DIR: media, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }
  delete out.REDIS_URL
  // As `npm run seed` runs from a shell, whichever harness builds it (Vitest sets NODE_ENV=test, e2e does not).
  for (const name of Object.keys(out)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete out[name]
  return out
}

/** Runs a task, printing the child's output when it fails. */
async function run(promise) {
  try {
    return await promise
  } catch (error) {
    if (error.output) console.error(error.output)
    throw error
  }
}

/** Migrates an empty database from nothing and seeds it; throws unless every migration was applied now. */
async function migrateAndSeed(env) {
  const started = Date.now()
  const migration = await run(migrate({ env, stdio: 'pipe' }))
  if (migration.applied.length !== migration.total)
    throw new Error(`a fresh template database had ${migration.total - migration.applied.length} migration(s) applied already`)
  const migratedMs = Date.now() - started
  const report = await run(seed({ env, stdio: 'pipe' }))
  return { migratedMs, seedMs: Date.now() - started - migratedMs, migrations: migration.total, ...report }
}

/** Folds an SQLite file's write-ahead log into it and leaves it in rollback-journal mode: one self-contained file. */
async function checkpoint(file) {
  // node:sqlite, not libsql: libsql keeps a file open after close() while its statements live.
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file)
  db.exec('PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;')
  db.close()
  if (fs.existsSync(`${file}-wal`)) throw new Error(`${file} still has a write-ahead log after the checkpoint`)
}

function removeOlder(dialect, keep) {
  fs.mkdirSync(TEMPLATE_ROOT, { recursive: true })
  return fs
    .readdirSync(TEMPLATE_ROOT)
    .filter((name) => name.startsWith(`${dialect}-`) && name !== keep && !buildingElsewhere(name))
    .map((name) => path.join(TEMPLATE_ROOT, name))
}

/** A template another live process is building right now (`<name>.building-<pid>`): not ours to remove. */
function buildingElsewhere(name) {
  const pid = Number(/\.building-(\d+)$/.exec(name)?.[1])
  if (!pid || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const pgName = (key) => `nz_seed_template_${key}`

async function pgQuery(connection, sql) {
  const client = new pg.Client({ connectionString: connection })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/**
 * Runs a statement that needs a database nobody is connected to (rename, clone): a child that just exited may
 * still hold its connection for a moment, so "in use" (55006) is retried for up to 15 s.
 */
async function pgQueryWhenFree(connection, sql) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pgQuery(connection, sql)
    } catch (error) {
      if (error.code !== '55006' || attempt >= 60) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

const withDatabase = (base, name) => Object.assign(new URL(base), { pathname: `/${name}` }).href

/**
 * The template of a dialect, built now when there is none for the current sources. Resolves with
 * { dir, media, report, built, ms } and, for SQLite, `file`; for PostgreSQL, `database` (a template database name).
 * Call it under the heavy lock: building one seeds the demo.
 */
export async function seedTemplate(dialect, { env = process.env, base = env.TEST_DATABASE_URL } = {}) {
  if (dialect === 'postgres' && !base) throw new Error('a PostgreSQL template needs TEST_DATABASE_URL')
  const started = Date.now()
  const key = templateKey(dialect, env)
  const name = `${dialect}-${key}`
  const dir = path.join(TEMPLATE_ROOT, name)
  const done = path.join(dir, 'report.json')
  const exists =
    fs.existsSync(done) &&
    (dialect === 'sqlite' || (await pgQuery(base, `SELECT 1 FROM pg_database WHERE datname = '${pgName(key)}'`)).length > 0)
  if (!exists) {
    for (const older of removeOlder(dialect, name)) {
      if (dialect === 'postgres')
        await pgQuery(base, `DROP DATABASE IF EXISTS "${pgName(path.basename(older).slice(dialect.length + 1))}" WITH (FORCE)`)
      fs.rmSync(older, { recursive: true, force: true })
    }
    fs.rmSync(dir, { recursive: true, force: true })
    // Built beside its place and renamed into it when complete: a half-built template is never found.
    const building = `${dir}.building-${process.pid}`
    fs.rmSync(building, { recursive: true, force: true })
    fs.mkdirSync(building, { recursive: true })
    const media = path.join(building, 'media')
    let report
    if (dialect === 'sqlite') {
      const file = path.join(building, 'site.db')
      report = await migrateAndSeed(taskEnv(env, `file:${file}`, media))
      await checkpoint(file)
    } else {
      const temporary = `${pgName(key)}_building`
      await pgQuery(base, `DROP DATABASE IF EXISTS "${temporary}" WITH (FORCE)`)
      await pgQuery(base, `DROP DATABASE IF EXISTS "${pgName(key)}" WITH (FORCE)`)
      await pgQuery(base, `CREATE DATABASE "${temporary}"`)
      report = await migrateAndSeed(taskEnv(env, withDatabase(base, temporary), media))
      // The seed's process has exited and closed its connections: the database can be renamed and cloned.
      await pgQueryWhenFree(base, `ALTER DATABASE "${temporary}" RENAME TO "${pgName(key)}"`)
    }
    fs.writeFileSync(path.join(building, 'report.json'), JSON.stringify(report, null, 2))
    fs.renameSync(building, dir)
  }
  const report = JSON.parse(fs.readFileSync(done, 'utf8'))
  const media = path.join(dir, 'media')
  const ms = Date.now() - started
  return dialect === 'sqlite'
    ? { dir, media, report, built: !exists, ms, file: path.join(dir, 'site.db') }
    : { dir, media, report, built: !exists, ms, database: pgName(key) }
}

/**
 * A fresh seeded SQLite database from the template: the file copied to `file` (any old -wal/-shm beside it
 * removed; the app turns WAL on again when it opens it) and the media folder copied to `media`.
 */
export function copySqliteTemplate(template, file, media) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.copyFileSync(template.file, file)
  copyMedia(template, media)
}

/** A fresh seeded PostgreSQL database `name` cloned from the template, and the media folder copied to `media`. */
export async function clonePostgresTemplate(template, base, name, media) {
  await pgQueryWhenFree(base, `CREATE DATABASE "${name}" TEMPLATE "${template.database}"`)
  copyMedia(template, media)
  return withDatabase(base, name)
}

function copyMedia(template, media) {
  fs.rmSync(media, { recursive: true, force: true })
  if (fs.existsSync(template.media)) fs.cpSync(template.media, media, { recursive: true })
  else fs.mkdirSync(media, { recursive: true })
}
