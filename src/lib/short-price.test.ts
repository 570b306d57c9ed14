/**
 * One rule for short prices: every view that shows a price in millions gets its text from formatMillions
 * (lib/money.ts). A view that builds «… млн» itself, divides by a million for display, or reworks the
 * formatter's text is a second rule, and one flat reads as two prices (11 950 000 ₽ was «12 млн» on the floor
 * plan and «от 11,9 млн» on the building page).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatMillions } from './money'

const SRC = path.resolve(__dirname, '..')

/** Files allowed to say «млн» in code, and why. */
const UNIT_ONLY = new Map([
  ['lib/money.ts', 'the formatter itself'],
  // Inputs where the visitor types millions: the unit after the field, not a price shown.
  ['features/mortgage/mortgage-calculator.tsx', 'the price field’s unit'],
  ['features/shop/shop-filters.tsx', 'the price filter’s unit'],
  ['ui/text-input/text-input.demo.tsx', 'the UI kit’s demo of a field with a unit'],
  // The price field's refusal names its limit in the field's own unit: «не больше 1 000 млн ₽».
  ['features/mortgage/calculator-model.ts', 'the price field’s limit'],
  // Reads «12,35 млн ₽» in an imported price list; shows nothing.
  ['features/catalog-sync/price-list/values.ts', 'the price list parser'],
  // The plain reference reader the parser's property tests compare with, and the formats they render.
  ['features/catalog-sync/price-list/reference.ts', 'the parser’s test oracle'],
])

/** Views that show a short price: each must call the formatter. */
const VIEWS = [
  'features/genplan/floor-screen.tsx',
  'features/genplan/floor-texts.ts',
  'features/genplan/building-screen.tsx',
  'features/genplan/section-texts.ts',
  'features/genplan/genplan-section-list.tsx',
  'features/chess/chess-grid.tsx',
  'features/shop/promo-card.tsx',
  'features/shop/visitor-strip.tsx',
  'features/shop/shop-page.tsx',
  'features/content/main/layout-cards.ts',
]

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Seed texts and CMS labels are words for editors, not prices the site computes.
      if (['seed', 'migrations', 'globals'].includes(entry.name)) continue
      sources(full, out)
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts') {
      out.push(full)
    }
  }
  return out
}

/** The code without its comments (a comment may quote «12 млн» as an example). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const files = sources(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  text: code(readFileSync(file, 'utf8')),
}))

describe('short prices', () => {
  it('is one rule: a price exact to 10 000 ₽, a «от» figure down to 100 000 ₽', () => {
    expect(formatMillions(11_950_000)).toBe('11,95\u00a0млн\u00a0₽')
    expect(formatMillions(11_950_000, { from: true })).toBe('от\u00a011,9\u00a0млн\u00a0₽')
    expect(formatMillions(11_950_000, { ruble: false })).toBe('11,95\u00a0млн')
  })

  it('no view writes «млн» itself', () => {
    const offenders = files.filter((f) => /млн/.test(f.text) && !UNIT_ONLY.has(f.name)).map((f) => f.name)
    expect(offenders).toEqual([])
  })

  it('no view turns rubles into millions for display or reworks the formatter’s text', () => {
    const offenders = files
      .filter((f) => f.name !== 'lib/money.ts')
      .filter((f) => /formatMillions\([^)]*\)\s*\.\s*(replace|slice|split)|\/\s*(1e6|1_000_000|1000000)\b/.test(f.text))
      .map((f) => f.name)
    expect(offenders).toEqual([])
  })

  it('every view that shows a short price calls the formatter', () => {
    for (const view of VIEWS) {
      const file = files.find((f) => f.name === view)
      expect(file, view).toBeDefined()
      expect(file!.text, view).toMatch(/formatMillions\(/)
    }
  })
})
