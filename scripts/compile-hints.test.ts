// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, firstLoadChunks, markFirstLoadChunks } from './compile-hints.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A build folder laid out as `next build` (Turbopack) writes it: manifests and chunks. */
function buildWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-hints-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** A client reference manifest as Next writes it: a script that fills globalThis.__RSC_MANIFEST. */
const referenceManifest = (page: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`

const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",{1:function(){}}]);\n`

const DEMO = {
  'build-manifest.json': JSON.stringify({
    polyfillFiles: ['static/chunks/poly.js'],
    rootMainFiles: ['static/chunks/main.js', 'static/chunks/turbopack-x.js'],
  }),
  'server/app/(site)/flats/page_client-reference-manifest.js': referenceManifest('/(site)/flats/page', {
    '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
    '[project]/src/app/(site)/flats/page': ['static/chunks/layout.js', 'static/chunks/flats.js'],
  }),
  'server/app/(site)/mortgage/page_client-reference-manifest.js': referenceManifest('/(site)/mortgage/page', {
    '[project]/src/app/(site)/mortgage/page': ['static/chunks/mortgage.js'],
  }),
  'static/chunks/main.js': `${chunk('main')}//# sourceMappingURL=main.js.map\n`,
  'static/chunks/main.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' }),
  'static/chunks/turbopack-x.js': chunk('runtime'),
  'static/chunks/layout.js': chunk('layout'),
  'static/chunks/flats.js': chunk('flats'),
  'static/chunks/mortgage.js': chunk('mortgage'),
  // Loaded on demand (a dynamic import): in no manifest's entries.
  'static/chunks/panorama.js': chunk('panorama'),
  'static/chunks/poly.js': chunk('poly'),
}
const demoBuild = () => buildWith(DEMO)

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8')

describe('compile hints', () => {
  it('the first-load chunks are the root main files and every route entry, each once', async () => {
    expect(await firstLoadChunks(demoBuild())).toEqual([
      'static/chunks/flats.js',
      'static/chunks/layout.js',
      'static/chunks/main.js',
      'static/chunks/mortgage.js',
      'static/chunks/turbopack-x.js',
    ])
  })

  it('puts the hint first in those chunks only, and moves a source map down by the added line', async () => {
    const dir = demoBuild()
    expect(await markFirstLoadChunks(dir)).toEqual({ chunks: 5, marked: 5 })
    for (const name of ['main', 'turbopack-x', 'layout', 'flats', 'mortgage'] as const) {
      const file = `static/chunks/${name}.js` as const
      expect(read(dir, file)).toBe(COMPILE_HINT + DEMO[file])
    }
    expect(read(dir, 'static/chunks/panorama.js')).toBe(DEMO['static/chunks/panorama.js'])
    expect(read(dir, 'static/chunks/poly.js')).toBe(DEMO['static/chunks/poly.js'])
    expect(JSON.parse(read(dir, 'static/chunks/main.js.map')).mappings).toBe(';AAAA')
  })

  it('marks a chunk once, however often the step runs', async () => {
    const dir = demoBuild()
    await markFirstLoadChunks(dir)
    expect(await markFirstLoadChunks(dir)).toEqual({ chunks: 5, marked: 0 })
    expect(read(dir, 'static/chunks/layout.js')).toBe(COMPILE_HINT + DEMO['static/chunks/layout.js'])
    expect(JSON.parse(read(dir, 'static/chunks/main.js.map')).mappings).toBe(';AAAA')
  })

  it('fails the build when the manifests name no chunk (a Next upgrade moved them)', async () => {
    const dir = buildWith({ 'build-manifest.json': '{}', 'server/app/page.js': '' })
    await expect(markFirstLoadChunks(dir)).rejects.toThrow(/no first-load chunks/)
  })
})
