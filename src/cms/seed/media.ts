import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { illustrations } from './art/illustrations'
import { type Illustration, isArtRef } from './types'

const registry = new Map(illustrations.map((art) => [art.key, art]))

/**
 * Rasterising the art is most of the seed's time; a disk cache keyed by the SVG's hash lets later seeds
 * (tests, e2e, benchmarks, re-seeding another database) skip it. A changed drawing gets a new hash.
 */
const ART_CACHE_DIR = path.resolve(process.env.SEED_ART_CACHE ?? 'data/.art-cache')

async function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  const hash = createHash('sha1').update(svg).update(`${width}x${height}`).digest('hex').slice(0, 16)
  const file = path.join(ART_CACHE_DIR, `${hash}.webp`)
  if (fs.existsSync(file)) return fs.readFileSync(file)
  const webp = await sharp(Buffer.from(svg), { density: 72 })
    .resize({ width, height, fit: 'cover' })
    .webp({ quality: 80, effort: 3 })
    .toBuffer()
  fs.mkdirSync(ART_CACHE_DIR, { recursive: true })
  // Written aside and renamed: two seeds at once (one per dialect) never read each other's half-written file.
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, webp)
  fs.renameSync(partial, file)
  return webp
}

/**
 * Uploads generated art on demand: each key is rendered once (SVG → WebP, or kept as SVG for plans),
 * and found again by file name on later runs, so re-seeding never duplicates media.
 */
export function createMediaLibrary(payload: Payload) {
  const ids = new Map<string, number>()

  async function existing(filename: string): Promise<number | undefined> {
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    return found.docs[0]?.id as number | undefined
  }

  async function upload(filename: string, data: Buffer, mimetype: string, alt: string, kind: 'plan' | 'illustration' | 'photo' | 'icon') {
    const cached = ids.get(filename) ?? (await existing(filename))
    if (cached) {
      ids.set(filename, cached)
      return cached
    }
    const doc = await payload.create({
      collection: 'media',
      data: { alt, kind },
      file: { data, mimetype, name: filename, size: data.length },
      depth: 0,
    })
    ids.set(filename, doc.id as number)
    return doc.id as number
  }

  const pending = new Map<string, Promise<number>>()

  /** The media id of an illustration key, rendering and uploading it the first time (one upload per key, even when asked concurrently). */
  function art(key: string): Promise<number> {
    const illustration = registry.get(key)
    if (!illustration) return Promise.reject(new Error(`Seed content references unknown art "${key}"`))
    return generated(illustration)
  }

  /**
   * The media id of art drawn by the catalogue rather than named by the content (layout interiors, window views):
   * like art(), once per key.
   */
  function generated(illustration: Illustration): Promise<number> {
    if (!pending.has(illustration.key)) pending.set(illustration.key, renderArt(illustration))
    return pending.get(illustration.key)!
  }

  async function renderArt(illustration: Illustration): Promise<number> {
    const { key } = illustration
    const filename = `art-${key}.webp`
    const found = await existing(filename)
    if (found) return found
    const webp = await renderWebp(illustration.svg(), illustration.width, illustration.height)
    return upload(filename, webp, 'image/webp', illustration.alt, 'illustration')
  }

  /** Uploads an SVG (floor plans stay vector: crisp at any zoom, a few KB each). */
  function svg(filename: string, content: string, alt: string): Promise<number> {
    return upload(filename, Buffer.from(content), 'image/svg+xml', alt, 'plan')
  }

  /** Deep-copies content data, replacing every ArtRef with the uploaded media id. */
  async function resolve<T>(value: T): Promise<T> {
    if (isArtRef(value)) return (await art(value.art)) as T
    if (Array.isArray(value)) {
      const out: unknown[] = []
      for (const item of value) out.push(await resolve(item))
      return out as T
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value)) out[k] = await resolve(v)
      return out as T
    }
    return value
  }

  /** Renders and uploads many keys (or generated art), two at a time (one per core): rasterising is CPU-bound. */
  async function prefetch(items: Iterable<string | Illustration>): Promise<void> {
    const queue = [...new Map([...items].map((item) => [typeof item === 'string' ? item : item.key, item])).values()]
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await (typeof item === 'string' ? art(item) : generated(item))
    }
    await Promise.all([worker(), worker()])
  }

  return { art, generated, svg, resolve, prefetch }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>
