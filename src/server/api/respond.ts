import 'server-only'

import { ApiError } from './errors'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

/** A JSON answer. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  for (const [k, v] of Object.entries(JSON_HEADERS)) if (!headers.has(k)) headers.set(k, v)
  return new Response(JSON.stringify(data), { ...init, headers })
}

/** The error body of every failed call: `{ "error": { code, message, fields? } }`. */
export function errorJson(error: ApiError): Response {
  const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } }
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (error.status === 405) headers.allow = 'GET, POST, DELETE, OPTIONS'
  return json(body, { status: error.status, headers: { ...headers, ...error.headers } })
}

// 'cannot begin transaction' is how Payload reports a pool that cannot hand out a connection (it keeps only the
// message of the driver's error, not its cause).
const DB_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|connect ECONN|timeout exceeded when trying to connect|SQLITE_BUSY|database is locked|too many clients|cannot begin transaction/i

/**
 * Maps anything thrown by a handler to an answer; unknown errors never leak details. It does not log:
 * endpoint() writes the request's access line, at error level with the error, for every 5xx.
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorJson(error)
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)
  if (DB_DOWN.test(message)) {
    const res = errorJson(new ApiError(503, 'service_unavailable', 'Сервис временно недоступен, попробуйте позже'))
    res.headers.set('retry-after', '5')
    return res
  }
  return errorJson(new ApiError(500, 'internal_error', 'Internal server error'))
}
