/**
 * The route table of SPEC §2.1 with Nuxt-style route names. The navigation chain uses it to validate
 * targets and to decide between a client transition and a full page load.
 */
import type { PROPERTY_TYPES } from '@/cms/options'

export type RouteName =
  | 'index'
  | 'construction-progress'
  | 'favorites'
  | 'compare'
  | 'location'
  | 'mortgage'
  | 'sunrise'
  | 'yards'
  | 'flats'
  | 'flats-chess'
  | 'flats-id'
  | 'flats-id-print'
  | 'flats-building-id'
  | 'flats-building-id-floor-floor'
  | 'parking'
  | 'storage'
  | 'properties-type'
  | 'properties-type-id'
  | 'test'
  | 'ui-kit'
  | 'ui-kit-category'

export type RouteParams = Record<string, string>

/** The property types a /properties/{type} URL may name (the stored values of the CMS). */
export const PROPERTY_TYPE_SLUGS = [
  'flat',
  'parking',
  'storage',
  'commercial',
] as const satisfies readonly (typeof PROPERTY_TYPES)[number]['value'][]

/** A property id in a URL: the numeric id or a CRM-style code; anything else cannot exist. */
const ID = /^[A-Za-z0-9_-]{1,64}$/

interface RouteDefinition {
  name: RouteName
  /** Segments; '[x]' is a parameter. */
  pattern: string
  /** Route validation (SPEC §4 step 1): false means 404 'Page Not Found: {fullPath}'. */
  validate?: (params: RouteParams) => boolean
}

const isId = (params: RouteParams) => ID.test(params.id ?? '')
/** A building id or a floor number in a URL: digits (a floor may be below ground). */
const isNumber = (value: string | undefined) => /^-?\d{1,9}$/.test(value ?? '')
const isType = (params: RouteParams) => (PROPERTY_TYPE_SLUGS as readonly string[]).includes(params.type ?? '')

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', pattern: '/' },
  { name: 'construction-progress', pattern: '/construction-progress' },
  { name: 'favorites', pattern: '/favorites' },
  { name: 'compare', pattern: '/compare' },
  { name: 'location', pattern: '/location' },
  { name: 'mortgage', pattern: '/mortgage' },
  { name: 'sunrise', pattern: '/sunrise' },
  { name: 'yards', pattern: '/yards' },
  { name: 'flats', pattern: '/flats' },
  // Before /flats/[id]: 'chess' is the шахматка, not a flat's CRM code.
  { name: 'flats-chess', pattern: '/flats/chess' },
  { name: 'flats-id', pattern: '/flats/[id]', validate: isId },
  // Before /flats/[id]/print: '/flats/building/print' is an invalid building, not the print sheet of a flat 'building'.
  { name: 'flats-building-id', pattern: '/flats/building/[id]', validate: (p) => isNumber(p.id) && !p.id!.startsWith('-') },
  {
    name: 'flats-building-id-floor-floor',
    pattern: '/flats/building/[id]/floor/[floor]',
    validate: (p) => isNumber(p.id) && !p.id!.startsWith('-') && isNumber(p.floor),
  },
  { name: 'flats-id-print', pattern: '/flats/[id]/print', validate: isId },
  { name: 'parking', pattern: '/parking' },
  { name: 'storage', pattern: '/storage' },
  { name: 'properties-type', pattern: '/properties/[type]', validate: isType },
  { name: 'properties-type-id', pattern: '/properties/[type]/[id]', validate: (p) => isType(p) && isId(p) },
  { name: 'test', pattern: '/test' },
  { name: 'ui-kit', pattern: '/ui-kit' },
  { name: 'ui-kit-category', pattern: '/ui-kit/[category]' },
]

/**
 * Routes that navigate inside the app. Every other route change to a different path is a full page load
 * (SPEC §4 step 2): the content pages (main, sunrise, yards, location, construction progress, mortgage) are
 * long, animation- and media-heavy documents that start clean, and a full load also picks up a new build.
 * The shop screens, favorites, compare, the diagnostics page and the UI kit keep the app state (filters, viewed
 * items, the debug flag) and switch instantly. The check looks at the target route's name.
 */
