// @vitest-environment node
/**
 * The import boundaries of ARCHITECTURE.md hold by lint: a copy of eslint.config.mjs lints a small planted tree in
 * a temporary folder, with one violating file of each kind and one clean file that uses every allowed door.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = path.resolve(__dirname, '..')

/** The planted tree: path → source. The allowed parts every violation needs to resolve come first. */
const tree: Record<string, string> = {
  'src/lib/money.ts': 'export const rub = (n: number) => `${n} ₽`\n',
  // The platform may use lib; the CMS may use the platform (it emits change events, logs).
  'src/server/log.ts': "import { rub } from '@/lib/money'\n\nexport const log = (n: number) => rub(n)\n",
  'src/cms/hooks.ts': "import { log } from '@/server/log'\n\nexport const afterChange = () => log(1)\n",
  'src/ui/button/button.tsx': "import { rub } from '@/lib/money'\n\nexport const Button = () => rub(1)\n",
  'src/ui/index.ts': 'export {}\n',
  'src/cms/client.ts': 'export const cms = async () => ({})\n',
  'src/cms/options.ts': "export const PROPERTY_TYPES = ['flat'] as const\n",
  'src/cms/payload-types.ts': 'export interface Property { id: number }\n',
  'src/features/cms-runtime.ts': "export { cms } from '@/cms/client'\n",
  'src/features/properties/index.ts': "export { search } from './engine'\n",
  'src/features/properties/engine.ts': 'export const search = () => []\n',
  'src/app/page.tsx': "import { search } from '@/features/properties'\n\nexport default function Page() {\n  return search().length\n}\n",
  // Every allowed door: another feature's index, the CMS through cms-runtime, its types and options, a kit part, lib,
  // the server platform.
  'src/features/genplan/clean.ts': [
    "import type { Property } from '@/cms/payload-types'",
    "import { PROPERTY_TYPES } from '@/cms/options'",
    "import { cms } from '@/features/cms-runtime'",
    "import { search } from '@/features/properties'",
    "import { rub } from '@/lib/money'",
    "import { log } from '@/server/log'",
    "import { Button } from '@/ui/button/button'",
    '',
    'export const clean = async (p: Property) => [p.id, PROPERTY_TYPES, await cms(), search(), rub(1), log(1), Button]',
    '',
  ].join('\n'),
  // The violations, one of each kind.
  'src/features/genplan/floors/deep.ts': "import { search } from '../../properties/engine'\n\nexport const deep = search\n",
  'src/lib/uses-ui.ts': "import { Button } from '@/ui/button/button'\n\nexport const lib = Button\n",
  'src/lib/uses-server.ts': "import { log } from '../server/log'\n\nexport const lib = log\n",
  'src/ui/uses-server.ts': "import { log } from '@/server/log'\n\nexport const ui = log\n",
  'src/server/uses-feature.ts': "import { search } from '@/features/properties'\n\nexport const server = search\n",
  'src/server/uses-cms.ts': "import { cms } from '../cms/client'\n\nexport const server = cms\n",
  'src/features/genplan/runtime.ts': "import { cms } from '@/cms/client'\n\nexport const load = cms\n",
  'src/features/genplan/barrel.ts': "import * as kit from '@/ui'\n\nexport const all = kit\n",
  'src/features/genplan/uses-app.ts': "import Page from '../../app/page'\n\nexport const page = Page\n",
  'src/proxy.ts': "import { search } from '@/features/properties/engine'\n\nexport const proxy = search\n",
  'src/lib/cycle-a.ts': "import { b } from './cycle-b'\n\nexport const a = () => b()\n",
  'src/lib/cycle-b.ts': "import { a } from './cycle-a'\n\nexport const b = (): unknown => a\n",
  // Two features that need each other, each through the other's index: one edge static, the other a dynamic import()
  // taken at call time, which only defers the load (the feature pair is still a cycle).
  'src/features/listings/index.ts': "export { monthlyOf } from './cards'\n",
  'src/features/listings/cards.ts':
    "import { payment } from '@/features/loans'\n\nexport const monthlyOf = (price: number) => payment(price)\n",
  'src/features/loans/index.ts': "export { payment, startingPrice } from './calculator'\n",
  'src/features/loans/calculator.ts': [
    'export const payment = (price: number) => price / 360',
    '',
    'export async function startingPrice() {',
    "  const { monthlyOf } = await import('@/features/listings')",
    '  return monthlyOf(1)',
    '}',
    '',
  ].join('\n'),
}

let dir = ''
let results: ESLint.LintResult[] = []

/** The rule ids reported for one planted file. */
function rulesOf(file: string): (string | null)[] {
  const result = results.find((r) => r.filePath === path.join(dir, file))
  if (!result) throw new Error(`${file} was not linted`)
  return result.messages.map((m) => m.ruleId)
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'))
  for (const file of ['eslint.config.mjs', 'tsconfig.json', 'package.json']) fs.copyFileSync(path.join(repo, file), path.join(dir, file))
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  for (const [file, source] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), source)
  }
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: path.join(dir, 'eslint.config.mjs') })
  results = await eslint.lintFiles(['src'])
}, 120_000)

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('import boundaries (eslint.config.mjs)', () => {
  it('passes a feature that uses only the allowed doors', () => {
    expect(results.find((r) => r.filePath.endsWith('clean.ts'))?.messages).toEqual([])
    expect(rulesOf('src/features/cms-runtime.ts')).toEqual([])
    expect(rulesOf('src/server/log.ts')).toEqual([])
    expect(rulesOf('src/cms/hooks.ts')).toEqual([])
  })

  it.each([
    ["another feature's internals by a relative path", 'src/features/genplan/floors/deep.ts'],
    ['lib importing ui', 'src/lib/uses-ui.ts'],
    ['lib importing the server platform', 'src/lib/uses-server.ts'],
    ['ui importing the server platform', 'src/ui/uses-server.ts'],
    ['the server platform importing a feature', 'src/server/uses-feature.ts'],
    ['the server platform importing the CMS', 'src/server/uses-cms.ts'],
    ['a feature importing the CMS runtime', 'src/features/genplan/runtime.ts'],
    ["the kit's barrel", 'src/features/genplan/barrel.ts'],
    ['a feature importing app', 'src/features/genplan/uses-app.ts'],
    ["the proxy importing a feature's internals", 'src/proxy.ts'],
  ])('rejects %s', (_kind, file) => {
    expect(rulesOf(file)).toContain('import-x/no-restricted-paths')
  })

  it('rejects an import cycle', () => {
    expect(rulesOf('src/lib/cycle-a.ts')).toContain('import-x/no-cycle')
    expect(rulesOf('src/lib/cycle-b.ts')).toContain('import-x/no-cycle')
  })

  it('rejects a cycle between two features, even when one edge is a dynamic import()', () => {
    expect(rulesOf('src/features/loans/calculator.ts')).toContain('import-x/no-cycle')
    expect(rulesOf('src/features/listings/cards.ts')).toContain('import-x/no-cycle')
    // Through each other's index, the one allowed door: the cycle is the only fault.
    expect(rulesOf('src/features/loans/calculator.ts')).not.toContain('import-x/no-restricted-paths')
    expect(rulesOf('src/features/listings/cards.ts')).not.toContain('import-x/no-restricted-paths')
  })
})
