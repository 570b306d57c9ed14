import { describe, expect, it } from 'vitest'

import { demoSnapshot, toDetail } from '@/features/properties/testing'

import { flatDetail } from './flat-fixture'
import { flatMeta } from './flat-meta'

const PROJECT = 'ЖК «Новая Заря»'
const nb = (text: string) => text.replace(/ /g, '\u00a0')

describe('flatMeta (SPEC §2.2: meta from rooms, area, floor, section, number, building, finishing kind and the plan)', () => {
  it('builds the title from rooms, area, floor, building, section and number', () => {
    const meta = flatMeta(flatDetail(), PROJECT)
    expect(meta.title).toBe(`2-комнатная квартира ${nb('54,3 м²')}, ${nb('7 этаж')} — корпус 3, секция 2, ${nb('№ 123')}`)
    // With the project name it would pass 70 characters (html-validate long-title): the title goes alone.
    expect(`${meta.title} | ЖК «Новая Заря»`.length).toBeGreaterThan(70)
    expect(meta.absoluteTitle).toBe(meta.title)
    const short = flatMeta(flatDetail({ building: null, section: null }), PROJECT)
    expect(short.absoluteTitle).toBe(`${short.title} | ЖК «Новая Заря»`)
  })

  it('keeps every demo property’s document title within 70 characters', () => {
    const snapshot = demoSnapshot(1)
    const lengths = snapshot.items.map((_, i) => flatMeta(toDetail(snapshot, i), PROJECT).absoluteTitle.length)
    expect(Math.max(...lengths)).toBeLessThanOrEqual(70)
  })

  it('puts the finishing kind, the place and the price into the description', () => {
    const { description } = flatMeta(flatDetail(), PROJECT)
    expect(description).toContain(`на ${nb('7 этаже')}`)
    expect(description).toContain('корпус 3, секция 2')
    expect(description).toContain('отделка — чистовая')
    expect(description).toContain(nb('12 450 000 ₽'))
    expect(description).toContain(PROJECT)
  })

  it('names studios and euro layouts the way buyers search for them', () => {
    expect(flatMeta(flatDetail({ rooms: 0 }), PROJECT).title).toMatch(/^Квартира-студия /)
    expect(flatMeta(flatDetail({ rooms: 2, is_euro: true }), PROJECT).title).toMatch(/^2-комнатная квартира \(евроформат\) /)
  })

  it('uses the type label for other property types and leaves out what is unknown', () => {
    const meta = flatMeta(
      flatDetail({
        type: { value: 'parking', label: 'Машино-место' },
        rooms: null,
        area: 13.5,
        floor: -1,
        section: null,
        finishing_kind: null,
      }),
      PROJECT,
    )
    expect(meta.title).toBe(`Машино-место ${nb('13,5 м²')}, ${nb('-1 этаж')} — корпус 3, ${nb('№ 123')}`)
    expect(meta.description).not.toContain('отделка')
  })

  it('offers the plan image for Open Graph', () => {
    const detail = flatDetail()
    expect(flatMeta(detail, PROJECT).image).toBe(detail.plan)
    expect(flatMeta(flatDetail({ plan: null }), PROJECT).image).toBeNull()
  })
})
