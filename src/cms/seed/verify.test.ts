// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { generateCatalog } from './catalog'
import { layoutGallery } from './layout-gallery'
import { mediaProblems, type MediaFacts } from './verify'
import { sectionWindowViews } from './window-views'

/** The media facts of the catalogue the seed writes at a scale, as the database would hold them. */
function seededFacts(scale: number): MediaFacts {
  const catalog = generateCatalog(scale)
  const ids = new Map(catalog.sections.map((s, i) => [s.key, i + 1]))
  const flats = new Map<string, MediaFacts['flats'][number]>()
  for (const p of catalog.properties.filter((p) => p.type === 'flat')) {
    flats.set(`${p.section}|${p.floor}|${p.orientation}`, { section: ids.get(p.section)!, floor: p.floor, orientation: p.orientation })
  }
  return {
    layouts: catalog.layouts.map((l) => ({ code: l.code, gallery: layoutGallery(l).length })),
    sections: catalog.sections.map((s) => ({ id: ids.get(s.key)!, title: s.title, window_views: sectionWindowViews(s) })),
    flats: [...flats.values()],
  }
}

describe('the seed check of layout media', () => {
  it('finds nothing missing in the catalogue the seed writes, at scale 1 and 10', () => {
    for (const scale of [1, 10]) {
      const facts = seededFacts(scale)
      expect(facts.flats.length).toBeGreaterThan(100)
      expect(mediaProblems(facts)).toEqual([])
    }
  })

  it('names a layout whose gallery has fewer than 3 or more than 5 pictures', () => {
    const facts = seededFacts(1)
    facts.layouts[0] = { ...facts.layouts[0]!, gallery: 2 }
    facts.layouts[1] = { ...facts.layouts[1]!, gallery: 6 }
    expect(mediaProblems(facts)).toEqual([
      `layout ${facts.layouts[0].code} has 2 gallery images, expected 3–5`,
      `layout ${facts.layouts[1].code} has 6 gallery images, expected 3–5`,
    ])
  })

  it('names each floor and side of a flat that no view covers', () => {
    const facts = seededFacts(1)
    const section = facts.sections[0]!
    // Drop the section's top band: its upper flats lose their view.
    const top = Math.max(...section.window_views.map((v) => v.floor_from))
    section.window_views = section.window_views.filter((v) => v.floor_from !== top)
    const problems = mediaProblems(facts)
    const lost = facts.flats.filter((f) => f.section === section.id && f.floor >= top)
    expect(lost.length).toBeGreaterThan(0)
    expect(problems).toHaveLength(lost.length)
    expect(problems[0]).toMatch(new RegExp(`^no window view for ${section.title}, floor \\d+, side \\w+$`))
  })
})
