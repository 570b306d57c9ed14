// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { toCard, toDetail } from './dto'
import { propertyCardSchema, propertyDetailSchema } from './properties.schema'
import { demoSnapshot } from './testing'

const snapshot = demoSnapshot(1)
const indexWhere = (test: (r: (typeof snapshot.items)[number]) => boolean) => snapshot.items.findIndex(test)

describe('property DTOs', () => {
  it('maps a discounted flat to a card with labels, numbers and the discount', () => {
    const i = indexWhere((r) => r.type === 'flat' && r.old_price !== null && r.rooms === 2 && !r.is_euro)
    const r = snapshot.items[i]!
    const card = toCard(snapshot, i)
    expect(propertyCardSchema.parse(card)).toEqual(card)
    expect(card).toMatchObject({
      id: r.id,
      ref_id: r.ref_id,
      type: { value: 'flat', label: 'Квартира' },
      rooms: 2,
      rooms_label: '2-комн.',
      price: r.price,
      old_price: r.old_price,
      discount_percent: Math.round((1 - r.price / r.old_price!) * 100),
      building: snapshot.buildings.get(r.building)!.number,
      section: snapshot.sections.get(r.section)!.number,
    })
    expect(card.discount_percent).toBeGreaterThan(0)
    expect(card.features.map((f) => f.value).sort()).toEqual([...r.features].sort())
  })

  it('labels studios, euro flats and parking', () => {
    expect(
      toCard(
        snapshot,
        indexWhere((r) => r.rooms === 0),
      ).rooms_label,
    ).toBe('студия')
    expect(
      toCard(
        snapshot,
        indexWhere((r) => r.is_euro && r.rooms === 2),
      ).rooms_label,
    ).toBe('2Е')
    const parking = toCard(
      snapshot,
      indexWhere((r) => r.type === 'parking'),
    )
    expect(parking).toMatchObject({
      rooms: null,
      rooms_label: 'Машино-место',
      finishing_kind: null,
      features: [],
      old_price: null,
      discount_percent: null,
    })
  })

  it('says when a building is handed over, or its quarter', () => {
    const done = toCard(
      snapshot,
      indexWhere((r) => snapshot.buildings.get(r.building)!.completion_status === 'completed'),
    )
    expect(done.completion).toEqual({ value: 'completed', label: 'дом сдан' })
    const later = toCard(
      snapshot,
      indexWhere((r) => snapshot.buildings.get(r.building)!.ready_year === 2028),
    )
    expect(later.completion).toEqual({ value: '2028-2', label: '2 кв. 2028' })
  })

  it('takes the property’s own plan, else the layout’s', () => {
    const own = indexWhere((r) => r.plan !== null)
    expect(toCard(snapshot, own).plan?.url).toBe(`/cms-api/media/file/plan-${snapshot.items[own]!.plan}.svg`)
    const viaLayout = indexWhere((r) => r.plan === null && r.layout !== null)
    expect(toCard(snapshot, viaLayout).plan?.url).toBe(`/cms-api/media/file/plan-${snapshot.items[viaLayout]!.layout}.svg`)
  })

  it('maps the flat page with the SPEC §3 layout block and building/section info', () => {
    const i = indexWhere((r) => r.type === 'flat' && snapshot.buildings.get(r.building)!.completion_status === 'construction')
    const r = snapshot.items[i]!
    const detail = toDetail(snapshot, i)
    expect(propertyDetailSchema.parse(detail)).toEqual(detail)
    expect(detail.layout).toMatchObject({
      id: r.layout,
      layout_feature_block: { title: expect.any(String), description: 'Описание' },
      gallery: [],
    })
    expect(detail.layout_features).toEqual([{ title: 'Кухня-гостиная', description: null }])
    expect(detail.default_features).toEqual([{ title: 'Потолки', value: '2,85 м' }])
    expect(detail.building_info).toMatchObject({ completion_status: 'стройка', ready_label: expect.stringMatching(/^\d кв\. 20\d\d$/) })
    expect(detail.section_info).toMatchObject({ id: r.section, completion_status: 'стройка' })
  })

  it('never leaks record internals (hold_until, layout ids as relations)', () => {
    const detail = toDetail(
      snapshot,
      indexWhere((r) => r.hold_until !== null),
    )
    expect(Object.keys(detail)).not.toContain('hold_until')
    expect(Object.keys(propertyDetailSchema.shape).sort()).toEqual(Object.keys(detail).sort())
  })
})
