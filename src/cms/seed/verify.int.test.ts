import { describe, expect, inject, it } from 'vitest'

import { cms } from '@/cms/client'

import { mediaProblems, readMediaFacts } from './verify'

describe(`the seeded layout media on ${inject('dialect')}`, () => {
  it('gives every layout 3–5 interiors and every floor and side of a flat a window view, read back from the database', async () => {
    const facts = await readMediaFacts(await cms())
    expect(facts.layouts.length).toBeGreaterThan(30)
    for (const l of facts.layouts) expect(l.gallery, l.code).toBeGreaterThanOrEqual(3)
    // Every section's floors from 2 up, on each side its flats face.
    expect(facts.flats.length).toBeGreaterThan(facts.sections.length * 10)
    expect(facts.sections.every((s) => s.window_views.length > 0)).toBe(true)
    expect(mediaProblems(facts)).toEqual([])
  })
})
