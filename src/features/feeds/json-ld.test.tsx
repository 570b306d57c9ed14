import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { demoSnapshot, toCard, toDetail } from '@/features/properties/testing'

import {
  AVAILABILITY,
  complexJsonLd,
  homeJsonLd,
  offerListJsonLd,
  organizationJsonLd,
  propertyJsonLd,
  propertyName,
  type JsonLdFacts,
} from './json-ld'
import { JsonLd, serializeJsonLd } from './json-ld-script'

const facts: JsonLdFacts = {
  siteUrl: 'https://novaya-zarya.example',
  projectName: 'ЖК «Новая Заря»',
  organization: 'ГК «Горизонт»',
  phone: '+7 (812) 555-35-35',
  email: 'sales@novaya-zarya.example',
  // As the settings store it: with the city, which addressLocality states (the feed strips it the same way).
  officeAddress: 'Санкт-Петербург, Заречная наб., 12, корп. 1',
  locality: 'Санкт-Петербург',
  latitude: 59.9012,
  longitude: 30.4468,
}

const snapshot = demoSnapshot(1)
const indexWhere = (test: (r: (typeof snapshot.items)[number], i: number) => boolean) => snapshot.items.findIndex(test)
const detailWhere = (test: Parameters<typeof indexWhere>[0]) => toDetail(snapshot, indexWhere(test))

describe('organizationJsonLd', () => {
  it('describes the developer with its site, logo, phone, e-mail and sales office', () => {
    expect(organizationJsonLd(facts)).toEqual({
      '@type': 'Organization',
      '@id': 'https://novaya-zarya.example/#organization',
      name: 'ГК «Горизонт»',
      url: 'https://novaya-zarya.example/',
      logo: 'https://novaya-zarya.example/logo.png',
      telephone: '+7 (812) 555-35-35',
      email: 'sales@novaya-zarya.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Заречная наб., 12, корп. 1',
        addressLocality: 'Санкт-Петербург',
        addressCountry: 'RU',
      },
    })
  })

  it('leaves out what the settings do not have instead of writing nulls', () => {
    const node = organizationJsonLd({ ...facts, phone: null, email: null, officeAddress: null })
    expect(Object.keys(node)).toEqual(['@type', '@id', 'name', 'url', 'logo'])
  })

  it('writes the office address the way the complex and the feed write theirs (one stored text, city apart)', () => {
    const complex = complexJsonLd(facts, {
      buildings: [{ name: 'Корпус 1', address: 'Санкт-Петербург, Заречная наб., 12, корп. 1' }],
      availableFlats: 1,
    })
    expect(organizationJsonLd(facts).address).toEqual(complex.address)
  })
})

describe('complexJsonLd', () => {
  it('is an ApartmentComplex with its address, coordinates, buildings and the number of flats on sale', () => {
    const node = complexJsonLd(facts, {
      buildings: [
        { name: 'Корпус 1', address: 'Заречная наб., 12, корп. 1' },
        { name: 'Корпус 2', address: null },
      ],
      availableFlats: 1212,
    })
    expect(node).toMatchObject({
      '@type': 'ApartmentComplex',
      name: 'ЖК «Новая Заря»',
      address: { streetAddress: 'Заречная наб., 12, корп. 1', addressLocality: 'Санкт-Петербург' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.9012, longitude: 30.4468 },
      numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: 1212 },
    })
    // schema.org defines no provider on a place (ApartmentComplex → Residence → Place).
    expect(node).not.toHaveProperty('provider')
    expect(node.containsPlace).toEqual([
      { '@type': 'Residence', name: 'Корпус 1', address: expect.objectContaining({ streetAddress: 'Заречная наб., 12, корп. 1' }) },
      { '@type': 'Residence', name: 'Корпус 2' },
    ])
  })

  it('has no geo without coordinates', () => {
    expect(complexJsonLd({ ...facts, latitude: null, longitude: null }, { buildings: [], availableFlats: 0 }).geo).toBeUndefined()
  })

  it('joins the developer and the complex in one graph for the home page', () => {
    const graph = homeJsonLd(facts, { buildings: [], availableFlats: 3 })
    expect(graph['@context']).toBe('https://schema.org')
    expect((graph['@graph'] as { '@type': string }[]).map((n) => n['@type'])).toEqual(['Organization', 'ApartmentComplex'])
  })
})

