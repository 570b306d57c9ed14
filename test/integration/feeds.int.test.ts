// The listing feeds through the real route handlers on a seeded database (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set): the Yandex.Realty feed, sitemap.xml and robots.txt.
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, inject, it } from 'vitest'

import * as feedRoute from '@/app/feeds/yandex.xml/route'
import robots from '@/app/robots'
import * as sitemapRoute from '@/app/sitemap.xml/route'
import { cms } from '@/cms/client'
import { HomeJsonLd, PropertyJsonLd } from '@/features/feeds'
import { propertyByRef } from '@/features/properties'
import { getSiteSettings } from '@/features/settings/server'

const dialect = inject('dialect')
const YRL = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06'

/** The elements every offer must carry: the list of Yandex's new-building feed elements. */
const REQUIRED = [
  'type',
  'property-type',
  'category',
  'url',
  'creation-date',
  'location > country',
  'location > locality-name',
  'location > address',
  'sales-agent > category',
  'sales-agent > organization',
  'sales-agent > phone',
  'sales-agent > url',
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

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function get(route: Route, path: string, headers: Record<string, string> = {}) {
  const response = await route(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve({}) })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** Parses XML with a real XML parser (jsdom's, saxes-based): malformed XML throws. */
function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document
}

async function feed() {
  const response = await get(feedRoute.GET, '/feeds/yandex.xml')
  expect(response.status).toBe(200)
  return { ...response, doc: parseXml(response.body) }
}

const offerIds = (doc: Document) => [...doc.querySelectorAll('realty-feed > offer')].map((o) => o.getAttribute('internal-id'))

/** Available flats as Payload itself counts them (an independent path from the catalogue): available, or held with the hold run out. */
async function availableFlats() {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'properties',
    where: {
      and: [
        { type: { equals: 'flat' } },
        {
          or: [
            { status: { equals: 'available' } },
            { and: [{ status: { equals: 'booked' } }, { hold_until: { less_than_equal: new Date().toISOString() } }] },
          ],
        },
      ],
    },
    pagination: false,
    depth: 0,
    select: { ref_id: true },
  })
  return docs
}

/** Waits until the catalogue has seen a write (its hooks run before the commit). */
async function catalogueSettles(test: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100 && !(await test()); i++) await new Promise((resolve) => setTimeout(resolve, 50))
}

