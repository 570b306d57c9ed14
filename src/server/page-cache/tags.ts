/**
 * The one map between what changed and which cached pages show it (docs/rendering.md, "Cache tags").
 *
 * A cached page carries tags derived from its path alone (`pageTags`), so the cache handler can tag an entry
 * without knowing anything of the catalogue. A change names the tags it expires (`tagsOfChange`); the catalogue
 * tells where a property stands (building, section, floor, the flats on its floor), so that a price edit of one
 * flat expires its card, the cards of its floor (their «на этаже» plan shows its status), its floor and building
 * pages, the шахматка of its building, the lists and the feeds — and leaves every content page cached.
 * The home page's «от» figures are expired by the catalogue itself, when a change moves them (`CATALOG_FROM`).
 *
 * Node loads this file as it is (the cache handler imports it): relative imports with extensions only.
 */
import type { ChangeEvent } from '../change-events.ts'

/** Every page built from the catalogue: what a change expires when it cannot say which property it touched. */
export const CATALOG = 'catalog'
/** Lists, filtered lists, their query pages and the booking form without a flat. */
export const CATALOG_LIST = 'catalog:list'
/** A шахматка not limited to named buildings. */
export const CATALOG_CHESS = 'catalog:chess'
/** The pages that show the catalogue's «от» figures (the main page). */
export const CATALOG_FROM = 'catalog:from'
export const FEEDS = 'feeds'
export const SITEMAP = 'sitemap'
export const MORTGAGE = 'mortgage'

export const propertyTag = (id: number | string) => `property:${id}`
export const buildingTag = (id: number | string) => `building:${id}`
export const floorTag = (building: number | string, floor: number | string) => `floor:${building}:${floor}`
export const contentTag = (page: string) => `content:${page}`

/** Where a property stands, as the catalogue in memory knows it. */
export interface PropertyPlacement {
  id: number
  building: number
  floor: number
  /** The other properties of its section and floor: their cards show its status on the floor plan. */
  floorMates: readonly number[]
}

/** What a change expires: named tags, or every cached page (a change every page shows: the header, SEO, media). */
export type ChangeScope = { all: true } | { all: false; tags: string[] }

const ALL: ChangeScope = { all: true }
const tags = (...list: string[]): ChangeScope => ({ all: false, tags: list })

/** Page globals each shown by one page alone. Any other global (navigation, site settings…) is on every page. */
const GLOBAL_PAGES: Record<string, string> = {
  'main-page': contentTag('main'),
  'location-page': contentTag('location'),
  'yards-page': contentTag('yards'),
  'sunrise-page': contentTag('sunrise'),
  'mortgage-page': MORTGAGE,
  'progress-page': contentTag('construction-progress'),
  'privacy-policy': contentTag('privacy'),
}

/** Collections each shown by known pages alone. Any other public collection expires every page. */
const COLLECTION_PAGES: Record<string, string[]> = {
  'progress-cards': [contentTag('construction-progress')],
  cameras: [contentTag('construction-progress')],
}

/** What visitors write (their lists, leads, subscriptions), the admin's users and logs: no page shows them. */
const NOT_PUBLIC = new Set([
  'visitor-items',
  'favorite-collections',
  'leads',
  'subscribers',
  'users',
  'property-changes',
  'payload-jobs',
  'catalog-imports',
])

/** Globals of the back office alone (the catalogue's connectors and their runs). */
const NOT_PUBLIC_GLOBALS = new Set(['catalog-sync', 'crm-integrations'])

/** Does this change alter what public pages show? */
export function changesPublicContent(event: Pick<ChangeEvent, 'slug' | 'kind'>): boolean {
  return event.kind === 'global' ? !NOT_PUBLIC_GLOBALS.has(event.slug) : !NOT_PUBLIC.has(event.slug)
}

/** The property ids a change names: a list (an import), one id (an editor's save), or none known. */
export function changedPropertyIds(event: ChangeEvent): number[] | null {
  if (event.kind !== 'collection' || event.slug !== 'properties') return null
  const raw = event.ids ?? (event.id === undefined ? null : [event.id])
  if (raw === null) return null
  const ids = raw.map(Number)
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null
}

/** The tags a price or status change of these properties expires; null placements (unknown ids): every catalogue page. */
export function tagsOfPropertyChange(placements: readonly PropertyPlacement[] | null): string[] {
  if (placements === null) return [CATALOG]
  const out = new Set<string>([CATALOG_LIST, CATALOG_CHESS, FEEDS, SITEMAP])
  for (const p of placements) {
    out.add(propertyTag(p.id))
    for (const mate of p.floorMates) out.add(propertyTag(mate))
    out.add(buildingTag(p.building))
    out.add(floorTag(p.building, p.floor))
  }
  return [...out]
}

