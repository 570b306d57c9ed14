// Apart from the client, so that code which only tells a failed call apart (instanceof, status, data) does not
// bring the whole client into a page's first load: the browser's client loads with its first call.
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A failed call: the status (if any), the parsed error body (if any) and where it went. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly method: HttpMethod,
    readonly url: string,
    readonly status?: number,
    readonly data?: unknown,
    /** Seconds the server asked to wait (Retry-After of a 429 or 503), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
