/**
 * sitemap.xml: every public page and the card of every available property, with lastmod. Pure: entries
 * in, documents out (sitemap-server.ts loads the dates). Next's own sitemap.ts neither escapes <loc> nor
 * writes a sitemap index, so past 50,000 URLs /sitemap.xml becomes an index of /sitemap.xml?part=N.
 */
import { buildingPath, floorPath, type RouteName } from '@/features/navigation'
import type { CatalogPlaces, CatalogProperty } from '@/features/properties'

import { absoluteUrl, propertyPath } from './urls'
import { parentElement, textElement, XML_DECLARATION } from './xml'
import type { PropertyDates } from './yandex-feed'

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** What a page's lastmod follows: CMS globals, collections, or the properties of a type in the catalogue. */
export interface PageSources {
  globals?: readonly string[]
  collections?: readonly string[]
  catalogue?: string
}

/** A page of the sitemap. */
export interface SitemapPage {
  route: RouteName
  path: string
  sources: PageSources
}

/**
 * The public pages listed (SPEC §2.1 routes without parameters, and the list of commercial premises, which
 * has no page of its own). /properties/flat, /parking and /storage duplicates are left to their own pages.
 */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { route: 'index', path: '/', sources: { globals: ['main-page'] } },
  { route: 'flats', path: '/flats', sources: { catalogue: 'flat' } },
  { route: 'flats-chess', path: '/flats/chess', sources: { catalogue: 'flat' } },
  { route: 'parking', path: '/parking', sources: { catalogue: 'parking' } },
  { route: 'storage', path: '/storage', sources: { catalogue: 'storage' } },
  { route: 'properties-type', path: '/properties/commercial', sources: { catalogue: 'commercial' } },
  { route: 'location', path: '/location', sources: { globals: ['location-page'] } },
  { route: 'yards', path: '/yards', sources: { globals: ['yards-page'] } },
  { route: 'sunrise', path: '/sunrise', sources: { globals: ['sunrise-page'] } },
  { route: 'mortgage', path: '/mortgage', sources: { globals: ['mortgage-page'], collections: ['mortgage-programs', 'banks'] } },
  {
    route: 'construction-progress',
    path: '/construction-progress',
    sources: { globals: ['progress-page'], collections: ['progress-cards'] },
  },
  { route: 'favorites', path: '/favorites', sources: {} },
]

/**
 * Routes that are never listed: the diagnostics page, the UI kit, the print sheets (noindex), and the
 * cards, which are listed one by one from the catalogue.
 */
export const SITEMAP_EXCLUDED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'test',
  'ui-kit',
  'ui-kit-category',
  'flats-id',
  'flats-id-print',
  'properties-type-id',
  // Listed one by one from the catalogue too (floorPlanEntries).
  'flats-building-id',
  'flats-building-id-floor-floor',
  // A visitor's own comparison, empty for a crawler; nothing there to index.
  'compare',
])

/** One <url> of the sitemap. */
export interface SitemapEntry {
  url: string
  lastModified: number | null
}

/** The pages' entries, given the lastmod of each CMS source ('global:main-page', 'collection:banks') and of each catalogue type. */
export function pageEntries(
  siteUrl: string,
  sourceTimes: ReadonlyMap<string, number>,
  catalogueTimes: ReadonlyMap<string, number>,
): SitemapEntry[] {
  return SITEMAP_PAGES.map((page) => {
    const times = [
      ...(page.sources.globals ?? []).map((slug) => sourceTimes.get(`global:${slug}`)),
      ...(page.sources.collections ?? []).map((slug) => sourceTimes.get(`collection:${slug}`)),
      page.sources.catalogue ? catalogueTimes.get(page.sources.catalogue) : undefined,
    ].filter((t): t is number => t !== undefined)
    return { url: absoluteUrl(siteUrl, page.path), lastModified: times.length ? Math.max(...times) : null }
  })
}

/**
 * The cards of every available property (flats at /flats/{id}, others at /properties/{type}/{id}), and
 * per property type the newest change among them (the lastmod of the type's list page).
 */
