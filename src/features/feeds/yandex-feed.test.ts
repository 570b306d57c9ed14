import { describe, expect, it } from 'vitest'

import { effectiveStatus } from '@/features/properties'
import { catalogPlacesIn, demoSnapshot, propertiesWhereIn, toCard } from '@/features/properties/testing'

import {
  feedOffers,
  RENOVATION,
  renderYandexFeed,
  streetAddress,
  YRL_NAMESPACE,
  type FeedAgent,
  type FeedComplex,
  type PropertyDates,
} from './yandex-feed'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const SITE = 'https://novaya-zarya.example'
const agent: FeedAgent = { organization: 'ГК «Горизонт»', phone: '+7 (812) 555-35-35', email: 'sales@novaya-zarya.example', url: SITE }
const complex: FeedComplex = { name: 'ЖК «Новая Заря»', locality: 'Санкт-Петербург', latitude: 59.9012, longitude: 30.4468 }

/** The elements every offer must carry (the list of Yandex's new-building feed elements). */
const REQUIRED = [
  'type',
  'property-type',
  'category',
  'url',
  'creation-date',
  'location > country',
  'location > locality-name',
  'location > address',
  'sales-agent > phone',
  'sales-agent > category',
  'sales-agent > organization',
  'price > value',
  'price > currency',
  'area > value',
  'area > unit',
  'floor',
  'floors-total',
  'building-name',
  'building-section',
  'built-year',
  'ready-quarter',
  'building-state',
  'new-flat',
  'renovation',
  'image',
]

function setup() {
  const snapshot = demoSnapshot(1, NOW)
  const dates: PropertyDates = new Map(snapshot.items.map((r) => [r.id, { createdAt: NOW - 86_400_000, updatedAt: NOW - 3_600_000 }]))
  const flats = propertiesWhereIn(snapshot, { type: 'flat', status: 'available' })
  const cards = flats.map((f) => toCard(snapshot, snapshot.indexOf.get(f.id)!))
  const offers = feedOffers({ flats, cards, places: catalogPlacesIn(snapshot) }, { siteUrl: SITE, dates, locality: complex.locality })
  return { snapshot, offers }
}

/**
 * An offer's texts by path ('price > value'), read in one walk over its children: 25 selector queries for each of
 * ~1,000 offers took over 5 s in jsdom on the CI machine.
 */
function textsByPath(offer: Element): Map<string, string> {
  const texts = new Map<string, string>()
  for (const child of offer.children) {
    if (!texts.get(child.localName)) texts.set(child.localName, child.textContent ?? '')
    for (const grandchild of child.children) {
      const path = `${child.localName} > ${grandchild.localName}`
      if (!texts.get(path)) texts.set(path, grandchild.textContent ?? '')
    }
  }
  return texts
}

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

