import 'server-only'

/** Error codes the product API answers with (ARCHITECTURE.md rule 2). */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'csrf_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'conflict'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'

/** An error that becomes `{ "error": { code, message, fields? } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Extra response headers (Retry-After of a 429, Allow of a 405). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new ApiError(400, 'bad_request', message, fields)
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message)
export const conflict = (message: string) => new ApiError(409, 'conflict', message)
