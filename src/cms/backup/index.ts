/**
 * Backups a site owner can restore (README "Backups"). `npm run backup` / the daily job call createBackup,
 * `npm run restore <backup>` calls restoreBackup; both run in a process of their own (src/cms/backup/run.ts,
 * started by scripts/task.mjs), with their own database connections, never Payload's.
 *
 * A backup is a folder: the database snapshot (database.sqlite or database.dump), the media (media/… copied from
 * MEDIA_DIR, or media-keys.json listing the bucket's keys) and manifest.json (time, commit, migrations, rows and
 * a checksum per table, a sha256 per file). The database is snapshotted first and the media copied after: media
 * are only ever added, so every file the snapshot refers to is in the copy.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'

import type { ServerEnv } from '../../server/env'
import { migrationFileNames } from '../migrate'
import {
  dialectOfUrl,
  POSTGRES_DUMP,
  postgresTableCount,
  restorePostgres,
  restoreSqlite,
  snapshotPostgres,
  snapshotSqlite,
  SQLITE_DUMP,
  sqliteFileOf,
  sqliteTableCount,
  type DatabaseContents,
} from './database'
import {
  assertRestorable,
  backupName,
  compareTables,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  namesToPrune,
  parseManifest,
  RestoreRefusedError,
  type Manifest,
} from './manifest'
import { backupStore, filesUnder, listKeys, s3ClientConfig, type BackupEnv, type BackupStore } from './store'

export { RestoreRefusedError, type Manifest } from './manifest'
export { backupStore, type BackupStatus } from './store'

export const MEDIA_KEYS_FILE = 'media-keys.json'

/** What a backup or a restore needs to know (from the validated environment). */
export type BackupSettings = BackupEnv &
  Pick<ServerEnv, 'DATABASE_URL' | 'MEDIA_DIR' | 'S3_BUCKET' | 'S3_PREFIX' | 'BACKUP_KEEP'> & { DATABASE_SCHEMA?: string }

export function backupSettings(env: ServerEnv, source: Record<string, string | undefined> = process.env): BackupSettings {
  return { ...env, DATABASE_SCHEMA: source.DATABASE_SCHEMA || undefined }
}

const schemaOf = (settings: BackupSettings) => settings.DATABASE_SCHEMA || 'public'

function sha256File(file: string): { bytes: number; sha256: string } {
  const data = fs.readFileSync(file)
  return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') }
}

function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
  } catch {
    return process.env.SOURCE_COMMIT || null
  }
}

