import { operation } from '@/server/api'

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
} from './properties.schema'

const idParam = { name: 'id', description: 'Property id', schema: { type: 'integer', minimum: 1 } }
const TAG = 'Properties'

/** A catalogue marketing list: the same query and description, its own name. */
function promoOperation<N extends 'banner' | 'promo' | 'discounts'>(name: N) {
  return operation({
    method: 'GET',
    shared: true,
    path: `/api/properties/${name}/`,
    tag: TAG,
    summary: `Catalogue marketing items: ${name}`,
    description: PROMO_DESCRIPTION,
    query: promoQuerySchema,
    errors: [400],
    response: { description: 'Items', schema: promoListSchema },
    example: `/api/properties/${name}/`,
  })
}

const PROMO_DESCRIPTION =
  'Active items that apply where they are shown: with property={id}, to that property; otherwise to at least one property under the catalogue filters. price_from is computed from the catalogue when the editor asked for it.'

/** The catalogue: lists, filters, the card, similar properties and marketing items. */
export const propertiesOperations = {
  list: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/',
    tag: TAG,
    summary: 'Filtered, ordered, paged list of properties',
    query: propertyListQuerySchema,
    response: { description: 'A page of properties', schema: propertyListSchema },
    errors: [400],
    example: '/api/properties/?type=flat&rooms=1,2&price_max=15000000&order=price&limit=12',
  }),
  specs: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/specs/',
    tag: TAG,
    summary: 'Which filters exist, their options and ranges',
    query: propertyFilterSchema,
    response: { description: 'Specs', schema: propertySpecsSchema },
    errors: [400],
    example: '/api/properties/specs/?type=flat',
  }),
  facets: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/facets/',
    tag: TAG,
    summary: 'Counts and ranges under the current filters',
    query: propertyFilterSchema,
    response: { description: 'Facets', schema: propertyFacetsSchema },
    errors: [400],
    example: '/api/properties/facets/?type=flat&rooms=2',
  }),
  detail: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/{id}/',
    tag: TAG,
    summary: 'Property detail (SPEC §3 flat)',
    params: [idParam],
    response: { description: 'The property', schema: propertyDetailSchema },
    errors: [404],
    example: '/api/properties/1/',
  }),
  similar: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/{id}/similar_properties/',
    tag: TAG,
    summary: 'Similar properties',
    params: [idParam],
    query: similarQuerySchema,
    response: { description: 'A page of similar properties', schema: propertyListSchema },
    errors: [400, 404],
    example: '/api/properties/1/similar_properties/?limit=4',
  }),
  similarParams: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/{id}/similar_properties_params/',
    tag: TAG,
    summary: 'The filter that yields the similar properties',
    params: [idParam],
    response: { description: 'Parameters', schema: similarParamsSchema },
    errors: [404],
    example: '/api/properties/1/similar_properties_params/',
  }),
  promoFeature: operation({
    method: 'GET',
    shared: true,
    path: '/api/properties/promo_feature/',
    tag: TAG,
    summary: 'Catalogue marketing items: promo_feature',
    description: PROMO_DESCRIPTION,
    query: promoQuerySchema,
    errors: [400],
    response: { description: 'The flat-card promo, or null', schema: promoSchema.nullable() },
    example: '/api/properties/promo_feature/',
  }),
  banner: promoOperation('banner'),
  promo: promoOperation('promo'),
  discounts: promoOperation('discounts'),
}
