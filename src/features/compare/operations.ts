import { collectionCreatedSchema, idBodySchema, idListSchema, listParams } from '@/features/favorites'
import { operation } from '@/server/api'

import { compareListSchema } from './compare.schema'

const { idParam, collectionParam, VISITOR_NOTE } = listParams
const TAG = 'Visitor lists'

/** The comparison: the visitor's list of up to 4 properties of one type, and shared comparisons. */
export const compareOperations = {
  list: operation({
    method: 'GET',
    path: '/api/compare/',
    tag: TAG,
    summary: 'The visitor’s comparison: up to 4 properties of one type, in the order they were added',
    description: `${VISITOR_NOTE} Each item is the property card plus living and kitchen area and the floor count.`,
    visitor: true,
    response: { description: 'The compared properties', schema: compareListSchema },
    example: '/api/compare/',
  }),
  add: operation({
    method: 'POST',
    path: '/api/compare/',
    tag: TAG,
    summary: 'Add a property to the comparison',
    description: `${VISITOR_NOTE} Body: JSON {"id": 123} or form data id=123. Answers 409 with a Russian message for a fifth property or one of another type than those compared.`,
    visitor: true,
    body: idBodySchema,
    response: { status: 201, description: 'The comparison’s ids, most recent first', schema: idListSchema },
    errors: [400, 403, 404, 409, 415],
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/compare/{id}/',
    tag: TAG,
    summary: 'Remove a property from the comparison',
    visitor: true,
    params: [idParam],
    response: { description: 'The remaining ids', schema: idListSchema },
    errors: [403, 404],
  }),
  clear: operation({
    method: 'DELETE',
    path: '/api/compare/clear/',
    tag: TAG,
    summary: 'Clear the comparison (favorites and pinned stay)',
    visitor: true,
    response: { description: 'The (empty) ids', schema: idListSchema },
    errors: [403],
  }),
  share: operation({
    method: 'POST',
    path: '/api/compare_collection/',
    tag: TAG,
    summary: 'Save the comparison as a shareable collection',
    description: 'Open with /compare?collection=<key>. Answers 400 when the comparison is empty.',
    visitor: true,
    response: { status: 201, description: 'The collection key', schema: collectionCreatedSchema },
    errors: [400, 403],
  }),
  collection: operation({
    method: 'GET',
    path: '/api/compare_collection/{collection}/',
    tag: TAG,
    summary: 'A shared comparison',
    description:
      'The saved properties in the order they were added (at most 4). A key that breaks the pattern answers 400; a well-formed key no collection has, 404.',
    params: [collectionParam],
    response: { description: 'The compared properties', schema: compareListSchema },
    errors: [400, 404],
  }),
}
