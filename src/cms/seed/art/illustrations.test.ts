// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ART_KEYS } from '../content/art-keys'
import { illustrations } from './illustrations'

const MAX_BYTES = 60 * 1024

describe('illustrations registry', () => {
  it('registers every art key exactly once, sized from ART_KEYS', () => {
    const keys = illustrations.map((art) => art.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual(ART_KEYS.map((k) => k.key).sort())
    for (const { key, width, height } of ART_KEYS) {
      const art = illustrations.find((a) => a.key === key)!
      expect([art.width, art.height], key).toEqual([width, height])
    }
  })

  it('has a meaningful Russian alt text for every picture', () => {
    for (const art of illustrations) {
      expect(art.alt.length, art.key).toBeGreaterThan(20)
      expect(art.alt, art.key).toMatch(/^[А-ЯЁ]/)
      const letters = art.alt.replace(/[^A-Za-zА-Яа-яЁё]/g, '')
      const cyrillic = art.alt.replace(/[^А-Яа-яЁё]/g, '')
      expect(cyrillic.length / letters.length, art.key).toBeGreaterThan(0.95)
    }
  })
})

describe.each(illustrations)('$key', (art) => {
  const svg = art.svg()

  it('is deterministic', () => {
    expect(art.svg()).toBe(svg)
  })

  it(`stays under ${MAX_BYTES / 1024} KB and has a matching viewBox`, () => {
    expect(Buffer.byteLength(svg), art.key).toBeLessThan(MAX_BYTES)
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${art.width} ${art.height}"`))
    expect(svg).not.toMatch(/<text|<image|href="http|url\(http|NaN|undefined|Infinity/)
  })

  it('is a well-formed SVG that renders', async () => {
    const png = await sharp(Buffer.from(svg)).resize({ width: 64 }).png().toBuffer()
    const meta = await sharp(png).metadata()
    expect(meta.width).toBe(64)
  })
})
