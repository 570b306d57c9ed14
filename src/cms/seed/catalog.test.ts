// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { generateCatalog } from './catalog'

describe('generateCatalog', () => {
  const catalog = generateCatalog(1)
  const count = (type: string) => catalog.properties.filter((p) => p.type === type).length

  it('builds the demo complex of DESIGN.md', () => {
    expect(catalog.buildings).toHaveLength(5)
    expect(catalog.sections).toHaveLength(16)
    expect(catalog.layouts.length).toBeGreaterThanOrEqual(38)
    expect(catalog.layouts.length).toBeLessThanOrEqual(42)
    expect(count('flat')).toBeGreaterThan(1600)
    expect(count('flat')).toBeLessThan(2000)
    expect(count('parking')).toBe(300)
    expect(count('storage')).toBe(150)
    expect(count('commercial')).toBe(20)
    for (const s of catalog.sections) expect(s.total_floors).toBeGreaterThanOrEqual(12)
    for (const s of catalog.sections) expect(s.total_floors).toBeLessThanOrEqual(25)
  })

  it('keeps flat sizes and prices in the promised ranges', () => {
    for (const p of catalog.properties.filter((x) => x.type === 'flat')) {
      expect(p.area).toBeGreaterThanOrEqual(21)
      expect(p.area).toBeLessThanOrEqual(141)
      const listPerM2 = (p.old_price ?? p.price) / p.area
      expect(listPerM2).toBeGreaterThanOrEqual(245_000)
      expect(listPerM2).toBeLessThanOrEqual(425_000)
      if (p.old_price) expect(p.old_price).toBeGreaterThan(p.price)
    }
  })

  it('is deterministic and has unique ref_ids', () => {
    const again = generateCatalog(1)
    expect(again.properties.map((p) => p.price)).toEqual(catalog.properties.map((p) => p.price))
    expect(new Set(catalog.properties.map((p) => p.ref_id)).size).toBe(catalog.properties.length)
  })

  it('scales to ~20,000 properties at scale 10', () => {
    const big = generateCatalog(10)
    expect(big.properties.length).toBeGreaterThan(18_000)
    expect(big.properties.length).toBeLessThan(26_000)
    expect(new Set(big.properties.map((p) => p.ref_id)).size).toBe(big.properties.length)
  })
})