describe('propertyJsonLd', () => {
  it('describes a flat as an Apartment and a Product with an Offer in roubles', () => {
    const detail = detailWhere((r) => r.type === 'flat' && r.rooms === 2 && r.status === 'available' && r.hold_until === null)
    const node = propertyJsonLd(detail, facts)
    const url = `https://novaya-zarya.example/flats/${detail.id}`
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Apartment', 'Product'],
      url,
      sku: detail.ref_id,
      numberOfRooms: 2,
      floorSize: { '@type': 'QuantitativeValue', value: detail.area, unitCode: 'MTK' },
      floorLevel: String(detail.floor),
      containedInPlace: { '@type': 'ApartmentComplex', name: 'ЖК «Новая Заря»' },
      offers: { '@type': 'Offer', price: detail.price, priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url },
    })
    expect(node.image).toMatch(/^https:\/\/novaya-zarya\.example\/cms-api\/media\/file\//)
    expect(node.name).toBe(propertyName(detail))
  })

  it('counts a studio as one room', () => {
    expect(
      propertyJsonLd(
        detailWhere((r) => r.type === 'flat' && r.rooms === 0),
        facts,
      ).numberOfRooms,
    ).toBe(1)
  })

  it('states a sold flat as sold out and a held one as reserved', () => {
    const sold = propertyJsonLd(
      detailWhere((r) => r.type === 'flat' && r.status === 'sold'),
      facts,
    )
    expect((sold.offers as { availability: string }).availability).toBe(AVAILABILITY.sold)
    expect(AVAILABILITY.booked).toBe('https://schema.org/Reserved')
  })

  it('describes parking as a Product at its /properties/{type}/{id} address', () => {
    const detail = detailWhere((r) => r.type === 'parking')
    const node = propertyJsonLd(detail, facts)
    expect(node['@type']).toBe('Product')
    expect(node.numberOfRooms).toBeUndefined()
    expect(node.url).toBe(`https://novaya-zarya.example/properties/parking/${detail.id}`)
  })

  for (const type of ['parking', 'storage', 'commercial'] as const) {
    it(`gives a ${type} Product an image (its drawing, having no plan) and a description from its data`, () => {
      const detail = detailWhere((r) => r.type === type)
      const node = propertyJsonLd(detail, facts)
      expect(detail.plan).toBeNull()
      expect(node.image).toBe(`https://novaya-zarya.example/images/property-types/${type}.svg`)
      expect(node.description).toContain(detail.type.label)
      expect(node.description).toContain(`${String(detail.area).replace('.', ',')} м²`)
      expect(node.description).toMatch(/Цена [\d\u00a0 ]+₽/)
    })
  }
})

describe('offerListJsonLd', () => {
  it('lists the cards of a page in order by their URLs, positioned from its offset (the card holds the Product)', () => {
    const cards = [0, 1, 2].map((n) =>
      toCard(
        snapshot,
        indexWhere((r, i) => r.type === 'flat' && i >= n * 10),
      ),
    )
    const list = offerListJsonLd(cards, facts, { name: 'Квартиры', offset: 24 })
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Квартиры', numberOfItems: 3 })
    expect(list.itemListElement).toEqual(
      cards.map((card, i) => ({ '@type': 'ListItem', position: 25 + i, url: `https://novaya-zarya.example/flats/${card.id}` })),
    )
  })
})

describe('JsonLd', () => {
  it('renders a data block whose JSON parses back to the data', () => {
    const data = homeJsonLd(facts, { buildings: [], availableFlats: 3 })
    const html = renderToStaticMarkup(<JsonLd data={data} />)
    const script = new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="application/ld+json"]')!
    expect(JSON.parse(script.textContent!)).toEqual(data)
  })

  it('cannot be broken out of by a value: < > & are escaped, so the element ends only at its own end tag', () => {
    const name = '</script><script>alert(1)</script><!--'
    const html = renderToStaticMarkup(<JsonLd data={{ name }} />)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
    expect(doc.querySelectorAll('script')).toHaveLength(1)
    expect(JSON.parse(doc.querySelector('script')!.textContent!)).toEqual({ name })
    expect(serializeJsonLd({ a: 'x\u2028y&' })).toBe('{"a":"x\\u2028y\\u0026"}')
  })
})
