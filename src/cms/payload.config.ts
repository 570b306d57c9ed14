import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ru } from '@payloadcms/translations/languages/ru'
import { buildConfig, type DatabaseAdapterObj, type JobsConfig } from 'payload'
import sharp from 'sharp'

import { isPostgresUrl, serverEnv } from '../server/env'
import { moduleLogger } from '../server/log'
import { backupTask } from './backup/job'
import { isStaff } from './access'
import { collections } from './collections'
import { watchDigestTask } from './collections/watch-digest-task'
import { collectionAdmin, globalAdmin } from './admin/entity-admin'
import { DATE_TIME_FORMAT } from './fields'
import { globals } from './globals'
import { catalogSyncTask } from './globals/catalog-sync-task'
import { offlineConversionsTask } from './globals/crm-integrations'
import { withChangeEvents, withGlobalChangeEvents } from './hooks/emit-change'
import { ruOverrides } from './i18n'
import { payloadLogger } from './payload-logger'
import { sqliteTakingTurns } from './sql'
import { mediaStoragePlugins } from './storage'
import { withAuthor } from './versions'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

/**
 * Payload's jobs queue runs the scheduled publications («Запланировать публикацию»). It runs in the server only —
 * in worker 1 of scripts/serve.mjs, like the lead outbox — never in `payload run` scripts or tests (they call
 * payload.jobs.run themselves). A publish made by the job announces its change like an editor's, so every
 * worker and instance shows it at once. Checked every 10 s: a publication goes live within seconds of its time.
 */
const jobs: JobsConfig = {
  autoRun: () =>
    process.env.NEXT_RUNTIME === 'nodejs' && (process.env.NZ_WORKER ?? '1') === '1'
      ? [{ cron: '*/10 * * * * *', queue: 'default', limit: 20 }]
      : [],
  // Only staff queue or run jobs through the REST API (the admin's schedule drawer); the cron needs no request.
  // An integration account (a CRM's API key) is no staff: it may not queue, run or cancel jobs.
  access: { queue: ({ req }) => isStaff(req.user), run: ({ req }) => isStaff(req.user), cancel: ({ req }) => isStaff(req.user) },
  // The daily backup (README "Backups"), queued by its schedule on the same cron.
  tasks: [backupTask(env.BACKUP_CRON), catalogSyncTask(), watchDigestTask(), offlineConversionsTask()],
}

/** How long an SQLite write waits for another connection's write lock before it fails. */
const SQLITE_BUSY_TIMEOUT_MS = 5000
/** How long a PostgreSQL query waits for a pooled connection (or for a new one to open) before it fails. */
const PG_POOL_WAIT_MS = 30_000

/** SQLite file by default, PostgreSQL for postgres:// URLs. Schema push is off: migrations only. */
function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      // A request waits its turn for a pooled connection, as an SQLite write waits for the lock: Payload holds
      // one for each write's transaction, so a burst of writes (50 visitors × 20 at once) queues for seconds
      // on a busy machine. A stopped database still fails at once (connection refused), not after this wait.
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), connectionTimeoutMillis: PG_POOL_WAIT_MS },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      schemaName: process.env.DATABASE_SCHEMA || undefined,
    })
  }
  const file = url.replace(/^file:/, '')
  if (url.startsWith('file:')) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const wal = url.startsWith('file:')
  // WAL: readers never block the writer, so several server processes (scripts/serve.mjs) share one file; a
  // write waits up to 5 s for another's lock instead of failing — on every connection libsql opens, and after
  // this process's own transactions (sql.ts, sqliteTakingTurns). synchronous stays FULL: an accepted lead is
  // on disk before the answer says so.
  const adapter = sqliteAdapter({
    client: { url },
    wal: wal ? { synchronous: 'FULL' } : false,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
  })
  return sqliteTakingTurns(adapter, path.resolve(file), { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, synchronous: wal ? 'FULL' : undefined })
}

export default buildConfig({
  serverURL: process.env.PAYLOAD_PUBLIC_SERVER_URL || undefined,
  secret: env.PAYLOAD_SECRET,
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  telemetry: false,
  // Payload logs through the site's logger: the same JSON lines (LOG_LEVEL, LOG_FORMAT), also in `payload migrate` and
  // `payload run`; the 4xx it answers at info (payload-logger.ts: its own levels go by class names the build minifies).
  logger: payloadLogger(moduleLogger('payload')),
  admin: {
    user: 'users',
    meta: { titleSuffix: ' — ЖК «Новая Заря»' },
    // Payload's Russian default reads «ноября 22-е 2026, 3:23 ДП»; the team writes dates as 22.11.2026 15:23.
    dateFormat: DATE_TIME_FORMAT,
    // Initials, drawn on the page: Gravatar would be sent a hash of each colleague's e-mail (and breaks offline).
    avatar: { Component: '/cms/admin/initials-avatar#InitialsAvatar' },
    // A publication is scheduled in the office's time: Moscow, preset and named in Russian (Payload lists
    // every zone in English with none chosen, so a manager abroad or a wrong pick shifts it by hours).
    timezones: { defaultTimezone: 'Europe/Moscow', supportedTimezones: [{ label: 'Москва (МСК, UTC+3)', value: 'Europe/Moscow' }] },
    // What the team looks at first: what needs attention today, active bookings, free flats by building.
    // The complex's own mark on the login page and in the menu, in place of Payload's.
    components: {
      beforeDashboard: ['/cms/admin/dashboard-summary#DashboardSummary'],
      graphics: { Logo: '/cms/admin/brand#AdminLogo', Icon: '/cms/admin/brand#AdminIcon' },
      providers: ['/cms/admin/fixed-words#FixedWords'],
    },
    importMap: { baseDir: path.resolve(dirname, '..'), importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.js') },
  },
  // Russian only: the admin is Russian whatever the browser's language (no language switch to fall into).
  i18n: { supportedLanguages: { ru }, fallbackLanguage: 'ru', translations: { ru: ruOverrides } },
  jobs,
  collections: collections.map(withAuthor).map(collectionAdmin).map(withChangeEvents),
  globals: globals.map(withAuthor).map(globalAdmin).map(withGlobalChangeEvents),
  editor: lexicalEditor(),
  db: databaseAdapter(env.DATABASE_URL),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload spawns `payload generate:types` on every start outside production: a second Node process loading
    // the whole config, once per test file, seed and script. Only `next dev` keeps it; `npm run generate` writes
    // the types everywhere else, and `npm run check:generated` fails CI when they are stale.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  plugins: mediaStoragePlugins(env),
})