export function propertyEntries(
  available: readonly CatalogProperty[],
  siteUrl: string,
  dates: PropertyDates,
): { entries: SitemapEntry[]; newest: Map<string, number> } {
  const entries: SitemapEntry[] = []
  const newest = new Map<string, number>()
  for (const record of available) {
    const updatedAt = dates.get(record.id)?.updatedAt ?? null
    entries.push({ url: absoluteUrl(siteUrl, propertyPath(record.type, record.id)), lastModified: updatedAt })
    if (updatedAt !== null && updatedAt > (newest.get(record.type) ?? -Infinity)) newest.set(record.type, updatedAt)
  }
  return { entries, newest }
}

/**
 * The floor-choice pages: every building (/flats/building/{id}) and every floor with flats
 * (/flats/building/{id}/floor/{n}), dated by the newest change among the building's flats.
 */
export function floorPlanEntries(
  places: CatalogPlaces,
  flats: readonly CatalogProperty[],
  siteUrl: string,
  dates: PropertyDates,
): SitemapEntry[] {
  const floors = new Map<number, Set<number>>()
  const newest = new Map<number, number>()
  for (const r of flats) {
    if (r.type !== 'flat') continue
    const set = floors.get(r.building) ?? new Set<number>()
    set.add(r.floor)
    floors.set(r.building, set)
    const at = dates.get(r.id)?.updatedAt ?? null
    if (at !== null && at > (newest.get(r.building) ?? -Infinity)) newest.set(r.building, at)
  }
  const buildings = places.buildings.filter((b) => floors.has(b.id))
  return buildings.flatMap((b) => {
    const lastModified = newest.get(b.id) ?? null
    return [
      { url: absoluteUrl(siteUrl, buildingPath(b.id)), lastModified },
      ...[...floors.get(b.id)!].sort((x, y) => x - y).map((floor) => ({ url: absoluteUrl(siteUrl, floorPath(b.id, floor)), lastModified })),
    ]
  })
}

const lastmod = (ms: number | null) => (ms === null ? '' : textElement('lastmod', new Date(ms).toISOString()))

/** A <urlset> of entries. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const parts = [XML_DECLARATION, `\n<urlset xmlns="${SITEMAP_NAMESPACE}">`]
  for (const entry of entries) parts.push('\n', parentElement('url', [textElement('loc', entry.url), lastmod(entry.lastModified)]))
  parts.push('\n</urlset>\n')
  return parts.join('')
}

/** A <sitemapindex> of the parts /sitemap.xml?part=1…n. */
export function sitemapIndexXml(siteUrl: string, parts: readonly { lastModified: number | null }[]): string {
  const out = [XML_DECLARATION, `\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`]
  parts.forEach((part, i) =>
    out.push(
      '\n',
      parentElement('sitemap', [textElement('loc', absoluteUrl(siteUrl, `/sitemap.xml?part=${i + 1}`)), lastmod(part.lastModified)]),
    ),
  )
  out.push('\n</sitemapindex>\n')
  return out.join('')
}

/**
 * The document /sitemap.xml answers: one urlset while the entries fit in one file; past the limit an
 * index without `part`, and part n (1-based) with it. null = no such part.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  part: number | undefined,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  if (entries.length <= limit) return part === undefined || part === 1 ? urlsetXml(entries) : null
  const chunks: SitemapEntry[][] = []
  for (let start = 0; start < entries.length; start += limit) chunks.push(entries.slice(start, start + limit))
  if (part === undefined) {
    const newest = (chunk: SitemapEntry[]) =>
      chunk.reduce<number | null>(
        (max, e) => (e.lastModified !== null && (max === null || e.lastModified > max) ? e.lastModified : max),
        null,
      )
    return sitemapIndexXml(
      siteUrl,
      chunks.map((chunk) => ({ lastModified: newest(chunk) })),
    )
  }
  const chunk = chunks[part - 1]
  return chunk ? urlsetXml(chunk) : null
}
