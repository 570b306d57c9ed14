import { describe, expect, it } from 'vitest'

import { generateCatalog } from '../catalog'
import type { LayoutSpec } from '../types'
import { floorPlanSvg, layoutCopy, PLAN_HEIGHT, PLAN_WIDTH } from './plan'
import { planModel, type Opening, type PlanModel, type PlanRoom } from './plan-model'

const SPECS: LayoutSpec[] = [
  { code: 'S-24', rooms: 0, isEuro: false, area: 24.6, features: [], variant: 0 },
  { code: 'S-31', rooms: 0, isEuro: false, area: 31, features: ['terrace', 'corner_glazing'], variant: 1 },
  { code: '1K-38', rooms: 1, isEuro: false, area: 38.2, features: [], variant: 0 },
  { code: '1E-42', rooms: 1, isEuro: true, area: 42.5, features: ['corner_glazing'], variant: 2 },
  { code: '2K-58', rooms: 2, isEuro: false, area: 58.4, features: ['dual_aspect'], variant: 0 },
  {
    code: '2E-64',
    rooms: 2,
    isEuro: true,
    area: 64,
    features: ['corner_glazing', 'master_bedroom', 'walk_in_closet', 'water_view'],
    variant: 1,
  },
  { code: '3K-86', rooms: 3, isEuro: false, area: 86, features: ['two_bathrooms'], variant: 3 },
  { code: '3E-95', rooms: 3, isEuro: true, area: 95, features: ['master_bedroom', 'walk_in_closet', 'high_ceilings'], variant: 0 },
  {
    code: '4E-138',
    rooms: 4,
    isEuro: true,
    area: 138,
    features: ['terrace', 'master_bedroom', 'walk_in_closet', 'two_bathrooms', 'corner_glazing'],
    variant: 5,
  },
]

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml')
const areaOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

/** Rooms on both sides of an opening: the ones whose edge contains it. */
function roomsAt(m: PlanModel, o: Opening): PlanRoom[] {
  const eps = 1e-6
  return m.rooms.filter((room) =>
    // An edge of one of the room's rectangles runs along the opening (L-shaped rooms may share it between two).
    [room.rect, ...(room.parts ?? [])].some((r) =>
      o.axis === 'h'
        ? (Math.abs(r.y - o.at) < eps || Math.abs(r.y + r.h - o.at) < eps) && Math.min(o.to, r.x + r.w) - Math.max(o.from, r.x) > eps
        : (Math.abs(r.x - o.at) < eps || Math.abs(r.x + r.w - o.at) < eps) && Math.min(o.to, r.y + r.h) - Math.max(o.from, r.y) > eps,
    ),
  )
}

function reachableFromEntry(m: PlanModel): Set<string> {
  const entry = m.openings.find((o) => o.kind === 'entry')
  const seen = new Set<string>(entry?.into ? [entry.into] : [])
  const links = m.openings.filter((o) => o.kind !== 'window' && o.kind !== 'entry').map((o) => roomsAt(m, o).map((r) => r.id))
  for (let changed = true; changed;) {
    changed = false
    for (const ids of links) {
      if (ids.length === 2 && ids.some((id) => seen.has(id)) && !ids.every((id) => seen.has(id))) {
        ids.forEach((id) => seen.add(id))
        changed = true
      }
    }
  }
  return seen
}

