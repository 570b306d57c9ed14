// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { annuityPayment } from '@/lib/mortgage-math'

import { flatFacts, toCard, toDetail, withFlatArea } from './dto'
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
    // The layout's nominal «Потолки» row states the flat's own height: one source per fact, so the page never says
    // two things.
    expect(detail.default_features).toEqual([{ title: 'Потолки', value: `${String(r.ceiling_height).replace('.', ',')}\u00a0м` }])
    expect(detail.building_info).toMatchObject({ completion_status: 'стройка', ready_label: expect.stringMatching(/^\d кв\. 20\d\d$/) })
    expect(detail.section_info).toMatchObject({ id: r.section, completion_status: 'стройка' })
  })

  it('gives every flat of the demo the window view of its floor band and side, and nothing else one', () => {
    const band = (floor: number) => (floor <= 6 ? 'low' : floor <= 14 ? 'mid' : 'high')
    let flats = 0
    snapshot.items.forEach((r, i) => {
      const view = toDetail(snapshot, i).window_view
      if (r.type !== 'flat') return expect(view).toBeNull()
      flats++
      // The seed draws the southern sides by the sun and the northern ones as one picture (seed/window-views.ts).
      const light = ['s', 'se', 'sw'].includes(r.orientation!) ? r.orientation : 'n'
      expect(view?.url).toMatch(new RegExp(`/art-view-${band(r.floor)}-${light}(-river)?\\.webp$`))
    })
    expect(flats).toBeGreaterThan(1000)
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

describe('the monthly payment of a card: the same figure as the calculator’s', () => {
  const loan = (price: number) => Math.round(price * 0.8)
  /** Brute force: the lowest 20 %/30-year annuity among the programmes whose own rules admit the flat. */
  function expected(i: number): number | null {
    const r = snapshot.items[i]!
    const building = snapshot.buildings.get(r.building)!
    const completed = (snapshot.sections.get(r.section)?.completion_status ?? building.completion_status) === 'completed'
    let best: number | null = null
    for (const p of snapshot.programs) {
      const scope = p.scope!
      if (scope.buildings.length && !scope.buildings.includes(r.building)) continue
      if (scope.completion === 'completed' && !completed) continue
      if (scope.completion === 'construction' && completed) continue
      if (scope.features.length && !scope.features.some((f) => (r.features as string[]).includes(f))) continue
      if (r.price > p.price_max || p.initial_payment > 20 || p.term_max < 30) continue
      const payment = annuityPayment(loan(r.price), p.rate, 30)
      if (best === null || payment < best) best = payment
    }
    return best
  }

  it('is the lowest payment among the programmes that apply, at 20 % and 30 years, for every flat', () => {
    for (let i = 0; i < snapshot.size; i++) {
      const card = toCard(snapshot, i)
      if (snapshot.items[i]!.type !== 'flat') {
        expect(card.full_mortgage_payment).toBeNull()
        continue
      }
      expect(card.full_mortgage_payment, card.ref_id).toBe(expected(i))
      if (card.full_mortgage_offer) {
        expect(card.full_mortgage_offer).toMatchObject({ initial_payment: 20, term: 30 })
        expect(card.full_mortgage_offer.borrowers).toBeTruthy()
      }
    }
  })

  it('never quotes the 0,1 % programme of корпуса 3–5 on a flat in корпус 1', () => {
    const first = [...snapshot.buildings.values()].find((b) => b.number === 1)!
    const flats = snapshot.items.flatMap((r, i) => (r.type === 'flat' && r.building === first.id ? [toCard(snapshot, i)] : []))
    expect(flats.length).toBeGreaterThan(0)
    for (const card of flats) expect(card.full_mortgage_offer?.rate).not.toBe(0.1)
  })
})

describe('one source for each fact of a flat', () => {
  const record = { ...snapshot.items.find((r) => r.type === 'flat')!, area: 22.5, ceiling_height: 2.85, rooms: 1 }

  it('states the flat’s own area, ceiling height and rooms over the layout’s nominal ones', () => {
    const rows = [
      { title: 'Общая площадь', value: '22,9\u00a0м²' },
      { title: 'Жилая площадь', value: '14,1\u00a0м²' },
      { title: 'Высота потолков', value: '2,8\u00a0м' },
      { title: 'Комнат', value: '2' },
    ]
    expect(flatFacts(rows, record)).toEqual([
      { title: 'Общая площадь', value: '22,5\u00a0м²' },
      { title: 'Жилая площадь', value: '14,1\u00a0м²' },
      { title: 'Высота потолков', value: '2,85\u00a0м' },
      { title: 'Комнат', value: '1' },
    ])
    expect(flatFacts([{ title: 'Высота потолков', value: '3\u00a0м' }], { ...record, ceiling_height: null })).toEqual([
      { title: 'Высота потолков', value: '3\u00a0м' },
    ])
  })

  it('replaces the layout’s total area in its prose, and nothing else', () => {
    expect(withFlatArea('Студия 22,9\u00a0м² с кухней 6,9 м²', 22.9, 22.5)).toBe('Студия 22,5\u00a0м² с кухней 6,9 м²')
    expect(withFlatArea('Квартира 64,0 м², терраса 12,9 м²', 64, 63.6)).toBe('Квартира 63,6 м², терраса 12,9 м²')
    expect(withFlatArea('Квартира 64 м²', 64, 64)).toBe('Квартира 64 м²')
    expect(withFlatArea('Кухня 122,9 м²', 22.9, 22.5)).toBe('Кухня 122,9 м²')
  })
})
