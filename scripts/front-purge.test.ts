// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { purgeCache } from './front-purge.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A cache folder laid out as nginx writes it (levels=1:2), each file with its binary header, KEY line and response. */
function cacheWith(keys: string[]): { dir: string; fileOf: (key: string) => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-purge-'))
  dirs.push(dir)
  const files = new Map<string, string>()
  keys.forEach((key, i) => {
    const name = i.toString(16).padStart(32, 'a')
    const file = path.join(dir, name.slice(-1), name.slice(-3, -1), name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, Buffer.concat([Buffer.alloc(300, 7), Buffer.from(`\nKEY: ${key}\nHTTP/1.1 200 OK\r\n\r\n<html></html>`)]))
    files.set(key, file)
  })
  // nginx's temporary files (a suffix after the hash) are left alone.
  fs.mkdirSync(path.join(dir, 'a'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'a', `${'b'.repeat(32)}.0000000001`), 'partial')
  return { dir, fileOf: (key) => files.get(key)! }
}

const PAGES = [
  '/',
  '/flats',
  '/flats?rooms=2',
  '/flats/40',
  '/flats/41',
  '/flats/7',
  '/flats/building/2/floor/5',
  '/location',
  '/mortgage',
  '/api/properties/?type=flat&rooms=2&limit=12',
  '/api/mortgage/?price=12000000&initial_payment=20&term=20',
]
const left = (dir: string, fileOf: (key: string) => string) => PAGES.filter((key) => fs.existsSync(fileOf(key)))

describe('the front purge handler (scripts/front-purge.mjs)', () => {
  it("deletes the pages a flat's price edit expired: its card, its floor mates', its floor, the lists, the main page", async () => {
    const { dir, fileOf } = cacheWith(PAGES)
    const tags = [
      'property:40',
      'property:41',
      'building:2',
      'floor:2:5',
      'catalog:list',
      'catalog:chess',
      'catalog:from',
      'feeds',
      'sitemap',
    ]
    expect(await purgeCache(dir, { tags })).toEqual({ scanned: PAGES.length, deleted: 8 })
    expect(left(dir, fileOf)).toEqual(['/flats/7', '/location', '/mortgage'])
  })

  it('deletes the public API answers with any change, and only the pages that show it', async () => {
    const { dir, fileOf } = cacheWith(PAGES)
    expect(await purgeCache(dir, { tags: ['content:location'] })).toEqual({ scanned: PAGES.length, deleted: 3 })
    expect(PAGES.filter((key) => !left(dir, fileOf).includes(key))).toEqual([
      '/location',
      '/api/properties/?type=flat&rooms=2&limit=12',
      '/api/mortgage/?price=12000000&initial_payment=20&term=20',
    ])
  })

  it('deletes every entry for "/*", and the paths or prefixes named', async () => {
    const one = cacheWith(PAGES)
    expect(await purgeCache(one.dir, { paths: ['/location', '/flats/building/*'] })).toMatchObject({ deleted: 2 })
    expect(left(one.dir, one.fileOf)).not.toContain('/location')
    expect(left(one.dir, one.fileOf)).not.toContain('/flats/building/2/floor/5')
    const all = cacheWith(PAGES)
    expect(await purgeCache(all.dir, { paths: ['/*'] })).toMatchObject({ deleted: PAGES.length })
    expect(fs.existsSync(path.join(all.dir, 'a', `${'b'.repeat(32)}.0000000001`))).toBe(true)
  })

  it("deletes a page's brotli and gzip copies with its plain one, by tag and by path", async () => {
    const keys = ['/location', 'br:/location', 'gzip:/location', 'br:/mortgage', 'gzip:/flats?rooms=2', 'br:/api/genplan/']
    const byTag = cacheWith(keys)
    expect(await purgeCache(byTag.dir, { tags: ['content:location'] })).toEqual({ scanned: keys.length, deleted: 4 })
    expect(keys.filter((key) => fs.existsSync(byTag.fileOf(key)))).toEqual(['br:/mortgage', 'gzip:/flats?rooms=2'])
    const byPath = cacheWith(keys)
    expect(await purgeCache(byPath.dir, { paths: ['/flats*', '/mortgage'] })).toMatchObject({ deleted: 2 })
    expect(keys.filter((key) => fs.existsSync(byPath.fileOf(key)))).toEqual([
      '/location',
      'br:/location',
      'gzip:/location',
      'br:/api/genplan/',
    ])
  })

  it('answers an empty purge of a cache that nginx has not created yet', async () => {
    expect(await purgeCache('/nonexistent/nz-front-cache', { paths: ['/*'] })).toEqual({ scanned: 0, deleted: 0 })
  })
})
