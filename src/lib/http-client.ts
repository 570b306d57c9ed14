/**
 * The one HTTP wrapper for browser and server calls (SPEC §6, §7, §8): retry policy, CSRF header,
 * forwarded headers on the server, and a report of every failed call to an injectable monitoring hook.
 */
import { readCookieValue } from './cookies'
import { HttpError, type HttpMethod } from './http-error'

export { HttpError, type HttpMethod }

/** SPEC §7: statuses that are worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
/** Methods that may be repeated safely; every other method is a write and is never retried. */
export const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS'])

export const CSRF_COOKIE_NAME = 'csrftoken'
export const CSRF_HEADER_NAME = 'X-CSRFToken'

/** Headers passed through from the visitor's request on the server (SPEC §7). */
export const FORWARDED_HEADERS = [
  'cookie',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'user-agent',
  'accept-language',
] as const

/** What the monitoring hook receives for a failed call (SPEC §8). */
export interface HttpFailure {
  url: string
  message: string
  /** Missing when no answer arrived (network error, timeout). */
  status?: number
  method: HttpMethod
}

export type HttpMonitor = (failure: HttpFailure) => void

/** How many extra attempts a method gets: one for idempotent methods, none for writes. */
export function retriesFor(method: HttpMethod): number {
  return IDEMPOTENT_METHODS.has(method) ? 1 : 0
}

/** Whether a failed attempt should be repeated: a retryable status, or no answer at all (network failure). */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || RETRY_STATUSES.has(status)
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/** Builds a query string; arrays repeat the key, null and undefined are left out. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Resolves a product path ('/api/…', '/mock-api/…') against the site origin; absolute URLs stay as they are. */
export function resolveUrl(path: string, baseUrl: string | undefined): string {
  if (/^https?:\/\//i.test(path)) return path
  const origin = baseUrl ?? (typeof location !== 'undefined' ? location.origin : undefined)
  if (!origin) throw new Error(`Cannot resolve "${path}": no base URL on the server`)
  return new URL(path.startsWith('/') ? path : `/${path}`, origin).toString()
}

/** The headers to pass on from an incoming request, plus the CSRF header from its cookie. */
export function forwardedRequestHeaders(incoming: Headers | Record<string, string | undefined>): Record<string, string> {
  const get = (name: string) =>
    (incoming instanceof Headers ? incoming.get(name) : (incoming[name] ?? incoming[name.toLowerCase()])) ?? undefined
  const out: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = get(name)
    if (value) out[name] = value
  }
  const token = readCookieValue(CSRF_COOKIE_NAME, get('cookie') ?? '')
  if (token) out[CSRF_HEADER_NAME] = token
  return out
}

export interface HttpClientOptions {
  /** The site origin for relative paths; the browser uses location.origin. Required on the server. */
  baseUrl?: string
  fetch?: typeof fetch
  /** Called once per failed call (after retries), with url, message, status and method. */
  monitor?: HttpMonitor
  /** The CSRF token; by default the csrftoken cookie of the page. */
  csrfToken?: () => string | undefined
  /**
   * Where to get the csrftoken cookie before the first write when there is none yet (cached pages set no
   * cookie: docs/rendering.md). One call is shared by every write waiting for it.
   */
  csrfEndpoint?: string
  /** Extra headers for every call (the server passes the visitor's cookie and forwarding headers). */
  headers?: () => Record<string, string>
  /** Pause before the retry, in ms. */
  retryDelayMs?: number
  /** Abort a single attempt after this many ms. */
  timeoutMs?: number
}

