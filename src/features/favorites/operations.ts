import { propertyFacetsSchema, propertyFilterSchema, propertyListSchema, propertySpecsSchema } from '@/features/properties'
import { operation } from '@/server/api'

import { collectionCreatedSchema, idBodySchema, idListSchema, visitorListQuerySchema } from './favorites.schema'

const idParam = { name: 'id', description: 'Property id', schema: { type: 'integer', minimum: 1 } }
const collectionParam = { name: 'collection', description: 'Collection key', schema: { type: 'string', pattern: '^[A-Za-z0-9]{8,32}$' } }
const VISITOR_NOTE = 'Per visitor (anonymous id in an httpOnly cookie set on the first write).'
const TAG = 'Visitor lists'

/** GET and POST of one visitor list (/api/favorites/, /api/viewed/, /api/pinned/). */
function listOperations<P extends string>(path: P, name: string) {
  return {
    list: operation({
      method: 'GET',
      path: `/api/${path}/`,
      tag: TAG,
      summary: `The visitor’s ${name}, most recently added first (page size 40)`,
      description: `${VISITOR_NOTE} Takes the catalogue filters (any status by default).`,
      visitor: true,
      query: visitorListQuerySchema,
      response: { description: 'A page of properties', schema: propertyListSchema },
      errors: [400],
      example: `/api/${path}/?limit=40`,
    }),
    add: operation({
      method: 'POST',
      path: `/api/${path}/`,
      tag: TAG,
      summary: `Add a property to ${name}`,
      description: `${VISITOR_NOTE} Body: JSON {"id": 123} or form data id=123.`,
      visitor: true,
      body: idBodySchema,
      response: { status: 201, description: 'The list’s ids', schema: idListSchema },
      errors: [400, 403, 404, 415],
    }),
  }
}

/** DELETE of one item and of the whole list (/api/favorites/…, /api/pinned/…). */
function removalOperations<P extends string>(path: P, clearSummary: string) {
  return {
    clear: operation({
      method: 'DELETE',
      path: `/api/${path}/clear/`,
      tag: TAG,
      summary: clearSummary,
      visitor: true,
      response: { description: 'The (empty) ids', schema: idListSchema },
      errors: [403],
    }),
    remove: operation({
      method: 'DELETE',
      path: `/api/${path}/{id}/`,
      tag: TAG,
      summary: `Remove a property from ${path}`,
      visitor: true,
      params: [idParam],
      response: { description: 'The remaining ids', schema: idListSchema },
      errors: [403, 404],
    }),
  }
}

/** Favorites, viewed and pinned, their specs and facets, and shared favorites collections. */
export const favoritesOperations = {
  favorites: {
    ...listOperations('favorites', 'favorites'),
    ...removalOperations('favorites', 'Clear favorites and pinned items (SPEC §2.2)'),
    ids: operation({
      method: 'GET',
      path: '/api/favorites/favorite_properties',
      tag: TAG,
      summary: 'Ids of the visitor’s favorite properties',
      description: VISITOR_NOTE,
      visitor: true,
      response: { description: 'Ids', schema: idListSchema },
      example: '/api/favorites/favorite_properties',
    }),
    specs: operation({
      method: 'GET',
      path: '/api/favorites/specs/',
      tag: TAG,
      summary: 'Specs of the visitor’s favorites',
      visitor: true,
      query: propertyFilterSchema,
      response: { description: 'specs', schema: propertySpecsSchema },
      errors: [400],
      example: '/api/favorites/specs/',
    }),
    facets: operation({
      method: 'GET',
      path: '/api/favorites/facets/',
      tag: TAG,
      summary: 'Facets of the visitor’s favorites',
      visitor: true,
      query: propertyFilterSchema,
      response: { description: 'facets', schema: propertyFacetsSchema },
      errors: [400],
      example: '/api/favorites/facets/',
    }),
  },
  viewed: listOperations('viewed', 'viewed'),
  pinned: { ...listOperations('pinned', 'pinned'), ...removalOperations('pinned', 'Clear pinned items') },
  share: operation({
    method: 'POST',
    path: '/api/favorite_collection/',
    tag: TAG,
    summary: 'Save the visitor’s favorites as a shareable collection',
    description: 'Answers 400 when the favorites are empty.',
    visitor: true,
    response: { status: 201, description: 'The collection key', schema: collectionCreatedSchema },
    errors: [400, 403],
  }),
  collection: operation({
    method: 'GET',
    path: '/api/favorite_collection/{collection}/properties/',
    tag: TAG,
    summary: 'The properties of a shared favorites collection',
    description: 'A key that breaks the pattern answers 400; a well-formed key no collection has, 404.',
    params: [collectionParam],
    query: visitorListQuerySchema,
    response: { description: 'A page of properties', schema: propertyListSchema },
    errors: [400, 404],
  }),
}

/** The path parameters of the visitor-list operations, for features that declare operations of their own (compare). */
export const listParams = { idParam, collectionParam, VISITOR_NOTE }