/** Copies MEDIA_DIR into the backup; a file deleted while the copy runs is skipped. */
function copyMedia(mediaDir: string, dest: string): { files: number; bytes: number } {
  const source = path.resolve(mediaDir)
  let files = 0
  let bytes = 0
  for (const file of filesUnder(source)) {
    const target = path.join(dest, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(source, file), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    files++
    bytes += fs.statSync(target).size
  }
  return { files, bytes }
}

export interface BackupResult {
  name: string
  location: string
  manifest: Manifest
  /** Backups deleted to keep BACKUP_KEEP. */
  pruned: string[]
}

/** Makes a backup into the configured store, keeps the newest BACKUP_KEEP and records the result (also a failure). */
export async function createBackup(
  settings: BackupSettings,
  { store = backupStore(settings), now = new Date() } = {},
): Promise<BackupResult> {
  const started = Date.now()
  const name = backupName(now)
  try {
    const staged = store.stage(name)
    const dialect = dialectOfUrl(settings.DATABASE_URL)
    const dump = path.join(staged, dialect === 'postgres' ? POSTGRES_DUMP : SQLITE_DUMP)
    const contents: DatabaseContents =
      dialect === 'postgres'
        ? await snapshotPostgres(settings.DATABASE_URL, schemaOf(settings), dump)
        : snapshotSqlite(settings.DATABASE_URL, dump)

    let media: Manifest['media']
    if (settings.S3_BUCKET) {
      const prefix = settings.S3_PREFIX ? `${settings.S3_PREFIX}/` : ''
      const keys = await listKeys(new S3Client(s3ClientConfig(settings)), settings.S3_BUCKET, prefix)
      fs.writeFileSync(path.join(staged, MEDIA_KEYS_FILE), JSON.stringify(keys, null, 1))
      media = { kind: 's3', bucket: settings.S3_BUCKET, prefix, keys: keys.length }
    } else {
      media = { kind: 'disk', ...copyMedia(settings.MEDIA_DIR, path.join(staged, 'media')) }
    }

    const files = Object.fromEntries(filesUnder(staged).map((file) => [file, sha256File(path.join(staged, file))]))
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      name,
      createdAt: now.toISOString(),
      commit: currentCommit(),
      dialect,
      ...contents,
      files,
      media,
      durationMs: Date.now() - started,
    }
    fs.writeFileSync(path.join(staged, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
    await store.commit(name, staged)
    const pruned = namesToPrune(await store.list(), settings.BACKUP_KEEP)
    for (const old of pruned) await store.remove(old)
    await store.writeStatus({ at: now.toISOString(), ok: true, name, durationMs: Date.now() - started })
    return { name, location: store.location, manifest, pruned }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await store.writeStatus({ at: now.toISOString(), ok: false, error: message, durationMs: Date.now() - started }).catch(() => {})
    throw error
  }
}

export interface RestoreResult {
  name: string
  dialect: Manifest['dialect']
  tables: number
  rows: number
  mediaFiles: number
  /** Migrations of the code the backup predates: `npm run migrate` (or `npm start`) applies them. */
  pendingMigrations: string[]
}

/**
 * Resolves `<backup>`: a folder holding manifest.json, a backup's name in the store, or `latest`.
 */
async function openBackup(reference: string, store: BackupStore): Promise<{ dir: string; close: () => void }> {
  if (fs.existsSync(path.join(reference, MANIFEST_FILE))) return { dir: path.resolve(reference), close: () => {} }
  const names = await store.list()
  const name = reference === 'latest' ? names.at(-1) : names.find((n) => n === reference)
  if (!name)
    throw new RestoreRefusedError('corrupt', `no backup "${reference}" in ${store.location} (there: ${names.join(', ') || 'none'})`)
  return store.open(name)
}

/** Checks every file of the backup against the manifest's size and sha256. */
function verifyFiles(dir: string, manifest: Manifest): void {
  for (const [file, expected] of Object.entries(manifest.files)) {
    const target = path.join(dir, file)
    if (!fs.existsSync(target)) throw new RestoreRefusedError('corrupt', `the backup lacks ${file}`)
    const found = sha256File(target)
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
      throw new RestoreRefusedError('corrupt', `${file} does not match its checksum in the manifest: the backup is damaged`)
  }
}

/**
 * Restores a backup into DATABASE_URL (and MEDIA_DIR): refuses a damaged backup, one of another dialect, one
 * with migrations newer than this code, and a non-empty database unless `force`; after restoring, compares the
 * rows and checksum of every table with the manifest and the media copies with their sha256, and throws on any
 * difference.
 */
export async function restoreBackup(
  reference: string,
  settings: BackupSettings,
  { force = false, store = backupStore(settings) }: { force?: boolean; store?: BackupStore } = {},
): Promise<RestoreResult> {
  const backup = await openBackup(reference, store)
  try {
    const manifest = parseManifest(fs.readFileSync(path.join(backup.dir, MANIFEST_FILE), 'utf8'))
    verifyFiles(backup.dir, manifest)
    const dialect = dialectOfUrl(settings.DATABASE_URL)
    const schema = schemaOf(settings)
    const tables =
      dialect === 'postgres'
        ? await postgresTableCount(settings.DATABASE_URL, schema)
        : sqliteTableCount(sqliteFileOf(settings.DATABASE_URL))
    const codeMigrations = migrationFileNames(dialect)
    assertRestorable(manifest, { dialect, tables, codeMigrations, force })

    const restored =
      dialect === 'postgres'
        ? await restorePostgres(path.join(backup.dir, POSTGRES_DUMP), settings.DATABASE_URL, schema)
        : restoreSqlite(path.join(backup.dir, SQLITE_DUMP), settings.DATABASE_URL)
    const differences = compareTables(manifest, restored)
    if (differences.length > 0)
      throw new Error(
        `the restored database differs from the backup in ${differences.length} table(s): ${differences
          .slice(0, 5)
          .map((d) => `${d.table} (expected ${d.expected}, found ${d.found})`)
          .join('; ')}`,
      )

    let mediaFiles = 0
    if (manifest.media.kind === 'disk') {
      const mediaDir = path.resolve(settings.MEDIA_DIR)
      for (const file of Object.keys(manifest.files).filter((f) => f.startsWith('media/'))) {
        const target = path.join(mediaDir, file.slice('media/'.length))
        fs.mkdirSync(path.dirname(target), { recursive: true })
        fs.copyFileSync(path.join(backup.dir, file), target)
        if (sha256File(target).sha256 !== manifest.files[file]!.sha256)
          throw new Error(`media file ${target} does not match its checksum after copying`)
        mediaFiles++
      }
    }
    const applied = new Set(manifest.migrations)
    return {
      name: manifest.name,
      dialect,
      tables: Object.keys(restored.counts).length,
      rows: Object.values(restored.counts).reduce((sum, n) => sum + n, 0),
      mediaFiles,
      pendingMigrations: codeMigrations.filter((m) => !applied.has(m)),
    }
  } finally {
    backup.close()
  }
}