describe(`GET /feeds/yandex.xml on ${dialect}`, () => {
  const payload = cms()
  const restore: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const undo of restore.reverse()) await undo()
  })

  it('is well-formed YRL, served as XML with feed caching and validators', async () => {
    const { headers, doc, body } = await feed()
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(doc.documentElement.localName).toBe('realty-feed')
    expect(doc.documentElement.namespaceURI).toBe(YRL)
    expect(doc.querySelector('realty-feed > generation-date')?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/)

    const again = await get(feedRoute.GET, '/feeds/yandex.xml', { 'if-none-match': headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
  })

  it('has one offer per available flat, each with every required element', async () => {
    const { doc } = await feed()
    const expected = await availableFlats()
    const ids = offerIds(doc)
    expect(ids.length).toBeGreaterThan(100)
    expect(new Set(ids)).toEqual(new Set(expected.map((d) => d.ref_id)))
    expect(ids).toHaveLength(new Set(ids).size)
    for (const offer of doc.querySelectorAll('realty-feed > offer')) {
      for (const path of REQUIRED)
        expect(offer.querySelector(`:scope > ${path}`)?.textContent?.trim(), `${offer.getAttribute('internal-id')}: ${path}`).toBeTruthy()
      const rooms = offer.querySelector(':scope > rooms')
      const studio = offer.querySelector(':scope > studio')
      expect(Boolean(rooms) !== Boolean(studio)).toBe(true)
      expect(offer.querySelector(':scope > url')!.textContent).toMatch(/^https?:\/\/[^/]+\/flats\/\d+$/)
      expect(offer.querySelector(':scope > image')!.textContent).toMatch(/^https?:\/\/[^/]+\/cms-api\/media\/file\//)
      expect(['hand-over', 'unfinished']).toContain(offer.querySelector(':scope > building-state')!.textContent)
    }
    expect(doc.querySelectorAll('offer > studio').length).toBeGreaterThan(0)
  })

  it('leaves out sold flats, and drops a flat as soon as it is sold', async () => {
    const p = await payload
    const { docs: sold } = await p.find({
      collection: 'properties',
      where: { and: [{ type: { equals: 'flat' } }, { status: { equals: 'sold' } }] },
      limit: 1,
      depth: 0,
    })
    const before = offerIds((await feed()).doc)
    expect(before).not.toContain(sold[0]!.ref_id)

    const [flat] = await availableFlats()
    const { docs } = await p.find({ collection: 'properties', where: { ref_id: { equals: flat!.ref_id } }, limit: 1, depth: 0 })
    const original = docs[0]!
    expect(before).toContain(original.ref_id)
    await p.update({ collection: 'properties', id: original.id, data: { status: 'sold' } })
    restore.push(() =>
      p.update({ collection: 'properties', id: original.id, data: { status: original.status, hold_until: original.hold_until ?? null } }),
    )
    await catalogueSettles(async () => (await propertyByRef(original.id))?.status === 'sold')
    const after = offerIds((await feed()).doc)
    expect(after).not.toContain(original.ref_id)
    expect(after).toHaveLength(before.length - 1)
  })

  it('escapes every value: a developer name with markup characters stays text', async () => {
    const p = await payload
    const settings = await p.findGlobal({ slug: 'site-settings', depth: 0 })
    const hostile = `ООО «Горизонт & Ко» <СЗ> "Заря" 'Север'`
    await p.updateGlobal({ slug: 'site-settings', data: { developer_name: hostile } })
    restore.push(() => p.updateGlobal({ slug: 'site-settings', data: { developer_name: settings.developer_name } }))
    const { doc, body } = await feed()
    const organizations = [...doc.querySelectorAll('offer > sales-agent > organization')].map((o) => o.textContent)
    expect(new Set(organizations)).toEqual(new Set([hostile]))
    expect(body).toContain('ООО «Горизонт &amp; Ко» &lt;СЗ&gt; &quot;Заря&quot; &apos;Север&apos;')
  })
})

describe(`GET /sitemap.xml on ${dialect}`, () => {
  it('lists the public pages and the card of every available property, with lastmod', async () => {
    const response = await get(sitemapRoute.GET, '/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const doc = parseXml(response.body)
    expect(doc.documentElement.localName).toBe('urlset')
    const urls = [...doc.querySelectorAll('url')].map((u) => ({
      loc: u.querySelector('loc')!.textContent!,
      lastmod: u.querySelector('lastmod')?.textContent ?? null,
    }))
    const paths = urls.map((u) => new URL(u.loc).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/', '/flats', '/mortgage', '/construction-progress', '/location', '/parking']))
    expect(paths.some((p) => p === '/test' || p.startsWith('/ui-kit') || p.startsWith('/booking'))).toBe(false)

    const payload = await cms()
    const now = new Date().toISOString()
    const { docs: available } = await payload.find({
      collection: 'properties',
      where: {
        or: [{ status: { equals: 'available' } }, { and: [{ status: { equals: 'booked' } }, { hold_until: { less_than_equal: now } }] }],
      },
      pagination: false,
      depth: 0,
      select: { type: true },
    })
    const expected = available.map((d) => (d.type === 'flat' ? `/flats/${d.id}` : `/properties/${d.type}/${d.id}`))
    const cards = paths.filter((p) => /^\/(flats|properties\/[a-z]+)\/\d+$/.test(p))
    expect(new Set(cards)).toEqual(new Set(expected))
    for (const url of urls.filter((u) => /\/\d+$/.test(u.loc))) expect(Number.isFinite(Date.parse(url.lastmod!))).toBe(true)

    const { docs: sold } = await payload.find({ collection: 'properties', where: { status: { equals: 'sold' } }, limit: 1, depth: 0 })
    expect(cards).not.toContain(sold[0]!.type === 'flat' ? `/flats/${sold[0]!.id}` : `/properties/${sold[0]!.type}/${sold[0]!.id}`)
  })

  it('answers 404 for a part that does not exist or is not a number', async () => {
    expect((await get(sitemapRoute.GET, '/sitemap.xml?part=2')).status).toBe(404)
    expect((await get(sitemapRoute.GET, '/sitemap.xml?part=abc')).status).toBe(404)
    expect((await get(sitemapRoute.GET, '/sitemap.xml?part=1')).status).toBe(200)
  })
})

describe('robots.txt', () => {
  it('disallows the back office and the API and points at the sitemap', () => {
    const rules = robots()
    const rule = Array.isArray(rules.rules) ? rules.rules[0]! : rules.rules
    expect(rule.disallow).toEqual(expect.arrayContaining(['/admin', '/api/', '/cms-api/']))
    expect(rules.sitemap).toMatch(/^https?:\/\/.+\/sitemap\.xml$/)
  })
})

/** The JSON of the data block a server component renders. */
function jsonLdOf(html: string): Record<string, unknown> {
  const script = new JSDOM(html).window.document.querySelector('script[type="application/ld+json"]')
  expect(script).not.toBeNull()
  return JSON.parse(script!.textContent!) as Record<string, unknown>
}

describe(`JSON-LD from the real data on ${dialect}`, () => {
  it('describes the developer and the complex with its number of flats on sale on the home page', async () => {
    const settings = await getSiteSettings()
    const data = jsonLdOf(renderToStaticMarkup(await HomeJsonLd({ settings })))
    const [organization, complex] = data['@graph'] as Record<string, unknown>[]
    expect(organization).toMatchObject({ '@type': 'Organization', name: settings.developerName, telephone: settings.phone })
    expect(complex).toMatchObject({
      '@type': 'ApartmentComplex',
      name: settings.projectName,
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      numberOfAvailableAccommodationUnits: { value: (await availableFlats()).length },
    })
  })

  it('describes an available flat as an Apartment with an Offer in stock, and renders nothing for an unknown id', async () => {
    const settings = await getSiteSettings()
    const payload = await cms()
    const [flat] = await availableFlats()
    const { docs } = await payload.find({ collection: 'properties', where: { ref_id: { equals: flat!.ref_id } }, limit: 1, depth: 0 })
    const data = jsonLdOf(renderToStaticMarkup(await PropertyJsonLd({ id: String(docs[0]!.id), settings })))
    expect(data).toMatchObject({
      '@type': ['Apartment', 'Product'],
      sku: flat!.ref_id,
      floorSize: { unitCode: 'MTK', value: Number(docs[0]!.area) },
      offers: { '@type': 'Offer', price: Number(docs[0]!.price), priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
    })
    expect(await PropertyJsonLd({ id: '99999999', settings })).toBeNull()
    expect(await PropertyJsonLd({ id: 'not-an-id', settings })).toBeNull()
  })
})
