import { describe, expect, it } from 'vitest'

import type { PropertyCard, PropertyFacets, PropertySpecs } from '@/features/properties'

import { cardTitle, priceTexts } from './card-format'
import { flatDetail, testImage } from '@/features/flat/flat-fixture'
import { islandFacets, islandSpecs, listCard } from './island-data'

const section = (value: number, label: string) => ({ value, label, disabled: false })

const specs = {
  rooms: { name: 'rooms', label: 'Комнатность', kind: 'choice', multiple: true, options: [section(0, 'студия')] },
  building: {
    name: 'building',
    label: 'Корпус',
    kind: 'choice',
    multiple: true,
    options: [{ value: 1, label: 'Корпус 1', disabled: false, inner_specs: [section(1, 'Секция 1'), section(2, 'Секция 2')] }],
  },
  section: {
    name: 'section',
    label: 'Секция',
    kind: 'choice',
    multiple: true,
    options: [section(1, 'Корпус 1, секция 1'), section(2, 'Корпус 1, секция 2')],
  },
} as unknown as PropertySpecs['specs']

const facets = {
  count: 83,
  facets: {
    rooms: [{ value: 0, label: 'студия', count: 83 }],
    building: [{ value: 1, label: 'Корпус 1', count: 83, inner_facets: [{ value: 1, label: 'Корпус 1, секция 1', count: 43 }] }],
    section: [{ value: 1, label: 'Корпус 1, секция 1', count: 43 }],
    discount: { count: 5 },
    price: { min: 6_210_000, max: 9_000_000 },
  },
} as unknown as PropertyFacets

describe('the list island’s props', () => {
  it("leave out the sections nested in each building and the facets' labels (the specs have them)", () => {
    const trimmed = islandSpecs(specs)
    expect(trimmed.building.options).toEqual([{ value: 1, label: 'Корпус 1', disabled: false }])
    expect(trimmed.section).toBe(specs.section)
    expect(trimmed.rooms).toBe(specs.rooms)
    const counts = islandFacets(facets)
    expect(counts.facets.building).toEqual([{ value: 1, count: 83 }])
    expect(counts.facets.section).toEqual([{ value: 1, count: 43 }])
    expect(counts.facets.rooms).toEqual([{ value: 0, count: 83 }])
    expect(counts.facets.discount).toEqual({ count: 5 })
    expect(counts.facets.price).toEqual({ min: 6_210_000, max: 9_000_000 })
    expect(counts.count).toBe(83)
    // The API's answer is not touched: the island refetches it whole.
    expect(specs.building.options[0]!.inner_specs).toHaveLength(2)
    expect(facets.facets.section[0]!.label).toBe('Корпус 1, секция 1')
  })
})

describe('listCard', () => {
  const detail = flatDetail()
  const card: PropertyCard = {
    ...detail,
    full_mortgage_offer: {
      program_id: 8,
      program: 'Семейная ипотека',
      bank: 'Северный капитал Банк',
      rate: 6,
      initial_payment: 20,
      term: 30,
      borrowers: 'семьям с ребёнком до 6 лет',
      conditions: null,
    },
    plan: testImage('/cms-api/media/file/plan-S-01.svg', 'Планировка S-01'),
  }

  it('keeps what a card renders: its title, facts, prices, terms and the plan file, with the same texts', () => {
    const slim = listCard(card)
    expect(slim.plan).toEqual({ url: card.plan!.url, alt: 'Планировка S-01', width: card.plan!.width, height: card.plan!.height })
    expect(cardTitle(slim)).toBe(cardTitle(card))
    expect(priceTexts(slim)).toEqual(priceTexts(card))
    expect(priceTexts(slim).monthlyTerms).toContain('Семейная ипотека, Северный капитал Банк')
    expect(slim).toMatchObject({
      id: card.id,
      status: card.status,
      floor: card.floor,
      features: card.features,
      completion: card.completion,
    })
  })

  it('leaves out what no card shows', () => {
    const slim = listCard(card) as Record<string, unknown>
    for (const key of ['ref_id', 'is_euro', 'building_id', 'section_id', 'orientation', 'ceiling_height'])
      expect(slim).not.toHaveProperty(key)
    expect(slim.full_mortgage_offer).not.toHaveProperty('program_id')
    expect(slim.plan).not.toHaveProperty('sizes')
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(card).length)
  })

  it('keeps a card without a plan or an offer as it is', () => {
    expect(listCard({ ...card, plan: null, full_mortgage_offer: null })).toMatchObject({ plan: null, full_mortgage_offer: null })
  })
})
