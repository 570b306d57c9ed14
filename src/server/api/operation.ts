import 'server-only'

import type { z } from 'zod'

import type { RateLimitRule } from '../rate-limit'

type JsonSchema = Record<string, unknown>

/** What the OpenAPI builder can look up while describing an operation. */
export interface DocContext {
  /** The JSON Schema of a CMS global's public DTO (generated from its field definitions). */
  global(slug: string): JsonSchema
}

/**
 * One operation of the product API, declared once beside its feature: the route serves it (the query and
 * body are parsed with these schemas before the handler runs) and the OpenAPI document describes it.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'DELETE'
  /** SPEC §7 path with its trailing slash; {name} marks a path parameter. */
  path: string
  tag: string
  summary: string
  description?: string
  /** Path parameters, for the docs (handlers read them from `params` and answer 404 for a bad one). */
  params?: { name: string; description: string; schema: JsonSchema }[]
  query?: z.ZodType
  /** A form body: the site sends multipart/form-data; urlencoded and JSON are read the same way. */
  form?: z.ZodType
  /** A JSON body (form data with the same fields is read too). */
  body?: z.ZodType
  /** The message of the 400 when the body does not validate (a form's own words); per-field messages go in `fields`. */
  invalidBody?: string
  /** Per visitor: the handler gets the visitor id, the answer is private, and a write (re)sets the visitor cookie. */
  visitor?: boolean
  /**
   * A read whose answer is the same for everyone and made of public content (the catalogue, the programmes, the
   * pages' blocks): shared caches (the production front, a CDN) may keep it as long as a page, and every purge
   * of public content drops it (scripts/front-purge.mjs).
   */
  shared?: boolean
  /** The limit of this operation's writes; the general write limit by default. */
  rateLimit?: RateLimitRule
  /**
   * A machine client's write signed with an API key in the Authorization header (the handler checks it and
   * reads no cookie): no CSRF check, which guards cookie sessions only. 'link-token': a write authorised by the
   * secret token of an e-mail's link (a mail client's one-click unsubscribe, sent with no cookie): no CSRF check either.
   */
  auth?: 'api-key' | 'link-token'
  /** The largest body this operation reads; MAX_BODY_BYTES by default. */
  maxBodyBytes?: number
  response: {
    status?: number
    description: string
    /** Default application/json. */
    contentType?: string
    schema?: z.ZodType
    json?: JsonSchema | ((ctx: DocContext) => JsonSchema)
  }
  /** Error statuses besides the ones every endpoint can answer (405, 500, 503). */
  errors?: number[]
  /** An example request path (with query) for the docs page. */
  example?: string
  /** An example JSON body for the docs. */
  bodyExample?: unknown
}

/** Declares an operation, keeping its schemas' types for the handler's input. */
export function operation<const O extends Operation>(op: O): O {
  return op
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a handler gets: the query and body already parsed with the operation's schemas. */
export interface Input<O extends Operation> {
  query: Parsed<O['query']>
  body: O['form'] extends z.ZodType ? z.output<O['form']> : Parsed<O['body']>
  /** The body as sent, before validation (stored beside a lead); `{}` for an operation without one. */
  fields: Record<string, unknown>
  params: Record<string, string | string[] | undefined>
  /** The visitor of a per-visitor operation: on a write always an id (a new one for a first write), on a read null for a stranger. */
  visitor: O['visitor'] extends true ? (O['method'] extends 'GET' ? string | null : string) : null
  request: Request
}

/** An operation with the handler that serves it; endpoint() turns these into a route's exports. */
export interface Served {
  operation: Operation
  handle(input: RawInput): unknown
}

/** The input as endpoint() builds it, before serve() gives it the operation's types. */
export interface RawInput extends Omit<Input<Operation>, 'query' | 'body' | 'visitor'> {
  query: unknown
  body: unknown
  visitor: string | null
}

/** Pairs an operation with its handler. The handler returns data (JSON with the operation's status) or a Response. */
export function serve<const O extends Operation>(op: O, handle: (input: Input<O>) => unknown): Served {
  return { operation: op, handle: handle as Served['handle'] }
}
