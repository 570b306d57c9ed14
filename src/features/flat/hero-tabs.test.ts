import { describe, expect, it } from 'vitest'

import { flatDetail, testImage } from './flat-fixture'
import { DEFAULT_HERO_TAB, heroTabs, initialHeroTab } from './hero-tabs'

const layout = flatDetail().layout!

describe('hero tabs (SPEC §4: the hero tab is plan by default)', () => {
  it("opens on 'plan'", () => {
    expect(DEFAULT_HERO_TAB).toBe('plan')
    expect(initialHeroTab(heroTabs(flatDetail()))).toBe('plan')
  })

  it('offers only the plan when the layout has no floor position and no gallery and the flat no window view', () => {
    expect(heroTabs(flatDetail())).toEqual([{ value: 'plan', label: 'планировка' }])
  })

  it("adds 'на этаже' and 'галерея' when the layout has them, after the plan", () => {
    const detail = flatDetail({
      layout: {
        ...layout,
        floor_position: testImage('/floor.svg', 'Квартира на этаже'),
        gallery: [{ ...testImage('/room.webp', 'Гостиная'), caption: null }],
      },
    })
    expect(heroTabs(detail).map((t) => t.label)).toEqual(['планировка', 'на этаже', 'галерея'])
    expect(initialHeroTab(heroTabs(detail))).toBe('plan')
  })

  it("adds 'вид из окна' last when the flat has a window view, and only then", () => {
    const view = testImage('/art-view-mid-s-river.webp', 'Вид из окна')
    expect(heroTabs(flatDetail({ window_view: view })).map((t) => t.label)).toEqual(['планировка', 'вид из окна'])
    const full = flatDetail({
      window_view: view,
      layout: {
        ...layout,
        floor_position: testImage('/floor.svg', 'Квартира на этаже'),
        gallery: [{ ...testImage('/room.webp', 'Гостиная'), caption: null }],
      },
    })
    expect(heroTabs(full).map((t) => t.value)).toEqual(['plan', 'floor', 'gallery', 'view'])
    expect(heroTabs(flatDetail({ window_view: null })).map((t) => t.value)).not.toContain('view')
    expect(initialHeroTab(heroTabs(flatDetail({ plan: null, window_view: view })))).toBe('view')
  })

  it("adds 'на этаже' when the flat is on its section's floor plan, without a floor position picture", () => {
    expect(heroTabs(flatDetail(), { floorPlan: true }).map((t) => t.label)).toEqual(['планировка', 'на этаже'])
  })

  it('opens on the first tab there is when the property has no plan', () => {
    const detail = flatDetail({ plan: null, layout: { ...layout, gallery: [{ ...testImage('/a.webp', 'Кухня'), caption: null }] } })
    expect(initialHeroTab(heroTabs(detail))).toBe('gallery')
  })
})
