// Media in an S3-compatible bucket (so instances share media) against a real database, on SQLite and — when
// TEST_DATABASE_URL is set — PostgreSQL: uploads through the Local API land in a local fake S3 with every resized
// variant, nothing is written to MEDIA_DIR, /cms-api/media/file/* serves the files from the bucket, and deleting the
// document deletes its objects.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Media } from '@/cms/payload-types'

import { type FakeS3, startFakeS3 } from './fake-s3'

const BUCKET = 'zarya-media'
const PREFIX = 'sites/zarya'
const ACCESS_KEY_ID = 'test-access-key'
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
  'MEDIA_DIR',
] as const

type RestGet = (typeof import('@/app/(payload)/cms-api/[...slug]/route'))['GET']

let s3: FakeS3
let payload: Payload
let restGet: RestGet
let mediaDir: string
const savedEnv = Object.fromEntries(S3_VARIABLES.map((name) => [name, process.env[name]]))

const objectKey = (filename: string | null | undefined) => `${PREFIX}/${filename}`
const keysOf = (doc: Media) => [doc.filename, doc.sizes?.card?.filename, doc.sizes?.wide?.filename].map(objectKey)

function getFile(filename: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost/cms-api/media/file/${encodeURIComponent(filename)}`)
  return restGet(new Request(url, { headers }), { params: Promise.resolve({ slug: ['media', 'file', filename] }) })
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []
}

async function uploadPhoto(name: string): Promise<{ doc: Media; image: Buffer }> {
  // Wider than the largest size (1600), so Payload renders both `card` and `wide`.
  const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c05a3c' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Фасад корпуса 1', kind: 'photo' },
    file: { data: image, mimetype: 'image/png', name, size: image.length },
  })
  return { doc, image }
}

describe(`media in an S3 bucket on ${inject('dialect')}`, () => {
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: BUCKET, ports: [3220, 3221, 3222, 3223, 3224, 3225, 3226, 3227, 3228, 3229] })
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-s3-media-'))
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'test-secret-access-key',
      S3_PREFIX: `/${PREFIX}/`,
      MEDIA_DIR: mediaDir,
    })
    // The Payload config reads the environment when it is first imported: import it only now.
    payload = await (await import('@/cms/client')).cms()
    restGet = (await import('@/app/(payload)/cms-api/[...slug]/route')).GET
    const upload = payload.collections.media.config.upload
    if (!upload.disableLocalStorage || upload.staticDir !== mediaDir)
      throw new Error('This file got a Payload instance built before its S3 environment: it needs a worker of its own')
  })

  afterAll(async () => {
    for (const name of S3_VARIABLES) {
      if (savedEnv[name] === undefined) delete process.env[name]
      else process.env[name] = savedEnv[name]
    }
    await s3?.close()
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  it('stores the upload and every resized variant in the bucket under the prefix, and nothing on disk', async () => {
    const { doc, image } = await uploadPhoto('facade-s3.png')
    try {
      expect(doc.prefix).toBe('')
      const [original, card, wide] = keysOf(doc).map((key) => s3.objects.get(key))
      expect(original).toMatchObject({ contentType: 'image/png' })
      expect(original!.body.equals(image)).toBe(true)
      expect(card).toMatchObject({ contentType: 'image/webp' })
      expect(wide).toMatchObject({ contentType: 'image/webp' })
      expect(await sharp(card!.body).metadata()).toMatchObject({ format: 'webp', width: 640 })
      expect(await sharp(wide!.body).metadata()).toMatchObject({ format: 'webp', width: 1600 })
      expect(filesIn(mediaDir)).toEqual([])

      // Path-style requests to the configured endpoint, signed with the configured key.
      const host = new URL(s3.endpoint).host
      expect(s3.requests.length).toBeGreaterThan(0)
      for (const request of s3.requests) {
        expect(request.host).toBe(host)
        expect(request.authorization).toContain(`Credential=${ACCESS_KEY_ID}/`)
      }
    } finally {
      await payload.delete({ collection: 'media', id: doc.id })
    }
  })

  it('serves the files through /cms-api/media/file/* from the bucket, with plain URLs', async () => {
    const { doc, image } = await uploadPhoto('facade-served.png')
    try {
      expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`)
      expect(doc.sizes?.wide?.url).toBe(`/cms-api/media/file/${doc.sizes?.wide?.filename}`)

      const readsBefore = s3.requests.filter((request) => request.method === 'GET').length
      const response = await getFile(doc.filename!)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true)
      expect(s3.requests.filter((request) => request.method === 'GET').length).toBe(readsBefore + 1)
      expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', key: objectKey(doc.filename) })

      const card = await getFile(doc.sizes!.card!.filename!)
      expect(card.status).toBe(200)
      expect(card.headers.get('content-type')).toBe('image/webp')
      expect(Buffer.from(await card.arrayBuffer()).equals(s3.objects.get(objectKey(doc.sizes!.card!.filename))!.body)).toBe(true)

      const partial = await getFile(doc.filename!, { range: 'bytes=0-15' })
      expect(partial.status).toBe(206)
      expect(Buffer.from(await partial.arrayBuffer()).equals(image.subarray(0, 16))).toBe(true)

      expect((await getFile('no-such-file.png')).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'media', id: doc.id })
    }
  })

  it('keeps the upload CSP on SVG plans served from the bucket', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>')
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'План 1К', kind: 'plan' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'plan-s3.svg', size: svg.length },
    })
    try {
      expect(s3.objects.get(objectKey(doc.filename))).toMatchObject({ contentType: 'image/svg+xml' })
      const response = await getFile(doc.filename!)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'/)
    } finally {
      await payload.delete({ collection: 'media', id: doc.id })
    }
  })

  it('deletes the objects with the document', async () => {
    const { doc } = await uploadPhoto('facade-deleted.png')
    const keys = keysOf(doc)
    for (const key of keys) expect(s3.objects.has(key)).toBe(true)
    await payload.delete({ collection: 'media', id: doc.id })
    for (const key of keys) expect(s3.objects.has(key)).toBe(false)
    expect(s3.requests.filter((request) => request.method === 'DELETE').map((request) => request.key)).toEqual(expect.arrayContaining(keys))
  })
})