describe('feedOffers', () => {
  it('lists exactly the available flats, studios included, a booking whose hold ran out counting as available', () => {
    const { snapshot, offers } = setup()
    const expected = snapshot.items.filter((r) => r.type === 'flat' && effectiveStatus(r.status, r.hold_until, NOW) === 'available')
    expect(offers.map((o) => o.internalId)).toEqual(expected.map((r) => r.ref_id))
    const expiredHold = snapshot.items.find(
      (r) => r.type === 'flat' && r.status === 'booked' && r.hold_until !== null && r.hold_until <= NOW,
    )
    const runningHold = snapshot.items.find(
      (r) => r.type === 'flat' && r.status === 'booked' && r.hold_until !== null && r.hold_until > NOW,
    )
    const sold = snapshot.items.find((r) => r.type === 'flat' && r.status === 'sold')!
    const ids = new Set(offers.map((o) => o.internalId))
    if (expiredHold) expect(ids.has(expiredHold.ref_id)).toBe(true)
    if (runningHold) expect(ids.has(runningHold.ref_id)).toBe(false)
    expect(ids.has(sold.ref_id)).toBe(false)
    expect(offers.some((o) => o.studio)).toBe(true)
  })

  it('states a studio as studio without rooms, and other flats by their rooms', () => {
    const { snapshot, offers } = setup()
    for (const offer of offers.slice(0, 200)) {
      const record = snapshot.items.find((r) => r.ref_id === offer.internalId)!
      expect(offer.studio).toBe(record.rooms === 0)
      expect(offer.rooms).toBe(record.rooms === 0 ? null : record.rooms)
    }
  })

  it('maps the section completion to building-state and the finishing kind to Yandex renovation', () => {
    const { snapshot, offers } = setup()
    for (const offer of offers) {
      const record = snapshot.items.find((r) => r.ref_id === offer.internalId)!
      const section = snapshot.sections.get(record.section)!
      expect(offer.buildingState).toBe(section.completion_status === 'completed' ? 'hand-over' : 'unfinished')
      expect(offer.renovation).toBe(record.finishing_kind ? RENOVATION[record.finishing_kind] : null)
      expect(offer.url).toBe(`${SITE}/flats/${record.id}`)
      expect(offer.planUrl).toMatch(/^https:\/\/novaya-zarya\.example\/cms-api\/media\/file\//)
      expect(offer.buildingSection).toMatch(/^корпус \d+, секция \d+$/)
    }
    expect(new Set(offers.map((o) => o.buildingState))).toEqual(new Set(['hand-over', 'unfinished']))
  })

  it('maps every finishing kind to one of Yandex’s renovation values', () => {
    expect(Object.values(RENOVATION)).toEqual(['без отделки', 'предчистовая отделка', 'чистовая отделка', 'под ключ'])
  })
})

describe('renderYandexFeed', () => {
  // The whole demo's feed (~1,000 offers) parsed by jsdom: 2 s on an idle machine, 5 s (the default limit) in a CI run.
  it('is well-formed YRL whose every offer carries every required element', () => {
    const { offers } = setup()
    const doc = parse(renderYandexFeed({ generatedAt: NOW, offers, agent, complex }))
    const root = doc.documentElement
    expect(root.localName).toBe('realty-feed')
    expect(root.namespaceURI).toBe(YRL_NAMESPACE)
    expect(root.querySelector(':scope > generation-date')?.textContent).toBe('2026-11-22T12:00:00+00:00')
    const elements = [...root.querySelectorAll(':scope > offer')]
    expect(elements).toHaveLength(offers.length)
    const faults: string[] = []
    for (const offer of elements) {
      const id = offer.getAttribute('internal-id')
      const texts = textsByPath(offer)
      for (const path of REQUIRED) if (!texts.get(path)) faults.push(`${id}: no ${path}`)
      if (texts.has('rooms') === texts.has('studio')) faults.push(`${id}: rooms and studio`)
      if (offer.querySelector(':scope > image')?.getAttribute('tag') !== 'plan') faults.push(`${id}: the first image is not the plan`)
    }
    expect(faults).toEqual([])
  }, 20_000)

  it('writes the fixed values Yandex expects for a developer’s new flat', () => {
    const { offers } = setup()
    const doc = parse(renderYandexFeed({ generatedAt: NOW, offers: offers.slice(0, 1), agent, complex }))
    const offer = doc.querySelector('offer')!
    const text = (path: string) => offer.querySelector(`:scope > ${path}`)?.textContent
    expect(text('type')).toBe('продажа')
    expect(text('property-type')).toBe('жилая')
    expect(text('category')).toBe('квартира')
    expect(text('location > country')).toBe('Россия')
    expect(text('location > latitude')).toBe('59.9012')
    expect(text('sales-agent > category')).toBe('застройщик')
    expect(text('price > currency')).toBe('RUB')
    expect(text('area > unit')).toBe('кв. м')
    expect(text('new-flat')).toBe('да')
    expect(text('building-name')).toBe('ЖК «Новая Заря»')
    expect(text('creation-date')).toBe('2026-11-21T12:00:00+00:00')
  })

  it('escapes every value: markup in a CMS text stays text', () => {
    const { offers } = setup()
    const hostile = { ...complex, name: `ЖК "<Заря>" & 'Ко'</building-name><x>` }
    const doc = parse(
      renderYandexFeed({ generatedAt: NOW, offers: offers.slice(0, 2), agent: { ...agent, organization: 'A & B <c>' }, complex: hostile }),
    )
    expect(doc.querySelector('offer > building-name')?.textContent).toBe(hostile.name)
    expect(doc.querySelector('offer > sales-agent > organization')?.textContent).toBe('A & B <c>')
    expect(doc.getElementsByTagName('x')).toHaveLength(0)
  })

  it('leaves out coordinates and a phone it does not have instead of writing empty elements', () => {
    const { offers } = setup()
    const doc = parse(
      renderYandexFeed({
        generatedAt: NOW,
        offers: offers.slice(0, 1),
        agent: { ...agent, phone: null },
        complex: { ...complex, latitude: null, longitude: null },
      }),
    )
    expect(doc.querySelector('latitude')).toBeNull()
    expect(doc.querySelector('sales-agent > phone')).toBeNull()
  })
})

describe('streetAddress', () => {
  it('drops the city that locality-name already states', () => {
    expect(streetAddress('Санкт-Петербург, Заречная наб., 12, корп. 1', 'Санкт-Петербург')).toBe('Заречная наб., 12, корп. 1')
    expect(streetAddress('Заречная наб., 12', 'Санкт-Петербург')).toBe('Заречная наб., 12')
    expect(streetAddress(null, 'Санкт-Петербург')).toBeNull()
  })
})
