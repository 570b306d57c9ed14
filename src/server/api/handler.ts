import 'server-only'

import { accessLogger, withLogContext } from '../log'
import { clientAddress, hitVisitorRateLimit, type RateLimitRule } from '../rate-limit'
import { assertContentLength, readBody } from './body'
import { assertCsrf } from './csrf'
import { ApiError, notFound } from './errors'
import type { Operation, RawInput, Served } from './operation'
import { parseQuery, validate } from './query'
import { WRITE_RATE_LIMIT } from './rate-limits'
import { json, toErrorResponse } from './respond'
import { newVisitorId, visitorCookie, visitorIdOf } from './visitor'

type Params = Record<string, string | string[] | undefined>
type Context = { params: Promise<Params> }
type Handler = (request: Request, params: Params) => Promise<Response | unknown> | Response | unknown

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof ALL_METHODS)[number]

/**
 * A 429 with Retry-After once the client spent its writes; refused requests are not handled at all. A rule
 * with an address ceiling counts the visitor (its cookie, or the one its csrftoken stands for) at its address.
 */
export async function assertRateLimit(request: Request, rule: RateLimitRule): Promise<void> {
  const visitor = rule.addressLimit === undefined ? null : visitorIdOf(request)
  const result = await hitVisitorRateLimit(rule, clientAddress(request.headers), visitor)
  if (!result.allowed) {
    throw new ApiError(429, 'rate_limited', `Too many requests: try again in ${result.retryAfter} s`, undefined, {
      'retry-after': String(result.retryAfter),
    })
  }
}

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id'
/** An incoming id is kept only when it is short and plain: it goes into every log line of the request. */
const SAFE_REQUEST_ID = /^[\w.:@+=/-]{1,64}$/

/** The id of a request: a safe X-Request-Id it came with (set by the load balancer), else a new UUID. */
export function requestIdOf(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER)
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID()
}

/** Every request of the product API gets an access line; other users of endpoint() (feeds, sitemap, the build poll every open tab makes) only their 5xx. */
const ACCESS_LOGGED = /^\/api(?:\/|$)/
const MAX_QUERY_KEYS = 20

/**
 * The access line: path and the names of the query parameters, never their values (a phone or an e-mail
 * may be one). 4xx are the client's doing and log at info; 5xx at error, with what was thrown.
 */
function logAccess(request: Request, method: Method, status: number, startedAt: number, requestId: string, failure: unknown): void {
  const url = new URL(request.url)
  if (status < 500 && !ACCESS_LOGGED.test(url.pathname)) return
  const line = {
    method,
    path: url.pathname,
    query_keys: [...new Set(url.searchParams.keys())].slice(0, MAX_QUERY_KEYS).map((key) => key.slice(0, 64)),
    status,
    duration_ms: Math.round((performance.now() - startedAt) * 10) / 10,
    request_id: requestId,
  }
  if (status >= 500) accessLogger().error(failure === undefined ? line : { ...line, err: failure }, 'api request failed')
  else accessLogger().info(line, 'api request')
}

/**
 * The answer with the request id header. A Response with immutable headers (Response.redirect) is copied.
 * The csrftoken cookie is issued by GET /api/csrf/ alone (see csrf.ts for why not here).
 */
function finish(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(REQUEST_ID_HEADER, requestId)
    return copy
  }
}

export interface EndpointOptions {
  /** The limit of this endpoint's writes; the general write limit by default. */
  rateLimit?: RateLimitRule
  /** Every method answers the JSON 404 (the catch-all of paths no API route matches). */
  unknownPath?: boolean
}

/** Per-visitor answers must never be stored by a shared cache. */
const PRIVATE = { 'cache-control': 'private, no-store', vary: 'cookie' }
/**
 * What pages allow shared caches (Next's revalidate 300 s and expireTime 86,400 s, next.config): a public read
 * lives in the front as long as the page showing the same figures, and goes with it at a purge. Browsers keep
 * nothing (no max-age), so a visitor's next request always reaches the front.
 */
export const SHARED_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86100'

/**
 * Runs a served operation: the query and body are parsed with its schemas (a 400 with `fields` when they do
 * not fit), the visitor is resolved, and the handler's data becomes JSON with the operation's status; a
 * per-visitor answer is private, and a per-visitor write (re)sets the visitor cookie, so the first write
 * creates the visitor and each one keeps it alive.
 */
