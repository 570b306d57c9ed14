import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { assertCsrf } from './csrf'
import { ApiError } from './errors'
import { WRITE_RATE_LIMIT } from './rate-limits'
import { json, toErrorResponse } from './respond'

type Params = Record<string, string | string[] | undefined>
type Context = { params: Promise<Params> }
type Handler = (request: Request, params: Params) => Promise<Response | unknown> | Response | unknown

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof ALL_METHODS)[number]

/** Largest request body the product API reads (forms are small; uploads go through the CMS). */
export const MAX_BODY_BYTES = 64 * 1024

function assertBodySize(request: Request): void {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`)
}

/** A 429 with Retry-After once the client spent its writes; refused requests are not handled at all. */
export async function assertRateLimit(request: Request, rule: RateLimitRule): Promise<void> {
  const result = await hitRateLimit(rule, clientAddress(request.headers))
  if (!result.allowed) {
    throw new ApiError(429, 'rate_limited', `Too many requests: try again in ${result.retryAfter} s`, undefined, { 'retry-after': String(result.retryAfter) })
  }
}

export interface EndpointOptions {
  /** The limit of this endpoint's writes; the general write limit by default. */
  rateLimit?: RateLimitRule
}

/**
 * Builds the exports of a route file: every method answers — the ones given run their handler
 * (writes after the size, CSRF and rate-limit checks), the rest get a JSON 405. Handlers return a
 * Response or data that becomes JSON with status 200.
 */
export function endpoint(
  handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>,
  options: EndpointOptions = {},
): Record<Method, (request: Request, context: Context) => Promise<Response>> {
  const run = (method: Method) => async (request: Request, context: Context) => {
    try {
      const handler = handlers[method === 'HEAD' ? 'GET' : (method as keyof typeof handlers)]
      if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: allowed().join(', ') } })
      if (!handler) throw new ApiError(405, 'method_not_allowed', `Method ${method} is not allowed here`)
      if (WRITE_METHODS.has(method)) {
        assertBodySize(request)
        assertCsrf(request)
        await assertRateLimit(request, options.rateLimit ?? WRITE_RATE_LIMIT)
      }
      const result = await handler(request, (await context?.params) ?? {})
      return result instanceof Response ? result : json(result)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
  const allowed = () => ['OPTIONS', ...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : [])]
  return Object.fromEntries(ALL_METHODS.map((m) => [m, run(m)])) as Record<Method, (request: Request, context: Context) => Promise<Response>>
}
