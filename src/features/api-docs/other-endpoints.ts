import { z } from 'zod'

import { compareListSchema } from '@/features/compare'
import { collectionCreatedSchema, idBodySchema, idListSchema, visitorListQuerySchema } from '@/features/favorites'
import {
  buildingFloorsSchema,
  combinedSectionsSchema,
  floorPlanSchema,
  floorQuerySchema,
  genplanBuildingSchema,
  genplanQuerySchema,
  genplanSchema,
} from '@/features/genplan'
import {
  promoListSchema,
  promoQuerySchema,
  promoSchema,
  propertyDetailSchema,
  propertyFacetsSchema,
  propertyFilterSchema,
  propertyListQuerySchema,
  propertyListSchema,
  propertySpecsSchema,
  similarParamsSchema,
  similarQuerySchema,
} from '@/features/properties'
import { q } from '@/lib/api'

import type { EndpointDoc } from './endpoint-doc'

const idParam = (what: string) => ({ name: 'id', description: `${what} id`, schema: { type: 'integer', minimum: 1 } })
const visitorNote = 'Per visitor (anonymous id in an httpOnly cookie set on the first write).'

/** Catalogue, visitor-list and master-plan endpoints (the other half of issue 3). */
export const catalogueEndpoints: EndpointDoc[] = [
  {
    method: 'GET',
    path: '/api/properties/',
    tag: 'Properties',
    summary: 'Filtered, ordered, paged list of properties',
    query: propertyListQuerySchema,
    response: { description: 'A page of properties', schema: propertyListSchema },
    errors: [400],
    example: '/api/properties/?type=flat&rooms=1,2&price_max=15000000&order=price&limit=12',
  },
  {
    method: 'GET',
    path: '/api/properties/specs/',
    tag: 'Properties',
    summary: 'Which filters exist, their options and ranges',
    query: propertyFilterSchema,
    response: { description: 'Specs', schema: propertySpecsSchema },
    errors: [400],
    example: '/api/properties/specs/?type=flat',
  },
  {
    method: 'GET',
    path: '/api/properties/facets/',
    tag: 'Properties',
    summary: 'Counts and ranges under the current filters',
    query: propertyFilterSchema,
    response: { description: 'Facets', schema: propertyFacetsSchema },
    errors: [400],
    example: '/api/properties/facets/?type=flat&rooms=2',
  },
  {
    method: 'GET',
    path: '/api/properties/{id}/',
    tag: 'Properties',
    summary: 'Property detail (SPEC §3 flat)',
    params: [idParam('Property')],
    response: { description: 'The property', schema: propertyDetailSchema },
    errors: [404],
    example: '/api/properties/1/',
  },
  {
    method: 'GET',
    path: '/api/properties/{id}/similar_properties/',
    tag: 'Properties',
    summary: 'Similar properties',
    params: [idParam('Property')],
    query: similarQuerySchema,
    response: { description: 'A page of similar properties', schema: propertyListSchema },
    errors: [400, 404],
    example: '/api/properties/1/similar_properties/?limit=4',
  },
  {
    method: 'GET',
    path: '/api/properties/{id}/similar_properties_params/',
    tag: 'Properties',
    summary: 'The filter that yields the similar properties',
    params: [idParam('Property')],
    response: { description: 'Parameters', schema: similarParamsSchema },
    errors: [404],
    example: '/api/properties/1/similar_properties_params/',
  },
  ...(['promo_feature', 'banner', 'promo', 'discounts'] as const).map((name): EndpointDoc => ({
    method: 'GET',
    path: `/api/properties/${name}/`,
    tag: 'Properties',
    summary: `Catalogue marketing items: ${name}`,
    description:
      'Active items that apply where they are shown: with property={id}, to that property; otherwise to at least one property under the catalogue filters. price_from is computed from the catalogue when the editor asked for it.',
    query: promoQuerySchema,
    errors: [400],
    response:
      name === 'promo_feature'
        ? { description: 'The flat-card promo, or null', schema: promoSchema.nullable() }
        : { description: 'Items', schema: promoListSchema },
    example: `/api/properties/${name}/`,
  })),
  ...(['favorites', 'viewed', 'pinned'] as const).flatMap((path): EndpointDoc[] => {
    const name = path === 'favorites' ? 'favorites' : path
    return [
      {
        method: 'GET',
        path: `/api/${path}/`,
        tag: 'Visitor lists',
        summary: `The visitor’s ${name}, most recently added first (page size 40)`,
        description: `${visitorNote} Takes the catalogue filters (any status by default).`,
        query: visitorListQuerySchema,
        response: { description: 'A page of properties', schema: propertyListSchema },
        errors: [400],
        example: `/api/${path}/?limit=40`,
      },
      {
        method: 'POST',
        path: `/api/${path}/`,
        tag: 'Visitor lists',
        summary: `Add a property to ${name}`,
        description: `${visitorNote} Body: JSON {"id": 123} or form data id=123.`,
        body: idBodySchema,
        response: { status: 201, description: 'The list’s ids', schema: idListSchema },
        errors: [400, 403, 404],
      },
    ]
  }),
  {
    method: 'GET',
    path: '/api/favorites/favorite_properties',
    tag: 'Visitor lists',
    summary: 'Ids of the visitor’s favorite properties',
    description: visitorNote,
    response: { description: 'Ids', schema: idListSchema },
    example: '/api/favorites/favorite_properties',
  },
  ...(['favorites', 'pinned'] as const).flatMap((path): EndpointDoc[] => [
    {
      method: 'DELETE',
      path: `/api/${path}/clear/`,
      tag: 'Visitor lists',
      summary: path === 'favorites' ? 'Clear favorites and pinned items (SPEC §2.2)' : 'Clear pinned items',
      response: { description: 'The (empty) ids', schema: idListSchema },
      errors: [403],
    },
    {
      method: 'DELETE',
      path: `/api/${path}/{id}/`,
      tag: 'Visitor lists',
      summary: `Remove a property from ${path}`,
      params: [idParam('Property')],
      response: { description: 'The remaining ids', schema: idListSchema },
      errors: [403, 404],
    },
  ]),
  ...(['specs', 'facets'] as const).map((name): EndpointDoc => ({
    method: 'GET',
    path: `/api/favorites/${name}/`,
    tag: 'Visitor lists',
    summary: `${name === 'specs' ? 'Specs' : 'Facets'} of the visitor’s favorites`,
    query: propertyFilterSchema,
    response: { description: name, schema: name === 'specs' ? propertySpecsSchema : propertyFacetsSchema },
    errors: [400],
    example: `/api/favorites/${name}/`,
  })),
  {
    method: 'POST',
    path: '/api/favorite_collection/',
    tag: 'Visitor lists',
    summary: 'Save the visitor’s favorites as a shareable collection',
    description: 'Answers 400 when the favorites are empty.',
    response: { status: 201, description: 'The collection key', schema: collectionCreatedSchema },
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/favorite_collection/{collection}/properties/',
    tag: 'Visitor lists',
    summary: 'The properties of a shared favorites collection',
    description: 'A key that breaks the pattern answers 400; a well-formed key no collection has, 404.',
    params: [{ name: 'collection', description: 'Collection key', schema: { type: 'string', pattern: '^[A-Za-z0-9]{8,32}$' } }],
    query: visitorListQuerySchema,
    response: { description: 'A page of properties', schema: propertyListSchema },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/compare/',
    tag: 'Visitor lists',
    summary: 'The visitor’s comparison: up to 4 properties of one type, in the order they were added',
    description: `${visitorNote} Each item is the property card plus living and kitchen area and the floor count.`,
    response: { description: 'The compared properties', schema: compareListSchema },
    example: '/api/compare/',
  },
  {
    method: 'POST',
    path: '/api/compare/',
    tag: 'Visitor lists',
    summary: 'Add a property to the comparison',
    description: `${visitorNote} Body: JSON {"id": 123} or form data id=123. Answers 409 with a Russian message for a fifth property or one of another type than those compared.`,
    body: idBodySchema,
    response: { status: 201, description: 'The comparison’s ids, most recent first', schema: idListSchema },
    errors: [400, 403, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/compare/{id}/',
    tag: 'Visitor lists',
    summary: 'Remove a property from the comparison',
    params: [idParam('Property')],
    response: { description: 'The remaining ids', schema: idListSchema },
    errors: [403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/compare/clear/',
    tag: 'Visitor lists',
    summary: 'Clear the comparison (favorites and pinned stay)',
    response: { description: 'The (empty) ids', schema: idListSchema },
    errors: [403],
  },
  {
    method: 'POST',
    path: '/api/compare_collection/',
    tag: 'Visitor lists',
    summary: 'Save the comparison as a shareable collection',
    description: 'Open with /compare?collection=<key>. Answers 400 when the comparison is empty.',
    response: { status: 201, description: 'The collection key', schema: collectionCreatedSchema },
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/compare_collection/{collection}/',
    tag: 'Visitor lists',
    summary: 'A shared comparison',
    description:
      'The saved properties in the order they were added (at most 4). A key that breaks the pattern answers 400; a well-formed key no collection has, 404.',
    params: [{ name: 'collection', description: 'Collection key', schema: { type: 'string', pattern: '^[A-Za-z0-9]{8,32}$' } }],
    response: { description: 'The compared properties', schema: compareListSchema },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/genplan/',
    tag: 'Master plan',
    summary: 'Buildings with their sections and available flats per room type',
    query: genplanQuerySchema,
    response: { description: 'Buildings', schema: genplanSchema },
    errors: [400],
    example: '/api/genplan/',
  },
  {
    method: 'GET',
    path: '/api/genplan/building/{id}/',
    tag: 'Master plan',
    summary: 'One building with its sections (SPEC §3 tooltip input)',
    params: [idParam('Building')],
    response: { description: 'The building', schema: genplanBuildingSchema },
    errors: [404],
    example: '/api/genplan/building/1/',
  },
  {
    method: 'GET',
    path: '/api/genplan/building/{id}/floors/',
    tag: 'Master plan',
    summary: "The building's sections with their floors: available flats and min price per floor",
    description: 'Available is the catalogue status (a booking whose hold ran out is available again).',
    params: [idParam('Building')],
    response: { description: 'Sections and floors', schema: buildingFloorsSchema },
    errors: [404],
    example: '/api/genplan/building/1/floors/',
  },
  {
    method: 'GET',
    path: '/api/genplan/building/{id}/floors/{floor}/',
    tag: 'Master plan',
    summary: "One section's floor plan: the plate picture and every flat on it with its outline",
    description:
      'The catalogue filters in the query do not remove flats: they set `matches` (and `matched`) so a page can dim the others. Without `status` every status matches. An unknown building, section or floor answers 404.',
    params: [idParam('Building'), { name: 'floor', description: 'Floor number', schema: { type: 'integer' } }],
    query: floorQuerySchema,
    response: { description: 'The floor plan', schema: floorPlanSchema },
    errors: [400, 404],
    example: '/api/genplan/building/1/floors/5/?rooms=2',
  },
  {
    method: 'GET',
    path: '/api/genplan/buildings-combined-sections/',
    tag: 'Master plan',
    summary: 'Every section with properties_info (rooms, count, min_price)',
    query: genplanQuerySchema,
    response: { description: 'Sections', schema: combinedSectionsSchema },
    errors: [400],
    example: '/api/genplan/buildings-combined-sections/',
  },
]

const pagePath = z.string().trim().min(1).max(2048)
const seoRecord = z
  .object({
    slug: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    meta_tags: z.array(z.object({ name: z.string(), content: z.string().optional(), image: z.string().optional().describe('Image URL') })),
  })
  .meta({ id: 'SeoRecord' })
const menuItemSchema = z
  .object({
    title: z.string(),
    category: z.string().nullable(),
    to: z.object({ path: z.string(), hash: z.string().nullable() }),
    parent: z.boolean().describe('Heads a group of items with the same category'),
  })
  .meta({ id: 'MenuItem' })

/**
 * Site-shell endpoints: SEO, menus, redirect lookup, build id, icons. Their routes validate with inline
 * schemas (no schema module to import), so they are restated here by hand from the route files.
 */
export const shellEndpoints: EndpointDoc[] = [
  {
    method: 'GET',
    path: '/api/seo/',
    tag: 'Site',
    summary: 'SEO records: all of them, or the one of a page',
    description: 'Without a query: the list of every SEO record. With slug (or path): that page’s record, or 404.',
    query: z.object({
      slug: pagePath.optional().describe('Page slug, e.g. / or /flats'),
      path: pagePath.optional().describe('Alternative to slug'),
    }),
    response: {
      description: 'The record (slug, title, description, meta_tags) of the page asked for, or the list of every record',
      schema: z.union([seoRecord, z.array(seoRecord)]),
    },
    errors: [400, 404],
    byHand: true,
    example: '/api/seo/?slug=/',
  },
  ...(['menu', 'menu_info'] as const).map((name): EndpointDoc => ({
    method: 'GET',
    path: `/api/${name}/`,
    tag: 'Site',
    summary: name === 'menu' ? 'Header menu' : 'Footer menu',
    response: { description: 'Menu items (SPEC §3)', schema: z.array(menuItemSchema) },
    byHand: true,
    example: `/api/${name}/`,
  })),
  {
    method: 'GET',
    path: '/api/redirects/lookup/',
    tag: 'Site',
    summary: 'Redirect lookup by path (SPEC §4)',
    query: z.object({ path: pagePath.describe('The path being navigated to') }),
    response: {
      description:
        'redirect (path or absolute URL) or null, its status and the app middleware to run; a property card asked under the wrong type redirects (301) to its canonical card',
      schema: z.object({
        redirect: z.string().nullable(),
        statusCode: z.union([z.literal(301), z.literal(302)]).nullable(),
        appMiddleware: z.array(z.string()),
        notFound: z
          .enum(['unknown', 'invalid'])
          .nullable()
          .describe('The path answers 404: no route matches (unknown), or its params or property id do not (invalid)'),
      }),
    },
    errors: [400],
    byHand: true,
    example: '/api/redirects/lookup/?path=/kvartiry',
  },
  {
    method: 'GET',
    path: '/api/csrf/',
    tag: 'Site',
    summary: 'Issues the csrftoken cookie (SPEC §6) to a caller without one',
    description:
      'Pages are cached and set no cookie; the browser calls this once before its first write. Every API answer issues the cookie to a caller without one; this one has no body.',
    response: { description: 'No content; Set-Cookie: csrftoken when the request had none', status: 204 },
    errors: [],
    example: '/api/csrf/',
  },
  {
    method: 'GET',
    path: '/api/icons/{collection}.json',
    tag: 'Site',
    summary: 'Icon data from our own origin (SPEC §7)',
    params: [{ name: 'collection', description: 'Icon collection, e.g. nz', schema: { type: 'string' } }],
    query: z.object({ icons: q.list(z.string().regex(/^[a-z0-9-]{1,64}$/)).describe('Icon names, comma-separated') }),
    response: {
      description: 'Iconify-shaped: prefix and icons',
      schema: z.object({
        prefix: z.string(),
        width: z.number().optional(),
        height: z.number().optional(),
        icons: z.record(z.string(), z.object({ body: z.string() })),
        not_found: z.array(z.string()).optional(),
      }),
    },
    errors: [400, 404],
    byHand: true,
    example: '/api/icons/nz.json?icons=phone,close',
  },
  {
    method: 'GET',
    path: '/builds/latest.json',
    tag: 'Site',
    summary: 'The id of the running build (new-build detection, SPEC §4)',
    query: z.object({ t: z.string().optional().describe('Cache-busting timestamp') }),
    response: { description: 'The build id', schema: z.object({ id: z.string() }) },
    byHand: true,
    example: '/builds/latest.json?t=1767225600000',
  },
]
