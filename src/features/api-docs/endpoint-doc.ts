import type { z } from 'zod'

import type { JsonSchema } from './json-schema'

/** What the document builder can look up while describing an endpoint. */
export interface DocContext {
  /** The JSON Schema of a CMS global's public DTO (generated from its field definitions). */
  global(slug: string): JsonSchema
}

/** One operation of the product API, described from the zod schemas its route validates with. */
export interface EndpointDoc {
  method: 'GET' | 'POST' | 'DELETE'
  /** SPEC §7 path with its trailing slash; {name} marks a path parameter. */
  path: string
  tag: string
  summary: string
  description?: string
  query?: z.ZodType
  params?: { name: string; description: string; schema: JsonSchema }[]
  /** A form body: sent as multipart/form-data (the site), urlencoded or JSON. */
  form?: z.ZodType
  /** A JSON body. */
  body?: z.ZodType
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
  /** Restated by hand because the route validates with inline schemas that no schema module exports. */
  byHand?: boolean
}
