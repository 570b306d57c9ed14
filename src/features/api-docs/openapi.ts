import { bookingOperations } from '@/features/booking'
import { buildsOperations } from '@/features/builds/server'
import { catalogSyncOperations } from '@/features/catalog-sync'
import { cms } from '@/features/cms-runtime'
import { compareOperations } from '@/features/compare'
import { contentOperations, fieldsJsonSchema, imageSchema } from '@/features/content'
import { favoritesOperations } from '@/features/favorites'
import { genplanOperations } from '@/features/genplan'
import { iconsOperations } from '@/features/icons/server'
import { leadsOperations } from '@/features/leads'
import { mortgageOperations } from '@/features/mortgage'
import { navigationOperations } from '@/features/navigation/server'
import { priceWatchOperations } from '@/features/price-watch'
import { progressOperations } from '@/features/progress'
import { propertiesOperations } from '@/features/properties'
import { redirectsOperations } from '@/features/redirects/server'
import { seoOperations } from '@/features/seo/server'
import { csrfOperation, type DocContext, type Operation } from '@/server/api'

import { type JsonSchema, SchemaCollector } from './json-schema'
import { docsOperations } from './operations'

/** The operations of a feature's declaration, however it groups them. */
function operationsOf(group: object): Operation[] {
  return Object.values(group).flatMap((value: Operation | object) => ('method' in value ? [value as Operation] : operationsOf(value)))
}

/**
 * Every product endpoint, in the order the docs list them: the same declarations the routes serve (serve(op, …)
 * parses the query and body with their schemas), so the document cannot drift from what a route accepts.
 */
export const ENDPOINTS: Operation[] = [
  propertiesOperations,
  favoritesOperations,
  compareOperations,
  genplanOperations,
  mortgageOperations,
  progressOperations,
  contentOperations,
  leadsOperations,
  bookingOperations,
  priceWatchOperations,
  catalogSyncOperations,
  docsOperations,
  seoOperations,
  navigationOperations,
  redirectsOperations,
  { csrfOperation },
  iconsOperations,
  buildsOperations,
].flatMap(operationsOf)

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: `error.fields` lists the messages per field',
  401: 'No valid API key: send `Authorization: users API-Key <key>`',
  403: 'CSRF check failed: send the csrftoken cookie value in X-CSRFToken',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict: the resource is not in a state that allows this (a flat already booked or sold)',
  413: 'Request body too large (64 KiB)',
  415: 'Unsupported content type',
  429: 'Too many requests from this address; Retry-After given',
  500: 'Internal error',
  503: 'Service temporarily unavailable (database); Retry-After given',
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          enum: [
            'bad_request',
            'validation_error',
            'csrf_failed',
            'unauthorized',
            'forbidden',
            'not_found',
            'method_not_allowed',
            'payload_too_large',
            'unsupported_media_type',
            'conflict',
            'rate_limited',
            'service_unavailable',
            'internal_error',
          ],
        },
        message: { type: 'string' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
          description: 'Messages per field (Russian for forms)',
        },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']

function operation(endpoint: Operation, collector: SchemaCollector, ctx: DocContext): JsonSchema {
  const parameters = [
    ...(endpoint.params ?? []).map((p) => ({ name: p.name, in: 'path', required: true, description: p.description, schema: p.schema })),
    ...(endpoint.query
      ? collector.fields(endpoint.query).map((f) => ({
          name: f.name,
          in: 'query',
          required: f.required,
          ...(f.description ? { description: f.description } : {}),
          schema: f.schema,
          ...(f.schema.type === 'array' ? { style: 'form', explode: true } : {}),
        }))
      : []),
  ]
  const write = endpoint.method !== 'GET'
  if (write && endpoint.auth === 'api-key')
    parameters.push(
      { name: 'Authorization', in: 'header', required: true, description: 'users API-Key <key>', schema: { type: 'string' } },
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Makes a retry safe: the same key and body answer the first result again; another body with the key is a 409',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      },
    )
  else if (write && endpoint.auth !== 'link-token')
    parameters.push({
      name: 'X-CSRFToken',
      in: 'header',
      required: true,
      description: 'The value of the csrftoken cookie',
      schema: { type: 'string' },
    })

  const bodySchema = endpoint.form ?? endpoint.body
  let requestBody: JsonSchema | undefined
  if (bodySchema) {
    const fields = collector.fields(bodySchema)
    const schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
      required: fields.filter((f) => f.required).map((f) => f.name),
    }
    requestBody = {
      required: true,
      content: Object.fromEntries(
        (endpoint.form ? FORM_TYPES : ['application/json']).map((t) => [
          t,
          { schema, ...(endpoint.bodyExample ? { example: endpoint.bodyExample } : {}) },
        ]),
      ),
    }
  }

  const { response } = endpoint
  const responseSchema = response.schema
    ? collector.convert(response.schema)
    : typeof response.json === 'function'
      ? response.json(ctx)
      : (response.json ?? {})
  const responses: Record<string, JsonSchema> = {
    [String(response.status ?? 200)]: {
      description: response.description,
      content: { [response.contentType ?? 'application/json']: { schema: responseSchema } },
    },
  }
  for (const status of [...(endpoint.errors ?? []), 405, 500, 503]) {
    responses[String(status)] = {
      description:
        (status === 403 && endpoint.auth === 'api-key' ? 'The API key’s account may not do this' : STATUS_TEXT[status]) ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(endpoint.example ? { 'x-example': endpoint.example } : {}),
  }
}

/** Builds the OpenAPI 3.1 document from the endpoints' zod schemas and the CMS field definitions. */
export async function buildOpenApiDocument(endpoints: Operation[] = ENDPOINTS): Promise<JsonSchema> {
  const payload = await cms()
  const collector = new SchemaCollector()
  collector.convert(imageSchema)
  const ctx: DocContext = {
    global(slug) {
      const config = payload.config.globals.find((g) => g.slug === slug)
      if (!config) throw new Error(`Unknown CMS global "${slug}"`)
      return fieldsJsonSchema(config.flattenedFields)
    },
  }
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, collector, ctx)
  return {
    openapi: '3.1.0',
    info: {
      title: 'ЖК «Новая Заря» — product API',
      version: '1.0.0',
      description:
        'The JSON API the site calls (SPEC §7). Every path answers with and without its trailing slash. Errors are `{ "error": { code, message, fields? } }`. Writes need the csrftoken cookie echoed in the X-CSRFToken header.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: { Error: ERROR_SCHEMA, ...collector.components } },
  }
}

let cached: Promise<JsonSchema> | undefined

/** The OpenAPI document, built once per process (it depends only on code and the CMS schema). */
export function getOpenApiDocument(): Promise<JsonSchema> {
  cached ??= buildOpenApiDocument().catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}