async function runOperation({ operation: op, handle }: Served, request: Request, params: Params): Promise<Response> {
  const write = WRITE_METHODS.has(request.method)
  const query = op.query ? parseQuery(op.query, new URL(request.url).searchParams) : undefined
  const bodySchema = op.form ?? op.body
  const fields = bodySchema ? await readBody(request, op.maxBodyBytes) : {}
  const body = bodySchema ? validate(bodySchema, fields, op.invalidBody ?? 'Invalid body') : undefined
  const visitor = op.visitor ? (write ? (visitorIdOf(request) ?? newVisitorId()) : visitorIdOf(request)) : null
  const input: RawInput = { query, body, fields, params, visitor, request }
  const result = await handle(input)
  if (result instanceof Response) return result
  const headers: Record<string, string> = op.visitor
    ? { ...PRIVATE }
    : write
      ? { 'cache-control': 'no-store' }
      : op.shared
        ? { 'cache-control': SHARED_CACHE_CONTROL }
        : {}
  if (visitor && write) headers['set-cookie'] = visitorCookie(visitor, request)
  return json(result, { status: op.response.status ?? 200, headers })
}

type WriteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type RouteHandler = ((request: Request, context: Context) => Promise<Response>) & { operation?: Operation }

/**
 * Builds the exports of a route file: every method answers — the ones given run their handler
 * (writes after the size, CSRF and rate-limit checks), the rest get a JSON 405. A handler is a served
 * operation (serve(op, …): its query and body parsed, documented in OpenAPI from the same declaration) or a
 * plain function of the request that returns a Response or data (JSON, status 200). Every answer carries
 * X-Request-Id, and an API request leaves one access line in the log.
 */
export function endpoint(
  handlers: Partial<Record<WriteMethod, Handler | Served>>,
  options: EndpointOptions = {},
): Record<Method, RouteHandler> {
  for (const [method, handler] of Object.entries(handlers))
    if (typeof handler === 'object' && handler.operation.method !== method)
      throw new Error(`${handler.operation.method} ${handler.operation.path} is served as ${method}`)
  const run = (method: Method) => async (request: Request, context: Context) => {
    const startedAt = performance.now()
    const requestId = requestIdOf(request)
    let failure: unknown
    // Lines that the handler's code logs carry the request id too.
    const response = await withLogContext({ request_id: requestId }, async () => {
      try {
        const handler = handlers[method === 'HEAD' ? 'GET' : (method as WriteMethod)]
        if (options.unknownPath) throw notFound(`No API endpoint at ${new URL(request.url).pathname}`)
        if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: allowed().join(', ') } })
        if (!handler) throw new ApiError(405, 'method_not_allowed', `Method ${method} is not allowed here`)
        if (WRITE_METHODS.has(method)) {
          const op = typeof handler === 'object' ? handler.operation : undefined
          assertContentLength(request, op?.maxBodyBytes)
          if (op?.auth === undefined) assertCsrf(request)
          await assertRateLimit(
            request,
            (typeof handler === 'object' ? handler.operation.rateLimit : undefined) ?? options.rateLimit ?? WRITE_RATE_LIMIT,
          )
        }
        const params = (await context?.params) ?? {}
        if (typeof handler === 'object') return await runOperation(handler, request, params)
        const result = await handler(request, params)
        return result instanceof Response ? result : json(result)
      } catch (error) {
        failure = error
        return toErrorResponse(error)
      }
    })
    logAccess(request, method, response.status, startedAt, requestId, failure)
    return finish(response, requestId)
  }
  const allowed = () => ['OPTIONS', ...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : [])]
  return Object.fromEntries(
    ALL_METHODS.map((m) => {
      const handler = handlers[m === 'HEAD' ? 'GET' : (m as WriteMethod)]
      // The served operation rides on the export, so a test can check each route against the OpenAPI declarations.
      return [m, Object.assign(run(m), typeof handler === 'object' && m !== 'OPTIONS' ? { operation: handler.operation } : {})]
    }),
  ) as Record<Method, RouteHandler>
}

/**
 * The exports of the catch-all under /api: a path no API route matches answers the API's JSON 404 for
 * every method (not the site's HTML 404 page), with the request id and access line of any API call.
 */
export function unknownApiPath(): ReturnType<typeof endpoint> {
  return endpoint({}, { unknownPath: true })
}
