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

// Matches the API layer (src/lib/api/respond.ts): the database is unreachable or busy.
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
