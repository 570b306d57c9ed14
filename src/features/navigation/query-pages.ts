/**
 * Pages whose server render depends on the query string (a filtered list, a booking's property, a year of
 * construction) are still cached, one page per canonical query (docs/rendering.md): the proxy rewrites
 * `/flats?price_max=9000000&rooms=2` to `/flats/q/<base64url("price_max=9000000&rooms=2")>`, and that path is
 * an ordinary cached page. Canonical means: unknown keys dropped, values normalised, keys in a fixed order,
 * so the same filter in any spelling is one cache entry. The browser's URL stays as it was typed.
 */

import { notFound } from 'next/navigation'

import { QUERY_SEGMENT } from './routes'

const MAX_QUERY_LENGTH = 2_000

/** The path a page renders at for one canonical query ('' is the page itself). */
export function queryPagePath(pathname: string, canonical: string): string {
  if (!canonical) return pathname
  return `${pathname.replace(/\/+$/, '')}/${QUERY_SEGMENT}/${Buffer.from(canonical, 'utf8').toString('base64url')}`
}

/** The canonical query a `q` segment carries, or null for a segment no rewrite produced (the page answers 404). */
export function readQuerySegment(segment: string | undefined): string | null {
  if (!segment || segment.length > MAX_QUERY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(segment)) return null
  const canonical = Buffer.from(segment, 'base64url').toString('utf8')
  return Buffer.from(canonical, 'utf8').toString('base64url') === segment ? canonical : null
}

/**
 * The canonical query a page renders: '' for the page itself, the decoded query under `<page>/q/<query>`.
 * A segment that is not the canonical form of its query answers 404: only the proxy's rewrites make cache entries.
 */
export async function renderedQuery(params: Promise<{ query?: string }>, canonical: (params: URLSearchParams) => string): Promise<string> {
  const { query: segment } = await params
  if (segment === undefined) return ''
  const query = readQuerySegment(segment)
  if (!query || canonical(new URLSearchParams(query)) !== query) notFound()
  return query
}
