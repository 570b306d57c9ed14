/** The answer of the redirect lookup (SPEC §4 step 4, §7): GET /api/redirects/lookup/?path=… */
import { isExternalTarget, normalizeRedirectPath } from './target'

export interface RedirectLookup {
  /** Path or absolute URL to go to, or null. */
  redirect: string | null
  /** The HTTP status a server redirect uses. */
  statusCode: 301 | 302 | null
  /** Names from the app middleware registry to run on a client navigation to this path. */
  appMiddleware: string[]
  /**
   * When the path answers 404 without a redirect: 'unknown' (no route: 'Page not found: {path}') or
   * 'invalid' (bad params or no such property: 'Page Not Found: {path}'); null for a page that renders.
   * The proxy renders the error page at once with that status, before any page code runs.
   */
  notFound: NotFoundKind | null
}

/** The two 404s of SPEC §8. */
export type NotFoundKind = 'unknown' | 'invalid'

export const NO_REDIRECT: RedirectLookup = Object.freeze({
  redirect: null,
  statusCode: null,
  appMiddleware: [],
  notFound: null,
}) as RedirectLookup

/** The path of the lookup call; documented in the README of the feature. */
export const REDIRECT_LOOKUP_PATH = '/api/redirects/lookup/'

/** A redirect record as the CMS stores it. */
export interface RedirectRecord {
  from: string
  to?: string | null
  status_code?: '301' | '302' | string | null
  app_middleware?: string | null
}

export type RedirectTable = ReadonlyMap<string, RedirectLookup>

/** Splits the CMS text field ('full-reload, drop-utm') into names. */
export function parseMiddlewareNames(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter(Boolean)
}

/** Builds the lookup table from CMS records; records that point at themselves are ignored (no loops). */
export function buildRedirectTable(records: readonly RedirectRecord[]): RedirectTable {
  const table = new Map<string, RedirectLookup>()
  for (const record of records) {
    const from = normalizeRedirectPath(record.from ?? '')
    if (!from) continue
    const to = record.to?.trim() || null
    const appMiddleware = parseMiddlewareNames(record.app_middleware)
    if (to && !isExternalTarget(to) && normalizeRedirectPath(to) === from) continue
    if (!to && appMiddleware.length === 0) continue
    table.set(from, { redirect: to, statusCode: to ? (record.status_code === '302' ? 302 : 301) : null, appMiddleware, notFound: null })
  }
  return table
}

/** The lookup answer for a path. */
export function resolveRedirect(table: RedirectTable, path: string): RedirectLookup {
  return table.get(normalizeRedirectPath(path)) ?? NO_REDIRECT
}

/** Reads an untrusted lookup answer (from the network) into a RedirectLookup. */
export function parseRedirectLookup(data: unknown): RedirectLookup {
  if (typeof data !== 'object' || data === null) return NO_REDIRECT
  const d = data as Record<string, unknown>
  const redirect = typeof d.redirect === 'string' && d.redirect ? d.redirect : null
  const statusCode = d.statusCode === 302 ? 302 : redirect ? 301 : null
  const appMiddleware = Array.isArray(d.appMiddleware)
    ? d.appMiddleware.filter((n): n is string => typeof n === 'string' && n.length > 0)
    : []
  const notFound = redirect ? null : d.notFound === 'unknown' || d.notFound === 'invalid' ? d.notFound : null
  return { redirect, statusCode, appMiddleware, notFound }
}
