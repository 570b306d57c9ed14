/**
 * Where backups live: a folder (BACKUP_DIR) or an S3-compatible bucket (BACKUP_S3_BUCKET, under BACKUP_S3_PREFIX).
 * A backup is a folder (a key prefix in a bucket) named by its time, complete only once its manifest is there:
 * folders are built under a hidden name and renamed, and a bucket gets the manifest last. The store also keeps
 * the result of the last backup (last-backup.json), which the admin dashboard shows.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { z } from 'zod'

import type { ServerEnv } from '../../server/env'
import { MANIFEST_FILE } from './manifest'

export const STATUS_FILE = 'last-backup.json'

export const backupStatusSchema = z.object({
  at: z.iso.datetime(),
  ok: z.boolean(),
  name: z.string().optional(),
  error: z.string().optional(),
  durationMs: z.number().optional(),
})
/** The result of the last backup, kept in the store. */
export type BackupStatus = z.infer<typeof backupStatusSchema>

export type BackupEnv = Pick<
  ServerEnv,
  | 'BACKUP_DIR'
  | 'BACKUP_S3_BUCKET'
  | 'BACKUP_S3_PREFIX'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

export interface BackupStore {
  /** Where it is, for messages: a folder or s3://bucket/prefix. */
  readonly location: string
  /** A fresh local folder to build a backup in. */
  stage(name: string): string
  /** Makes a staged backup complete and visible under its name. */
  commit(name: string, staged: string): Promise<void>
  /** Names of complete backups, oldest first. */
  list(): Promise<string[]>
  /** A local folder holding the backup (the folder itself, or a download), and a clean-up for it. */
  open(name: string): Promise<{ dir: string; close: () => void }>
  remove(name: string): Promise<void>
  writeStatus(status: BackupStatus): Promise<void>
  readStatus(): Promise<BackupStatus | null>
}

function parseStatus(json: string): BackupStatus | null {
  try {
    const result = backupStatusSchema.safeParse(JSON.parse(json))
    return result.success ? result.data : null
  } catch {
    return null
  }
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

export function folderStore(dir: string): BackupStore {
  const root = path.resolve(dir)
  return {
    location: root,
    stage(name) {
      const staged = path.join(root, `.${name}.partial`)
      fs.rmSync(staged, { recursive: true, force: true })
      fs.mkdirSync(staged, { recursive: true })
      return staged
    },
    async commit(name, staged) {
      fs.renameSync(staged, path.join(root, name))
    },
    async list() {
      if (!fs.existsSync(root)) return []
      return fs
        .readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && fs.existsSync(path.join(root, entry.name, MANIFEST_FILE)))
        .map((entry) => entry.name)
        .sort()
    },
    async open(name) {
      return { dir: path.join(root, name), close: () => {} }
    },
    async remove(name) {
      fs.rmSync(path.join(root, name), { recursive: true, force: true })
    },
    async writeStatus(status) {
      fs.mkdirSync(root, { recursive: true })
      fs.writeFileSync(path.join(root, `.${STATUS_FILE}.tmp`), JSON.stringify(status, null, 2))
      fs.renameSync(path.join(root, `.${STATUS_FILE}.tmp`), path.join(root, STATUS_FILE))
    },
    async readStatus() {
      const file = path.join(root, STATUS_FILE)
      return fs.existsSync(file) ? parseStatus(fs.readFileSync(file, 'utf8')) : null
    },
  }
}

/** The S3 client settings shared with media storage (region, endpoint, path style, keys). */
export function s3ClientConfig(env: Omit<BackupEnv, 'BACKUP_DIR' | 'BACKUP_S3_BUCKET' | 'BACKUP_S3_PREFIX'>): S3ClientConfig {
  return {
    region: env.S3_REGION,
    ...(env.S3_ACCESS_KEY_ID &&
      env.S3_SECRET_ACCESS_KEY && { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }),
    ...(env.S3_ENDPOINT && {
      endpoint: env.S3_ENDPOINT,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }
}

/** Every key under a prefix (all pages of ListObjectsV2). */
export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<{ key: string; bytes: number; etag: string }[]> {
  const keys: { key: string; bytes: number; etag: string }[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
    for (const object of page.Contents ?? []) keys.push({ key: object.Key!, bytes: object.Size ?? 0, etag: object.ETag ?? '' })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

export function s3Store(env: BackupEnv & { BACKUP_S3_BUCKET: string }): BackupStore {
  const client = new S3Client(s3ClientConfig(env))
  const bucket = env.BACKUP_S3_BUCKET
  const base = env.BACKUP_S3_PREFIX ? `${env.BACKUP_S3_PREFIX}/` : ''
  const put = (key: string, body: Buffer) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
  const get = async (key: string) =>
    Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray())
  return {
    location: `s3://${bucket}/${base}`,
    stage(name) {
      return fs.mkdtempSync(path.join(os.tmpdir(), `nz-backup-${name}-`))
    },
    async commit(name, staged) {
      const files = filesUnder(staged)
      // The manifest goes last: a backup whose upload broke off has none, and nothing lists or restores it.
      for (const file of [...files.filter((f) => f !== MANIFEST_FILE), MANIFEST_FILE])
        await put(`${base}${name}/${file}`, fs.readFileSync(path.join(staged, file)))
      fs.rmSync(staged, { recursive: true, force: true })
    },
    async list() {
      const keys = await listKeys(client, bucket, base)
      const suffix = `/${MANIFEST_FILE}`
      return keys
        .map((k) => k.key.slice(base.length))
        .filter((key) => key.endsWith(suffix) && !key.slice(0, -suffix.length).includes('/'))
        .map((key) => key.slice(0, -suffix.length))
        .sort()
    },
    async open(name) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nz-restore-${name}-`))
      for (const { key } of await listKeys(client, bucket, `${base}${name}/`)) {
        const file = path.join(dir, key.slice(`${base}${name}/`.length))
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, await get(key))
      }
      return { dir, close: () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
    async remove(name) {
      for (const { key } of await listKeys(client, bucket, `${base}${name}/`))
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async writeStatus(status) {
      await put(`${base}${STATUS_FILE}`, Buffer.from(JSON.stringify(status, null, 2)))
    },
    async readStatus() {
      try {
        return parseStatus((await get(`${base}${STATUS_FILE}`)).toString('utf8'))
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
  }
}

/** The configured store: the bucket when BACKUP_S3_BUCKET is set, else BACKUP_DIR. */
export function backupStore(env: BackupEnv): BackupStore {
  return env.BACKUP_S3_BUCKET ? s3Store({ ...env, BACKUP_S3_BUCKET: env.BACKUP_S3_BUCKET }) : folderStore(env.BACKUP_DIR)
}