export const FULL_LOAD_EXCLUDED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'flats',
  'flats-chess',
  'flats-id',
  'flats-building-id',
  'flats-building-id-floor-floor',
  'parking',
  'storage',
  'properties-type',
  'properties-type-id',
  'favorites',
  'compare',
  'test',
  'ui-kit',
  'ui-kit-category',
])

/**
 * Pages of the site outside SPEC §2.1's table: our own booking page (it stands in for the external booking
 * form when the settings name none), the cancel link of its confirmation e-mail, the privacy policy (152-ФЗ),
 * and the price watch's confirmation link and unsubscribe result. With ROUTES they are every page the proxy lets
 * through to render.
 */
export const EXTRA_PAGE_PATHS: readonly string[] = [
  '/booking',
  '/booking/cancel',
  '/privacy',
  '/price-watch/confirm',
  '/price-watch/unsubscribed',
]

export interface RouteMatch {
  name: RouteName
  params: RouteParams
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** The route a pathname belongs to, or null for an unknown path. A trailing slash does not matter. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segments(pathname)
  for (const route of ROUTES) {
    const pattern = segments(route.pattern)
    if (pattern.length !== parts.length) continue
    const params: RouteParams = {}
    let ok = true
    for (let i = 0; i < pattern.length && ok; i++) {
      const p = pattern[i]!
      if (p.startsWith('[') && p.endsWith(']')) {
        let value = parts[i]!
        try {
          value = decodeURIComponent(value)
        } catch {
          ok = false
        }
        params[p.slice(1, -1)] = value
      } else if (p !== parts[i]) ok = false
    }
    if (ok) return { name: route.name, params }
  }
  return null
}

/** Route validation: known route and valid params. */
export function isValidRoute(match: RouteMatch | null): match is RouteMatch {
  if (!match) return false
  const route = ROUTES.find((r) => r.name === match.name)
  return route?.validate ? route.validate(match.params) : true
}

/** Validates params of a named route (pages call it and answer 404 when it fails). */
export function validateRouteParams(name: RouteName, params: RouteParams): boolean {
  return isValidRoute({ name, params })
}

/** The message of a 404 for a route that exists but whose params are invalid (SPEC §8). */
export const validationNotFoundMessage = (fullPath: string) => `Page Not Found: ${fullPath}`
/** The message of a 404 for a path no route matches (SPEC §2.1, §8). */
export const unknownRouteMessage = (fullPath: string) => `Page not found: ${fullPath}`

/**
 * What a page path answers before anything renders: 'page' for a known route with valid params,
 * 'unknown' when no route matches ('Page not found'), 'invalid' when the params fail ('Page Not Found').
 */
export function pathKind(pathname: string): 'page' | 'unknown' | 'invalid' {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (EXTRA_PAGE_PATHS.includes(normalized)) return 'page'
  // A page's cached render for one query (query-pages.ts) is that page.
  const base = queryPageBase(normalized)
  if (base) return pathKind(base)
  const match = matchRoute(pathname)
  if (!match) return 'unknown'
  return isValidRoute(match) ? 'page' : 'invalid'
}

/** What kind of query a page takes, which says how the proxy makes it canonical (query-pages.ts). */
export type QueryKind = 'shop' | 'progress' | 'booking' | 'chess'

const SHOP_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['flats', 'parking', 'storage', 'properties-type'])

/** The kind of query this page path renders by, or null for a page whose render ignores the query. */
export function queryKindOf(pathname: string): QueryKind | null {
  if (pathname === '/booking') return 'booking'
  if (pathname === '/construction-progress') return 'progress'
  const route = matchRoute(pathname)
  if (route?.name === 'flats-chess') return 'chess'
  return route && SHOP_ROUTES.has(route.name) ? 'shop' : null
}

/**
 * The path segment under which a page renders for one canonical query (query-pages.ts). It lives here, with
 * the routes, because the browser's navigation code needs it and query-pages.ts is server-side (Buffer).
 */
export const QUERY_SEGMENT = 'q'

const QUERY_PAGE = new RegExp(`^(.+)/${QUERY_SEGMENT}/[A-Za-z0-9_-]+$`)

/** The page a `<page>/q/<query>` path belongs to, or null for any other path. */
export function queryPageBase(pathname: string): string | null {
  const base = QUERY_PAGE.exec(pathname)?.[1]
  return base && queryKindOf(base) ? base : null
}
