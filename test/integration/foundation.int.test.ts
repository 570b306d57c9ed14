import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { cms } from '@/cms/client'
import { seedDemo } from '@/cms/seed'

const PRIVATE_COLLECTIONS = ['leads', 'subscribers', 'visitor-items', 'favorite-collections', 'users'] as const

async function counts() {
  const payload = await cms()
  const count = async (collection: Parameters<typeof payload.count>[0]['collection'], where?: Record<string, unknown>) =>
    (await payload.count({ collection, where: where as never })).totalDocs
  return {
    buildings: await count('buildings'),
    sections: await count('sections'),
    layouts: await count('layouts'),
    flats: await count('properties', { type: { equals: 'flat' } }),
    parking: await count('properties', { type: { equals: 'parking' } }),
    storage: await count('properties', { type: { equals: 'storage' } }),
    commercial: await count('properties', { type: { equals: 'commercial' } }),
    banks: await count('banks'),
    programs: await count('mortgage-programs'),
    progress: await count('progress-cards'),
    cameras: await count('cameras'),
    seo: await count('seo-records'),
    redirects: await count('redirects'),
    media: await count('media'),
    users: await count('users'),
  }
}

describe(`foundation on ${inject('dialect')}`, () => {
  it.runIf(inject('dialect') === 'sqlite')(
    'runs SQLite in WAL mode with a busy timeout, so several server processes share the file',
    async () => {
      const client = ((await cms()).db as unknown as { client: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> } })
        .client
      const value = async (pragma: string) => Object.values((await client.execute(`PRAGMA ${pragma}`)).rows[0] ?? {})[0]
      expect(await value('journal_mode')).toBe('wal')
      expect(Number(await value('busy_timeout'))).toBe(5000)
      // FULL (2): a committed lead is on disk before the API answers.
      expect(Number(await value('synchronous'))).toBe(2)
    },
  )

  it('applied every committed migration from an empty database', async () => {
    const payload = await cms()
    const dir = path.resolve('src/cms/migrations', inject('dialect'))
    const files = fs.readdirSync(dir).filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, limit: 1000, depth: 0 })
    const names = applied.docs.map((d) => d.name)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(names).toContain(file.replace(/\.ts$/, ''))
  })

  it('seeded the demo complex with the promised counts', async () => {
    const c = await counts()
    expect(c).toMatchObject({ buildings: 5, sections: 16, parking: 300, storage: 150, commercial: 20, cameras: 2 })
    expect(c.layouts).toBeGreaterThanOrEqual(38)
    expect(c.flats).toBeGreaterThan(1600)
    expect(c.flats).toBeLessThan(2000)
    expect(c.banks).toBeGreaterThanOrEqual(6)
    expect(c.banks).toBeLessThanOrEqual(8)
    expect(c.programs).toBeGreaterThanOrEqual(20)
    expect(c.programs).toBeLessThanOrEqual(30)
    expect(c.progress).toBeGreaterThanOrEqual(35)
    expect(c.seo).toBeGreaterThanOrEqual(10)
    expect(c.redirects).toBeGreaterThanOrEqual(4)
    // Other files add staff of their own and may run first; the seed's part is its one admin.
    const admin = (JSON.parse(inject('seedReport')) as { admin: { email: string } }).admin.email
    const payload = await cms()
    expect((await payload.count({ collection: 'users', where: { email: { equals: admin } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('computes price per m² for every flat', async () => {
    const payload = await cms()
    const flats = await payload.find({ collection: 'properties', where: { type: { equals: 'flat' } }, limit: 50, depth: 0 })
    for (const flat of flats.docs) {
      expect(Number(flat.price_per_m2)).toBe(Math.round(Number(flat.price) / Number(flat.area)))
    }
  })

  it('keeps price per m² consistent when an editor changes a price', async () => {
    const payload = await cms()
    const [flat] = (await payload.find({ collection: 'properties', where: { type: { equals: 'flat' } }, limit: 1, depth: 0 })).docs
    const updated = await payload.update({ collection: 'properties', id: flat!.id, data: { price: 10_000_000 }, depth: 0 })
    expect(Number(updated.price_per_m2)).toBe(Math.round(10_000_000 / Number(flat!.area)))
    await payload.update({ collection: 'properties', id: flat!.id, data: { price: flat!.price }, depth: 0 })
  })

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await counts()
    await seedDemo(await cms(), { scale: 1 })
    expect(await counts()).toEqual(before)
  })

  it('filled every page global with Russian copy', async () => {
    const payload = await cms()
    const main = await payload.findGlobal({ slug: 'main-page', depth: 0 })
    expect(main.screens?.length).toBeGreaterThan(0)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.phone).toMatch(/\+7/)
    for (const slug of ['location-page', 'yards-page', 'mortgage-page', 'progress-page'] as const) {
      const global = await payload.findGlobal({ slug, depth: 0 })
      expect(global.title, slug).toMatch(/[а-яё]/i)
    }
    const sunrise = await payload.findGlobal({ slug: 'sunrise-page', depth: 0 })
    expect(sunrise.main_screen?.title).toMatch(/[а-яё]/i)
  })

  it.each(PRIVATE_COLLECTIONS)('refuses anonymous reads of %s', async (collection) => {
    const payload = await cms()
    await expect(payload.find({ collection, overrideAccess: false, user: null, limit: 1 })).rejects.toMatchObject({
      name: 'Forbidden',
      status: 403,
    })
  })

  it('lets the public read what the site shows', async () => {
    const payload = await cms()
    const result = await payload.find({ collection: 'properties', overrideAccess: false, user: null, limit: 1 })
    expect(result.docs).toHaveLength(1)
  })
})
