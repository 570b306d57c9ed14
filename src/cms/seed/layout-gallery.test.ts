// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { generateCatalog } from './catalog'
import { FINISHES, layoutGallery } from './layout-gallery'

const layouts = generateCatalog(1).layouts
const captions = (code: string) => layoutGallery(layouts.find((l) => l.code === code)!).map((g) => g.caption)

describe('layout galleries: the rooms of each layout', () => {
  it('gives every layout 3–5 interiors, each with a caption and a Russian alt text', () => {
    for (const layout of layouts) {
      const gallery = layoutGallery(layout)
      expect(gallery.length, layout.code).toBeGreaterThanOrEqual(3)
      expect(gallery.length, layout.code).toBeLessThanOrEqual(5)
      for (const { art, caption } of gallery) {
        expect(caption).toMatch(/^[А-ЯЁ]/)
        expect(art.alt).toMatch(/отделка: /)
      }
    }
  })

  it('shows a studio as one room and a 3-room flat room by room', () => {
    expect(captions('S-01')).toEqual(['Студия', 'Место у окна', 'Санузел'])
    expect(captions('3K-01')).toEqual(['Гостиная', 'Кухня', 'Мастер-спальня', 'Детская', 'Ванная'])
    expect(captions('2E-01')).toEqual(['Кухня-гостиная', 'Спальня', 'Ванная'])
  })

  it('adds corner glazing to a layout that has it', () => {
    const corner = layouts.find((l) => l.rooms === 1 && l.features.includes('corner_glazing'))!
    expect(captions(corner.code)).toContain('Угловое остекление')
  })

  it('varies the finish by variant and shares each picture among layouts of one finish', () => {
    const keys = new Set(layouts.flatMap((l) => layoutGallery(l).map((g) => g.art.key)))
    // Seven rooms in three finishes at most: a few dozen pictures for the whole catalogue.
    expect(keys.size).toBeLessThanOrEqual(7 * FINISHES.length)
    const [a, b] = [layouts.find((l) => l.code === '2K-01')!, layouts.find((l) => l.code === '2K-02')!]
    expect(layoutGallery(a)[0]!.art.key).not.toBe(layoutGallery(b)[0]!.art.key)
  })
})
