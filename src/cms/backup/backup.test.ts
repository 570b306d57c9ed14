// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { parseServerEnv } from '../../server/env'
import { migrationFileNames } from '../migrate'
import { backupSettings, createBackup, restoreBackup, RestoreRefusedError } from '.'
import { assertRestorable, backupName, compareTables, namesToPrune, parseManifest, type Manifest } from './manifest'
import { backupStatusLine } from './status-line'
import { folderStore } from './store'

const codeMigrations = migrationFileNames('sqlite')

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-backup-unit-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A small WAL database shaped like the site's: a migrations table and a table of leads. */
function makeDatabase(file: string, migrations: string[], leads: string[]) {
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('CREATE TABLE payload_migrations (id INTEGER PRIMARY KEY, name TEXT, batch INTEGER)')
  db.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT, photo BLOB)')
  for (const name of migrations) db.prepare('INSERT INTO payload_migrations (name, batch) VALUES (?, 1)').run(name)
  for (const name of leads) db.prepare('INSERT INTO leads (name, photo) VALUES (?, ?)').run(name, Buffer.from(name))
  return db
}

function settingsFor(database: string, media = path.join(dir, 'media')) {
  return backupSettings(
    parseServerEnv({ DATABASE_URL: `file:${database}`, MEDIA_DIR: media, BACKUP_DIR: path.join(dir, 'backups'), BACKUP_KEEP: '2' }),
    {},
  )
}

const leadsOf = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true })
  const rows = db
    .prepare('SELECT name FROM leads ORDER BY id')
    .all()
    .map((row) => (row as { name: string }).name)
  db.close()
  return rows
}

describe('backup and restore of an SQLite site', () => {
  it('restores the leads and media into an empty database, and refuses a non-empty one without force', async () => {
    const live = path.join(dir, 'live.db')
    // The writer stays open with uncheckpointed WAL frames: a file copy of live.db alone would miss them.
    const writer = makeDatabase(live, codeMigrations, ['Анна', 'Борис'])
    fs.mkdirSync(path.join(dir, 'media/plans'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'media/plans/a.svg'), '<svg/>')
    const { manifest } = await createBackup(settingsFor(live))
    writer.prepare('INSERT INTO leads (name) VALUES (?)').run('после копии')
    expect(manifest.counts).toEqual({ leads: 2, payload_migrations: codeMigrations.length })
    expect(manifest.media).toEqual({ kind: 'disk', files: 1, bytes: 6 })

    const target = path.join(dir, 'restored.db')
    const restoredMedia = path.join(dir, 'restored-media')
    const result = await restoreBackup('latest', settingsFor(target, restoredMedia))
    expect(leadsOf(target)).toEqual(['Анна', 'Борис'])
    expect(fs.readFileSync(path.join(restoredMedia, 'plans/a.svg'), 'utf8')).toBe('<svg/>')
    expect(result).toMatchObject({ tables: 2, rows: 2 + codeMigrations.length, mediaFiles: 1, pendingMigrations: [] })

    // The live database has data: refused, and left as it was.
    await expect(restoreBackup('latest', settingsFor(live))).rejects.toMatchObject({ name: 'RestoreRefusedError', code: 'not-empty' })
    expect(leadsOf(live)).toEqual(['Анна', 'Борис', 'после копии'])
    await restoreBackup(manifest.name, settingsFor(live), { force: true })
    writer.close()
    expect(leadsOf(live)).toEqual(['Анна', 'Борис'])
  })

  it('refuses a backup whose database has a migration the code does not have', async () => {
    const live = path.join(dir, 'live.db')
    makeDatabase(live, [...codeMigrations, '29990101_000000_from_the_future'], ['Анна']).close()
    await createBackup(settingsFor(live))
    const error = await restoreBackup('latest', settingsFor(path.join(dir, 'empty.db'))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RestoreRefusedError)
    expect(error).toMatchObject({ code: 'newer-migrations', message: expect.stringContaining('29990101_000000_from_the_future') })
    expect(fs.existsSync(path.join(dir, 'empty.db'))).toBe(false)
  })

  it('refuses a damaged backup: a file that does not match its checksum', async () => {
    const live = path.join(dir, 'live.db')
    makeDatabase(live, codeMigrations, ['Анна']).close()
    const { name } = await createBackup(settingsFor(live))
    fs.appendFileSync(path.join(dir, 'backups', name, 'database.sqlite'), 'x')
    await expect(restoreBackup(name, settingsFor(path.join(dir, 'empty.db')))).rejects.toMatchObject({ code: 'corrupt' })
  })

  it('keeps the newest BACKUP_KEEP backups and records each result', async () => {
    const live = path.join(dir, 'live.db')
    makeDatabase(live, codeMigrations, ['Анна']).close()
    const names: string[] = []
    for (const minute of [1, 2, 3])
      names.push((await createBackup(settingsFor(live), { now: new Date(`2026-11-28T03:0${minute}:00Z`) })).name)
    const store = folderStore(path.join(dir, 'backups'))
    expect(await store.list()).toEqual(names.slice(1))
    expect(await store.readStatus()).toMatchObject({ ok: true, name: names[2], at: '2026-11-28T03:03:00.000Z' })

    await expect(createBackup(settingsFor(path.join(dir, 'missing', 'nothing.db')))).rejects.toThrow()
    expect(await store.readStatus()).toMatchObject({ ok: false, error: expect.any(String) })
    expect(await store.list()).toEqual(names.slice(1))
  })
})

