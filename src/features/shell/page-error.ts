/**
 * Errors of page data on the server (SPEC §8): the error page shows the upstream status (or 500) and
 * 'Ошибка запроса данных'. Next.js replaces server error messages with a digest in production, so the
 * status travels in the digest, which it keeps.
 */
import { DATA_ERROR_MESSAGE } from './error-content'

const PREFIX = 'NZ_PAGE_DATA;'

/** Thrown by page data loaders; the error boundary reads its status from the digest. */
export class PageDataError extends Error {
  readonly digest: string
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(DATA_ERROR_MESSAGE, options)
    this.name = 'PageDataError'
    this.digest = `${PREFIX}${status}`
  }
}

// Matches the API layer (src/server/api/respond.ts): the database is unreachable or busy.
const UPSTREAM_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|connect ECONN|timeout exceeded when trying to connect|SQLITE_BUSY|database is locked|too many clients/i

/**
 * The status an error of page data maps to: its own HTTP status when it has one (an API or HTTP
 * error); 502 when the database is unreachable — for the visitor that is maintenance, 'сайт скоро
 * заработает'; else 500.
 */
export function statusOfDataError(error: unknown): number {
  if (error instanceof PageDataError) return error.status
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400 && status <= 599) return status
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)
  return UPSTREAM_DOWN.test(message) ? 502 : 500
}

/** Wraps any error of page data into a PageDataError with the right status. */
export function toPageDataError(error: unknown): PageDataError {
  return error instanceof PageDataError ? error : new PageDataError(statusOfDataError(error), { cause: error })
}

/** Runs a page's data loader; a failure becomes the error page with its status and 'Ошибка запроса данных'. */
export async function loadPageData<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    // notFound() and redirect() are control flow, not failures.
    if (typeof (error as { digest?: unknown })?.digest === 'string' && /^NEXT_/.test((error as { digest: string }).digest)) throw error
    throw toPageDataError(error)
  }
}

/** What an error boundary shows for an error: the status from the digest (or 500) and the message. */
export function describeBoundaryError(error: unknown): { status: number; message: string | null } {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest === 'string' && digest.startsWith(PREFIX)) {
    const status = Number(digest.slice(PREFIX.length))
    return { status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500, message: DATA_ERROR_MESSAGE }
  }
  return { status: 500, message: null }
}

/** /test?status=N is honoured outside production, or in a production build started with E2E=1 (the e2e suite). */
export function statusProvocationAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.E2E === '1'
}

/** The error status /test?status=N asks for: 400–599 when provocation is allowed, else null. */
export function provokedStatus(value: string | string[] | null | undefined, allowed: boolean): number | null {
  if (!allowed || typeof value !== 'string' || !/^\d{3}$/.test(value)) return null
  const status = Number(value)
  return status >= 400 && status <= 599 ? status : null
}

/**
 * The internal route that renders an error page inside the site's layout. Next.js renders a page that
 * throws (notFound() or an error) as an empty `<html id="__next_error__">` shell and draws the error only
 * in the browser (vercel/next.js#62228), so the proxy rewrites requests whose status it knows before
 * rendering to this route, with that status: crawlers and visitors without JS get the whole page.
 * Remove the rewrite once Next.js server-renders the nearest not-found and error boundaries.
 */
export const HTTP_ERROR_ROUTE = '/http-error'

export type NotFoundKind = 'unknown' | 'invalid'

/** Where the proxy rewrites a request that answers `status`; the original path and query travel along. */
export function httpErrorRewrite(status: number, fullPath: string, kind: NotFoundKind = 'invalid'): string {
  const query = new URLSearchParams({ path: fullPath })
  if (status === 404) query.set('kind', kind)
  return `${HTTP_ERROR_ROUTE}/${status}?${query}`
}

export interface HttpErrorRoute {
  status: number
  kind: NotFoundKind
  /** The path (and query) the visitor asked for. */
  fullPath: string
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Reads the error route's params; anything malformed is a plain 404 of the route itself. */
export function parseHttpErrorRoute(status: string, query: Record<string, string | string[] | undefined>): HttpErrorRoute {
  const code = /^[45]\d\d$/.test(status) ? Number(status) : 404
  const path = one(query.path)
  const fullPath = path?.startsWith('/') ? path.slice(0, 2048) : HTTP_ERROR_ROUTE
  return { status: code, kind: one(query.kind) === 'unknown' ? 'unknown' : 'invalid', fullPath }
}
