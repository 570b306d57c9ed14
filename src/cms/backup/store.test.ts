// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3, type FakeS3 } from '../../../test/integration/fake-s3'
import { parseServerEnv } from '../../server/env'
import { migrationFileNames } from '../migrate'
import { backupSettings, createBackup, restoreBackup } from '.'
import { s3Store } from './store'

let s3: FakeS3
let dir: string
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'site-backups' })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-backup-s3-'))
})
afterAll(async () => {
  await s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Backups in a bucket, and media in the same (fake) S3 under their own prefix. */
function settingsFor(database: string) {
  return backupSettings(
    parseServerEnv({
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: path.join(dir, 'unused-media'),
      S3_BUCKET: 'site-backups',
      S3_PREFIX: 'media',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      BACKUP_S3_BUCKET: 'site-backups',
      BACKUP_S3_PREFIX: 'nightly',
      BACKUP_KEEP: '1',
    }),
    {},
  )
}

describe('backups in an S3 bucket', () => {
  it('uploads the backup with its manifest, lists the media keys, keeps BACKUP_KEEP and restores from the bucket', async () => {
    const live = path.join(dir, 'live.db')
    const db = new DatabaseSync(live)
    db.exec(
      'CREATE TABLE payload_migrations (id INTEGER PRIMARY KEY, name TEXT, batch INTEGER); CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT)',
    )
    for (const name of migrationFileNames('sqlite')) db.prepare('INSERT INTO payload_migrations (name, batch) VALUES (?, 1)').run(name)
    db.prepare('INSERT INTO leads (name) VALUES (?)').run('Анна')
    db.close()
    s3.objects.set('media/plan.svg', { body: Buffer.from('<svg/>'), contentType: 'image/svg+xml', etag: '"x"', lastModified: new Date() })

    const first = await createBackup(settingsFor(live), { now: new Date('2026-11-27T00:00:00Z') })
    const second = await createBackup(settingsFor(live), { now: new Date('2026-11-28T00:00:00Z') })
    expect(second.manifest.media).toEqual({ kind: 's3', bucket: 'site-backups', prefix: 'media/', keys: 1 })
    expect(second.pruned).toEqual([first.name])
    const keys = [...s3.objects.keys()].filter((key) => key.startsWith('nightly/')).sort()
    expect(keys).toEqual([
      `nightly/${second.name}/database.sqlite`,
      `nightly/${second.name}/manifest.json`,
      `nightly/${second.name}/media-keys.json`,
      'nightly/last-backup.json',
    ])
    // The manifest went up last: a backup whose upload broke off is never listed.
    const puts = s3.requests.filter((r) => r.method === 'PUT' && r.key.startsWith(`nightly/${second.name}/`)).map((r) => r.key)
    expect(puts.at(-1)).toBe(`nightly/${second.name}/manifest.json`)
    const store = s3Store({ ...settingsFor(live), BACKUP_S3_BUCKET: 'site-backups' })
    expect(await store.readStatus()).toMatchObject({ ok: true, name: second.name })

    const target = path.join(dir, 'restored.db')
    const result = await restoreBackup('latest', settingsFor(target))
    expect(result).toMatchObject({ name: second.name, rows: 1 + migrationFileNames('sqlite').length, mediaFiles: 0 })
    const restored = new DatabaseSync(target, { readOnly: true })
    expect(restored.prepare('SELECT name FROM leads').all()).toEqual([{ name: 'Анна' }])
    restored.close()
  })
})