const manifest = (migrations: string[]): Manifest =>
  parseManifest(
    JSON.stringify({
      format: 1,
      name: 'x',
      createdAt: '2026-11-28T00:00:00.000Z',
      commit: 'abc',
      dialect: 'postgres',
      migrations,
      counts: { leads: 1 },
      tables: { leads: 'md5:1' },
      files: {},
      media: { kind: 'disk', files: 0, bytes: 0 },
      durationMs: 1,
    }),
  )

describe('restore rules', () => {
  const target = { dialect: 'postgres' as const, tables: 0, codeMigrations: ['a', 'b'], force: false }
  it('accepts a backup of older or equal migrations into an empty database', () => {
    expect(() => assertRestorable(manifest(['a']), target)).not.toThrow()
    expect(() => assertRestorable(manifest(['a', 'b']), target)).not.toThrow()
  })
  it('refuses newer migrations even with force, another dialect, and a non-empty target unless forced', () => {
    expect(() => assertRestorable(manifest(['a', 'c']), { ...target, force: true })).toThrow(/c\)/)
    expect(() => assertRestorable(manifest(['a']), { ...target, dialect: 'sqlite' })).toThrow(/postgres database/)
    expect(() => assertRestorable(manifest(['a']), { ...target, tables: 3 })).toThrow(/--force/)
    expect(() => assertRestorable(manifest(['a']), { ...target, tables: 3, force: true })).not.toThrow()
  })
  it('names every table whose rows or checksum differ', () => {
    expect(
      compareTables(
        { counts: { a: 1, b: 2 }, tables: { a: 'x', b: 'y' } },
        { counts: { a: 1, b: 2, c: 0 }, tables: { a: 'x', b: 'z', c: 'w' } },
      ).map((d) => d.table),
    ).toEqual(['b', 'c'])
  })
  it('refuses a manifest that is not one', () => {
    expect(() => parseManifest('{"format":1}')).toThrow(RestoreRefusedError)
    expect(() => parseManifest('not json')).toThrow(/not JSON/)
  })
  it('names backups so they sort by time and prunes the oldest', () => {
    const names = ['2026-11-28T03:00:00Z', '2026-11-26T03:00:00Z', '2026-11-27T03:00:00Z'].map((t) => backupName(new Date(t)))
    expect(names[0]).toBe('2026-11-28T03-00-00-000Z')
    expect(namesToPrune(names, 2)).toEqual([backupName(new Date('2026-11-26T03:00:00Z'))])
  })
})

describe('backup settings', () => {
  it('has defaults, refuses a malformed cron or bucket, and lets a backup bucket use the S3 endpoint without a media bucket', () => {
    expect(parseServerEnv({})).toMatchObject({
      BACKUP_DIR: 'backups',
      BACKUP_KEEP: 7,
      BACKUP_CRON: '0 0 3 * * *',
      BACKUP_S3_PREFIX: 'backups',
    })
    expect(() => parseServerEnv({ BACKUP_CRON: 'daily' })).toThrow(/BACKUP_CRON/)
    expect(() => parseServerEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
    expect(() => parseServerEnv({ BACKUP_S3_BUCKET: 'Bad_Bucket' })).toThrow(/BACKUP_S3_BUCKET/)
    expect(parseServerEnv({ BACKUP_S3_BUCKET: 'site-backups', S3_ENDPOINT: 'http://minio:9000' }).S3_BUCKET).toBeUndefined()
    expect(() => parseServerEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required/)
  })
})

describe('the dashboard line', () => {
  const now = new Date('2026-11-28T09:00:00Z')
  it('says when the last backup ran, in Moscow time, and whether it worked', () => {
    expect(backupStatusLine({ at: '2026-11-28T00:00:00.000Z', ok: true }, now)).toBe('Последняя резервная копия: 28.11.2026 03:00, успешно')
    expect(backupStatusLine({ at: '2026-11-28T00:00:00.000Z', ok: false, error: 'pg_dump failed' }, now)).toBe(
      'Последняя резервная копия: 28.11.2026 03:00, ошибка: pg_dump failed',
    )
    expect(backupStatusLine({ at: '2026-11-25T00:00:00.000Z', ok: true }, now)).toMatch(/успешно \(больше двух суток назад\)$/)
    expect(backupStatusLine(null, now)).toBe('Последняя резервная копия: ещё не делалась')
  })
})
