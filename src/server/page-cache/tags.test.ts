// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  buildingTag,
  CATALOG,
  CATALOG_FROM,
  CATALOG_LIST,
  contentTag,
  floorTag,
  pageTags,
  pathOfCacheKey,
  propertyTag,
  type PropertyPlacement,
  tagsOfChange,
} from './tags'

const q = (query: string) => Buffer.from(query).toString('base64url')
/** Flat 787 on floor 12 of section 7 (building 3), beside 786 and 788; flat 5 in building 1. */
const catalogue: Record<number, PropertyPlacement> = {
  787: { id: 787, building: 3, floor: 12, floorMates: [786, 787, 788] },
  5: { id: 5, building: 1, floor: 2, floorMates: [5, 6] },
}
const placements = (ids: number[]) => (ids.every((id) => catalogue[id]) ? ids.map((id) => catalogue[id]!) : null)

/** The pages of the site a change must or must not expire, by path. */
const PAGES = [
  '/',
  '/location',
  '/yards',
  '/sunrise',
  '/privacy',
  '/construction-progress',
  `/construction-progress/q/${q('year=2025')}`,
  '/mortgage',
  '/flats',
  `/flats/q/${q('rooms=2')}`,
  '/flats/787',
  '/flats/787/print',
  '/flats/786',
  '/flats/5',
  '/properties/storage/5',
  '/flats/building/3',
  '/flats/building/3/floor/12',
  '/flats/building/3/floor/11',
  '/flats/building/1',
  '/flats/chess',
  `/flats/chess/q/${q('building=1')}`,
  `/flats/chess/q/${q('building=3')}`,
  '/parking',
  '/feeds/yandex.xml',
  '/sitemap.xml',
  `/booking/q/${q('ID=787')}`,
  `/booking/q/${q('ID=5')}`,
]

/** The paths whose pages a change expires. */
function expired(scope: ReturnType<typeof tagsOfChange>): string[] {
  if (scope === null) return []
  if (scope.all) return PAGES
  return PAGES.filter((path) => pageTags(path).some((tag) => scope.tags.includes(tag)))
}

describe('the map of changes to cached pages', () => {
  it('a price or status change of one flat expires its card, its floor, building, шахматка, the lists and feeds — no content page', () => {
    expect(expired(tagsOfChange({ kind: 'collection', slug: 'properties', id: 787 }, placements))).toEqual([
      '/flats',
      `/flats/q/${q('rooms=2')}`,
      '/flats/787',
      '/flats/787/print',
      '/flats/786', // its floor-mate's card shows it on the floor plan
      '/flats/building/3',
      '/flats/building/3/floor/12',
      '/flats/chess',
      `/flats/chess/q/${q('building=3')}`,
      '/parking',
      '/feeds/yandex.xml',
      '/sitemap.xml',
      `/booking/q/${q('ID=787')}`,
    ])
  })

  it('an import names its properties in one event: the union of their pages, never the main page by itself', () => {
    const pages = expired(tagsOfChange({ kind: 'collection', slug: 'properties', ids: [787, 5] }, placements))
    expect(pages).toEqual(
      expect.arrayContaining(['/flats/787', '/flats/5', '/properties/storage/5', '/flats/building/1', `/booking/q/${q('ID=5')}`]),
    )
    expect(pages).not.toContain('/')
    expect(pages).not.toContain('/flats/building/3/floor/11')
  })

  it('a property the catalogue in memory does not know expires every catalogue page, still no content page', () => {
    const pages = expired(tagsOfChange({ kind: 'collection', slug: 'properties', ids: [787, 999] }, placements))
    expect(pages).toEqual(PAGES.filter((p) => pageTags(p).includes(CATALOG)))
    expect(pages).not.toEqual(expect.arrayContaining(['/location']))
    expect(pages).not.toContain('/')
  })

  it('a page global expires its page alone; a global every page shows expires them all', () => {
    expect(expired(tagsOfChange({ kind: 'global', slug: 'location-page' }, placements))).toEqual(['/location'])
    expect(expired(tagsOfChange({ kind: 'global', slug: 'main-page' }, placements))).toEqual(['/'])
    expect(expired(tagsOfChange({ kind: 'global', slug: 'navigation' }, placements))).toEqual(PAGES)
    expect(expired(tagsOfChange({ kind: 'collection', slug: 'progress-cards', id: 1 }, placements))).toEqual([
      '/construction-progress',
      `/construction-progress/q/${q('year=2025')}`,
    ])
    expect(expired(tagsOfChange({ kind: 'collection', slug: 'banks', id: 1 }, placements))).toEqual(PAGES)
  })

  it('a picture changed or removed expires every page, and with the purge of all the front drops its cached files', () => {
    // The media files' week in a front (MEDIA_CACHE_CONTROL) relies on this: no purge by tags would reach them.
    expect(tagsOfChange({ kind: 'collection', slug: 'media', id: 1 }, placements)).toEqual({ all: true })
  })

  it('what visitors write and the logs expire nothing', () => {
    for (const slug of ['visitor-items', 'leads', 'property-changes', 'catalog-imports'])
      expect(tagsOfChange({ kind: 'collection', slug, id: 1 }, placements)).toBeNull()
    expect(tagsOfChange({ kind: 'global', slug: 'catalog-sync' }, placements)).toBeNull()
  })

  it('reads the page path from Next’s response cache key', () => {
    expect(pathOfCacheKey('/route-cache/APP_PAGE/0af3/$/index')).toBe('/')
    expect(pathOfCacheKey('/route-cache/APP_PAGE/0af3/$/flats/787')).toBe('/flats/787')
    expect(pathOfCacheKey('/route-cache/APP_ROUTE/0af3/$/sitemap.xml')).toBe('/sitemap.xml')
    expect(pageTags('/')).toEqual([contentTag('main'), CATALOG_FROM])
    expect(pageTags('/flats/building/3/floor/12')).toEqual([CATALOG, floorTag(3, 12)])
    expect(pageTags(`/flats/chess/q/${q('building=1,3&rooms=2')}`)).toEqual([CATALOG, buildingTag(1), buildingTag(3)])
    expect(pageTags('/properties/parking')).toEqual([CATALOG, CATALOG_LIST])
    expect(pageTags('/flats/787')).toEqual([CATALOG, propertyTag(787)])
    expect(pageTags('/flats/chess/q/%%%')).toEqual([CATALOG, 'catalog:chess'])
    expect(pageTags('/ui-kit')).toEqual([])
  })
})
