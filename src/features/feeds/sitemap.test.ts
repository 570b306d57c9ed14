import { describe, expect, it } from 'vitest'

import { ROUTES } from '@/features/navigation'
import { effectiveStatus } from '@/features/properties'
import { catalogPlacesIn, demoSnapshot, propertiesWhereIn } from '@/features/properties/testing'

import {
  floorPlanEntries,
  pageEntries,
  propertyEntries,
  SITEMAP_EXCLUDED_ROUTES,
  SITEMAP_PAGES,
  sitemapDocument,
  urlsetXml,
  type SitemapEntry,
} from './sitemap'

const SITE = 'https://novaya-zarya.example'
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

describe('sitemap pages', () => {
  it('lists or deliberately excludes every route of the site, so a new page cannot be forgotten', () => {
    const listed = new Set(SITEMAP_PAGES.map((p) => p.route))
    const missing = ROUTES.map((r) => r.name).filter((name) => !listed.has(name) && !SITEMAP_EXCLUDED_ROUTES.has(name))
    expect(missing).toEqual([])
  })

  it('never lists the diagnostics page, the UI kit or the booking form', () => {
    const paths = SITEMAP_PAGES.map((p) => p.path)
    expect(paths).not.toContain('/test')
    expect(paths.some((p) => p.startsWith('/ui-kit') || p.startsWith('/booking'))).toBe(false)
    expect(paths).toEqual(expect.arrayContaining(['/', '/flats', '/mortgage', '/construction-progress']))
  })

  it('dates a page by the newest change of what it shows', () => {
    const sources = new Map([
      ['global:mortgage-page', 1_000],
      ['collection:mortgage-programs', 3_000],
      ['collection:banks', 2_000],
      ['global:main-page', 500],
    ])
    const entries = pageEntries(SITE, sources, new Map([['flat', 7_000]]))
    const at = (path: string) => entries.find((e) => e.url === `${SITE}${path === '/' ? '/' : path}`)?.lastModified
    expect(at('/mortgage')).toBe(3_000)
    expect(at('/')).toBe(500)
    expect(at('/flats')).toBe(7_000)
    expect(at('/favorites')).toBeNull()
  })
})

describe('propertyEntries', () => {
  it('lists the card of every available property at its canonical URL, and nothing booked or sold', () => {
    const snapshot = demoSnapshot(1, NOW)
    const dates = new Map(snapshot.items.map((r) => [r.id, { createdAt: 1, updatedAt: r.id }]))
    const { entries, newest } = propertyEntries(propertiesWhereIn(snapshot, { status: 'available' }), SITE, dates)
    const available = snapshot.items.filter((r) => effectiveStatus(r.status, r.hold_until, NOW) === 'available')
    expect(entries.map((e) => e.url)).toEqual(
      available.map((r) => (r.type === 'flat' ? `${SITE}/flats/${r.id}` : `${SITE}/properties/${r.type}/${r.id}`)),
    )
    expect(entries.every((e) => e.lastModified !== null)).toBe(true)
    expect(newest.get('flat')).toBe(Math.max(...available.filter((r) => r.type === 'flat').map((r) => r.id)))
  })
})

describe('sitemapDocument', () => {
  const entries: SitemapEntry[] = Array.from({ length: 5 }, (_, i) => ({
    url: `${SITE}/flats/${i + 1}`,
    lastModified: Date.UTC(2026, 0, i + 1),
  }))

  it('is one well-formed urlset while the URLs fit in one file', () => {
    const doc = parse(sitemapDocument(entries, SITE, undefined)!)
    expect(doc.documentElement.localName).toBe('urlset')
    expect([...doc.querySelectorAll('url > loc')].map((l) => l.textContent)).toEqual(entries.map((e) => e.url))
    expect(doc.querySelector('url > lastmod')?.textContent).toBe('2026-01-01T00:00:00.000Z')
    expect(sitemapDocument(entries, SITE, 2)).toBeNull()
  })

  it('becomes an index of parts past the limit, each part within it', () => {
    const index = parse(sitemapDocument(entries, SITE, undefined, 2)!)
    expect(index.documentElement.localName).toBe('sitemapindex')
    expect([...index.querySelectorAll('sitemap > loc')].map((l) => l.textContent)).toEqual(
      [1, 2, 3].map((n) => `${SITE}/sitemap.xml?part=${n}`),
    )
    expect(index.querySelectorAll('sitemap > lastmod')[2]?.textContent).toBe('2026-01-05T00:00:00.000Z')
    const last = parse(sitemapDocument(entries, SITE, 3, 2)!)
    expect([...last.querySelectorAll('loc')].map((l) => l.textContent)).toEqual([`${SITE}/flats/5`])
    expect(sitemapDocument(entries, SITE, 4, 2)).toBeNull()
  })

  it('escapes URLs', () => {
    const doc = parse(urlsetXml([{ url: `${SITE}/a?b=1&c=<2>`, lastModified: null }]))
    expect(doc.querySelector('loc')?.textContent).toBe(`${SITE}/a?b=1&c=<2>`)
    expect(doc.querySelector('lastmod')).toBeNull()
  })
})

describe('floor-choice pages', () => {
  it('lists every building and each of its floors with flats, dated by its newest flat change', () => {
    const snapshot = demoSnapshot(1, NOW)
    const flats = snapshot.items.filter((r) => r.type === 'flat')
    const building = flats[0]!.building
    const dates = new Map([[flats[0]!.id, { createdAt: 1, updatedAt: 9_000 }]])
    const entries = floorPlanEntries(catalogPlacesIn(snapshot), propertiesWhereIn(snapshot, { type: 'flat' }), SITE, dates)
    const floors = new Set(flats.filter((r) => r.building === building).map((r) => r.floor))
    const own = entries.filter((e) => e.url.startsWith(`${SITE}/flats/building/${building}`))
    expect(own.map((e) => e.url)).toEqual([
      `${SITE}/flats/building/${building}`,
      ...[...floors].sort((a, b) => a - b).map((f) => `${SITE}/flats/building/${building}/floor/${f}`),
    ])
    expect(own.every((e) => e.lastModified === 9_000)).toBe(true)
    expect(entries).toHaveLength(snapshot.buildings.size + new Set(flats.map((r) => `${r.building}:${r.floor}`)).size)
  })
})