describe('floorPlanSvg', () => {
  it.each(SPECS)('$code is well-formed SVG of the declared size', (spec) => {
    const doc = parse(floorPlanSvg(spec))
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    const root = doc.documentElement
    expect(root.tagName).toBe('svg')
    expect(root.getAttribute('width')).toBe(String(PLAN_WIDTH))
    expect(root.getAttribute('height')).toBe(String(PLAN_HEIGHT))
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`)
    expect(root.getAttribute('font-family')).toBe('Manrope, Arial, sans-serif')
  })

  it.each(SPECS)('$code labels its rooms with areas that add up to the flat', (spec) => {
    const texts = [...parse(floorPlanSvg(spec)).getElementsByTagName('text')].map((t) => t.textContent ?? '')
    const areas = texts.filter((t) => t.includes('м²')).map(areaOf)
    expect(areas.length).toBeGreaterThanOrEqual(3)
    const total = areas.reduce((s, a) => s + a, 0)
    expect(Math.abs(total - spec.area) / spec.area).toBeLessThan(0.1)
    // Russian formatting: a decimal comma and a non-breaking space before the unit.
    for (const t of texts.filter((x) => x.includes('м²'))) expect(t).toMatch(/^\d+,\d\u00a0м²$/)
  })

  it('follows the room count: studio, classic and euro formats', () => {
    const labels = (spec: LayoutSpec) => [...parse(floorPlanSvg(spec)).getElementsByTagName('text')].map((t) => t.textContent)
    expect(labels(SPECS[0]!)).toContain('Студия')
    expect(labels(SPECS[2]!)).toEqual(expect.arrayContaining(['Комната', 'Кухня', 'Ванная', 'Прихожая']))
    // Euro formats count the kitchen-living room as a room: 3E is a kitchen-living room and two bedrooms.
    const euro = labels({ code: 'E3', rooms: 3, isEuro: true, area: 66, features: [], variant: 0 })
    expect(euro).toContain('Кухня-гостиная')
    expect(euro.filter((t) => t === 'Спальня')).toHaveLength(2)
    expect(labels({ code: 'E2', rooms: 2, isEuro: true, area: 42, features: [], variant: 0 }).filter((t) => t === 'Спальня')).toHaveLength(
      1,
    )
    const master = labels(SPECS[7]!)
    expect(master).toEqual(expect.arrayContaining(['Мастер-спальня', 'Гардеробная', 'Санузел']))
    expect(labels(SPECS[1]!)).toContain('Терраса')
  })

  it('is deterministic and differs between variants', () => {
    const spec = SPECS[4]!
    expect(floorPlanSvg(spec)).toBe(floorPlanSvg({ ...spec }))
    const variants = new Set([0, 1, 2, 3].map((variant) => floorPlanSvg({ ...spec, variant })))
    expect(variants.size).toBe(4)
  })

  it('stays small', () => {
    for (const spec of SPECS) expect(floorPlanSvg(spec).length).toBeLessThan(60_000)
  })

  it('draws a real plan: door swings, glazing, one label per room, a compass and the entrance', () => {
    const spec = SPECS[5]!
    const svg = floorPlanSvg(spec)
    const doc = parse(svg)
    const arcs = [...doc.getElementsByTagName('path')].filter((p) => /A[\d.]+ [\d.]+ 0 0 [01]/.test(p.getAttribute('d') ?? ''))
    const model = planModel(spec)
    expect(arcs.length).toBe(model.openings.filter((o) => o.kind === 'door' || o.kind === 'entry' || o.kind === 'balcony_door').length)
    const labels = [...doc.getElementsByTagName('text')].map((t) => t.textContent)
    for (const room of model.rooms) expect(labels).toContain(room.label)
    expect(labels).toContain('С')
    expect(svg).toContain('#dce8f0') // glass in the window openings
  })
})

describe('catalogue layouts', () => {
  const { layouts } = generateCatalog(1)

  it('renders every layout of the demo catalogue with areas that add up', () => {
    expect(layouts.length).toBeGreaterThanOrEqual(30)
    for (const spec of layouts) {
      const texts = [...parse(floorPlanSvg(spec)).getElementsByTagName('text')].map((t) => t.textContent ?? '')
      const total = texts.filter((t) => t.includes('м²')).reduce((s, t) => s + areaOf(t), 0)
      expect(Math.abs(total - spec.area) / spec.area, spec.code).toBeLessThan(0.1)
      const copy = layoutCopy(spec)
      // Total area and ceiling height are the flat's own facts (one source per fact): the layout never states them.
      expect(copy.default_features.map((f) => f.title)).not.toEqual(expect.arrayContaining(['Общая площадь']))
      expect(copy.default_features.map((f) => f.title)).not.toEqual(expect.arrayContaining(['Высота потолков']))
    }
  })

  it('gives euro formats a kitchen-living room and one bedroom fewer than rooms', () => {
    for (const spec of layouts.filter((l) => l.isEuro)) {
      const model = planModel(spec)
      expect(model.rooms.filter((r) => r.kind === 'kitchen_living')).toHaveLength(1)
      expect(model.rooms.filter((r) => r.kind === 'bedroom' || r.kind === 'master')).toHaveLength(spec.rooms - 1)
    }
  })
})

describe('planModel', () => {
  const tags = ['corner_glazing', 'terrace', 'master_bedroom', 'walk_in_closet', 'two_bathrooms', 'kitchen_living', 'dual_aspect']
  const sweep: LayoutSpec[] = []
  for (let rooms = 0; rooms <= 4; rooms++)
    for (const isEuro of [false, true])
      for (let area = 22 + rooms * 15; area <= 48 + rooms * 24; area += 11)
        for (let variant = 0; variant < 4; variant++) {
          const mask = (rooms * 37 + area * 7 + variant * 13) % 128
          sweep.push({
            code: `P${rooms}${isEuro ? 'E' : ''}-${area}-${variant}`,
            rooms,
            isEuro,
            area,
            variant,
            features: tags.filter((_, i) => (mask >> i) & 1),
          })
        }

  it.each(sweep)('$code: every room is reachable and areas add up', (spec) => {
    const m = planModel(spec)
    const total = m.rooms.reduce((s, r) => s + r.area, 0)
    expect(Math.abs(total - spec.area) / spec.area).toBeLessThan(0.03)
    const reachable = reachableFromEntry(m)
    expect(m.rooms.filter((r) => !reachable.has(r.id)).map((r) => r.label)).toEqual([])
    expect(m.openings.filter((o) => o.kind === 'entry')).toHaveLength(1)
    expect(m.openings.some((o) => o.kind === 'window')).toBe(true)
  })
})

describe('layoutCopy', () => {
  it('quotes the plan areas and the features', () => {
    const copy = layoutCopy(SPECS[5]!)
    expect(copy.layout_feature_block.title).toMatch(/^Кухня-гостиная \d+,\d\u00a0м² и /)
    expect(copy.layout_feature_block.description.length).toBeGreaterThan(60)
    const titles = copy.layout_features.map((f) => f.title)
    expect(titles).toEqual(expect.arrayContaining(['Угловое остекление', 'Мастер-спальня', 'Вид на воду']))
    const table = Object.fromEntries(copy.default_features.map((f) => [f.title, f.value]))
    expect(table['Санузлов']).toBe('2')
    expect(table['Общая площадь']).toBeUndefined()
  })

  it('describes studios and high ceilings', () => {
    const studio = layoutCopy(SPECS[0]!)
    expect(studio.layout_feature_block.title).toMatch(/^Студия/)
    expect(studio.default_features.find((f) => f.title === 'Формат')?.value).toBe('студия')
    const high = layoutCopy(SPECS[7]!)
    // Seeded flats with the high-ceilings tag have 3,3 m: the layout's words agree with them.
    expect(high.layout_features.find((f) => f.title === 'Высокие потолки')?.description).toContain('Высота 3,3 м')
    for (const spec of SPECS) expect(layoutCopy(spec).layout_features.length).toBeGreaterThanOrEqual(2)
  })
})