/**
 * What a change expires. `placements` answers where the named properties stand (null when the catalogue in
 * memory does not know one of them: a new property, or a catalogue not read yet).
 */
export function tagsOfChange(event: ChangeEvent, placements: (ids: number[]) => PropertyPlacement[] | null): ChangeScope | null {
  if (!changesPublicContent(event)) return null
  if (event.kind === 'global') {
    const page = GLOBAL_PAGES[event.slug]
    return page ? tags(page) : ALL
  }
  if (event.slug === 'properties') {
    const ids = changedPropertyIds(event)
    return tags(...tagsOfPropertyChange(ids === null ? null : placements(ids)))
  }
  const pages = COLLECTION_PAGES[event.slug]
  return pages ? tags(...pages) : ALL
}

/** The page path of a key of Next's response cache (`/route-cache/<kind>/<route hash>/$<page path>`), or the key itself. */
export function pathOfCacheKey(key: string): string {
  const at = key.indexOf('/$')
  const path = key.startsWith('/route-cache/') && at >= 0 ? key.slice(at + 2) : key
  if (path === '/index' || path === 'index') return '/'
  return path.endsWith('/index') ? path.slice(0, -'/index'.length) : path
}

/** The query of a `q/<base64url(query)>` page, or null when the segment does not decode. */
function queryOf(encoded: string): URLSearchParams | null {
  try {
    return new URLSearchParams(Buffer.from(decodeURIComponent(encoded), 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

const numeric = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? value : null)

/** The buildings a шахматка query names, or null when it is not limited to some. */
function chessBuildings(query: URLSearchParams | null): string[] | null {
  const values = query?.getAll('building').flatMap((v) => v.split(',')) ?? []
  return values.length > 0 && values.every((v) => numeric(v) !== null) ? values : null
}

const CONTENT_PAGES: Record<string, string> = {
  '/location': contentTag('location'),
  '/yards': contentTag('yards'),
  '/sunrise': contentTag('sunrise'),
  '/privacy': contentTag('privacy'),
  '/construction-progress': contentTag('construction-progress'),
  '/mortgage': MORTGAGE,
}

const LIST_ROOTS = new Set(['flats', 'parking', 'storage'])

/**
 * The tags of a cached page, from its path alone. A path this map does not know gets none: such a page expires
 * only with every page (a change of the header, SEO or media).
 */
export function pageTags(path: string): string[] {
  if (path === '/') return [contentTag('main'), CATALOG_FROM]
  const content =
    CONTENT_PAGES[path] ?? (path.startsWith('/construction-progress/q/') ? CONTENT_PAGES['/construction-progress'] : undefined)
  if (content) return [content]
  if (path === '/feeds/yandex.xml') return [CATALOG, FEEDS]
  if (path === '/sitemap.xml') return [CATALOG, SITEMAP]
  const parts = path.split('/').filter(Boolean)
  const [root, a, b, c, d] = parts
  if (root === 'booking') {
    const id = numeric(a === 'q' && b ? (queryOf(b)?.get('ID') ?? undefined) : undefined)
    return id ? [CATALOG, propertyTag(id)] : [CATALOG, CATALOG_LIST]
  }
  if (root === 'flats' && a === 'chess') {
    const buildings = chessBuildings(b === 'q' && c ? queryOf(c) : null)
    return buildings ? [CATALOG, ...buildings.map(buildingTag)] : [CATALOG, CATALOG_CHESS]
  }
  if (root === 'flats' && a === 'building' && numeric(b)) {
    if (c === 'floor' && numeric(d)) return [CATALOG, floorTag(b!, d!)]
    return [CATALOG, buildingTag(b!)]
  }
  const listRoot = root !== undefined && (LIST_ROOTS.has(root) || (root === 'properties' && a !== undefined))
  if (listRoot) {
    // /flats, /parking, /storage, /properties/{type} and their q/… pages are lists; what follows an id is its card.
    const rest = root === 'properties' ? parts.slice(2) : parts.slice(1)
    if (rest.length === 0 || rest[0] === 'q') return [CATALOG, CATALOG_LIST]
    const id = numeric(rest[0])
    return id ? [CATALOG, propertyTag(id)] : [CATALOG]
  }
  return []
}