export interface RequestOptions {
  method?: HttpMethod
  query?: Record<string, QueryValue>
  /** A plain object or array becomes JSON; FormData, URLSearchParams, Blob and strings go as they are. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Overrides the retry count of the method. */
  retry?: number
  /** false for background calls (build polling) whose failures are expected and not worth a report. */
  report?: boolean
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string' || body instanceof URLSearchParams || body instanceof Blob || body instanceof ArrayBuffer)
    return body as BodyInit
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body // fetch sets the multipart boundary itself
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  return JSON.stringify(body)
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const type = response.headers.get('content-type') ?? ''
  const text = await response.text()
  if (!text) return undefined
  if (type.includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/** The API's answer to a write whose X-CSRFToken did not match the csrftoken cookie (server/api/csrf.ts). */
function isCsrfRefusal(failure: HttpError): boolean {
  return failure.status === 403 && (failure.data as { error?: { code?: unknown } } | undefined)?.error?.code === 'csrf_failed'
}

/** Retry-After as seconds: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

function errorMessage(data: unknown, fallback: string): string {
  const message = (data as { error?: { message?: unknown } } | undefined)?.error?.message
  return typeof message === 'string' && message ? message : fallback
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>
}

/** Creates a client; the app makes one for the browser and one per request on the server. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const csrfToken = options.csrfToken ?? (() => readCookieValue(CSRF_COOKIE_NAME))
  let issuing: Promise<unknown> | null = null

  /** Asks csrfEndpoint for the cookie when a write finds none; a failure leaves the write to answer 403. */
  async function ensureCsrfToken(): Promise<void> {
    if (!options.csrfEndpoint || csrfToken()) return
    issuing ??= doFetch(resolveUrl(options.csrfEndpoint, options.baseUrl), { credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => (issuing = null))
    await issuing
  }

  async function request<T>(
    path: string,
    { method = 'GET', query, body, headers: extra, signal, retry, report = true }: RequestOptions = {},
  ): Promise<T> {
    const url = resolveUrl(path, options.baseUrl) + toQueryString(query)
    if (method !== 'GET' && method !== 'HEAD') await ensureCsrfToken()
    let attempts = 1 + Math.max(0, retry ?? retriesFor(method))
    // A write refused for its token did nothing, so it may go once more with the cookie as it is now:
    // another tab, or an answer that landed while this one was sent, may have replaced it.
    let tokenRetries = options.csrfEndpoint && !IDEMPOTENT_METHODS.has(method) ? 1 : 0
    let failure: HttpError | undefined

    for (let attempt = 1; attempt <= attempts; attempt++) {
      const headers = new Headers({ accept: 'application/json', ...options.headers?.(), ...extra })
      const token = csrfToken()
      if (token && !headers.has(CSRF_HEADER_NAME)) headers.set(CSRF_HEADER_NAME, token)
      const init: RequestInit = { method, headers, body: encodeBody(body, headers), credentials: 'same-origin', signal }
      if (options.timeoutMs && typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal) {
        const timeout = AbortSignal.timeout(options.timeoutMs)
        init.signal = signal && 'any' in AbortSignal ? AbortSignal.any([signal, timeout]) : (signal ?? timeout)
      }

      let status: number | undefined
      try {
        const response = await doFetch(url, init)
        status = response.status
        const data = await readBody(response)
        if (response.ok) return data as T
        failure = new HttpError(
          errorMessage(data, `${method} ${url} failed with ${response.status} ${response.statusText}`.trim()),
          method,
          url,
          response.status,
          data,
          retryAfterSeconds(response.headers.get('retry-after')),
        )
      } catch (error) {
        // The caller gave up: no retry and no report, it is not a failure of the call.
        if (signal?.aborted) throw error
        failure = new HttpError(error instanceof Error ? error.message : String(error), method, url, status)
      }

      if (tokenRetries > 0 && isCsrfRefusal(failure)) {
        tokenRetries--
        attempts++
        await ensureCsrfToken()
        continue
      }
      if (attempt < attempts && isRetryable(failure.status)) {
        if (options.retryDelayMs) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs))
        continue
      }
      break
    }

    if (report && failure) options.monitor?.({ url: failure.url, message: failure.message, status: failure.status, method })
    throw failure
  }

  return {
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    patch: (path, body, o) => request(path, { ...o, method: 'PATCH', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
  }
}

/**
 * A server-side client for one incoming request: relative paths go to the site origin and the
 * visitor's cookie, forwarding headers and CSRF token travel with the call.
 */
export function createServerHttpClient(
  incoming: Headers,
  options: Omit<HttpClientOptions, 'headers' | 'csrfToken'> & { baseUrl: string },
): HttpClient {
  const forwarded = forwardedRequestHeaders(incoming)
  return createHttpClient({ ...options, headers: () => forwarded, csrfToken: () => forwarded[CSRF_HEADER_NAME] })
}
