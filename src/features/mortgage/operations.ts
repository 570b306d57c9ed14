import { operation } from '@/server/api'

import {
  defaultCalculationQuerySchema,
  defaultCalculationSchema,
  facetsQuerySchema,
  mortgageFacetsSchema,
  mortgagePageSchema,
  mortgageSpecsSchema,
  offersPageSchema,
  offersQuerySchema,
} from './mortgage.schema'

const TAG = 'Mortgage'

/** The mortgage calculator and its page. */
export const mortgageOperations = {
  offers: operation({
    method: 'GET',
    shared: true,
    path: '/api/mortgage/',
    tag: TAG,
    summary: 'Bank offers for the calculator values',
    description:
      'Every programme that can serve the values (price ≤ price_max, initial payment ≥ the programme minimum, term ≤ term_max) with its monthly annuity payment. Missing values take the default calculation (median flat price, 20 %, 30 years). With property={id}, only the programmes that apply to that property (its building, readiness, features) at its price: with order=payment and no other values, the first offer’s payment is the property’s full_mortgage_payment. Every offer names its conditions (borrowers, conditions).',
    query: offersQuerySchema,
    response: { description: 'A page of offers', schema: offersPageSchema },
    errors: [400, 404],
    example: '/api/mortgage/?price=12000000&initial_payment=20&term=30&order=payment',
  }),
  specs: operation({
    method: 'GET',
    shared: true,
    path: '/api/mortgage/specs/',
    tag: TAG,
    summary: 'Calculator bounds and options',
    description: 'Price range of the available flats, initial payment 20–90 %, term 1–30 years, order and category options.',
    response: { description: 'Specs', schema: mortgageSpecsSchema },
    example: '/api/mortgage/specs/',
  }),
  facets: operation({
    method: 'GET',
    shared: true,
    path: '/api/mortgage/facets/',
    tag: TAG,
    summary: 'Banks, categories and ranges under the current values',
    description:
      'Each dimension is computed with its own value left out; options without offers are absent. With property={id}, over the programmes that apply to it.',
    query: facetsQuerySchema,
    response: { description: 'Facets', schema: mortgageFacetsSchema },
    errors: [400, 404],
    example: '/api/mortgage/facets/?price=12000000&initial_payment=20&term=30&category=family',
  }),
  defaultCalculation: operation({
    method: 'GET',
    shared: true,
    path: '/api/mortgage/default_calculation/',
    tag: TAG,
    summary: 'The calculator’s starting values and the best offer',
    description: 'With property={id}: its price and the programmes that apply to it.',
    query: defaultCalculationQuerySchema,
    response: { description: 'Starting values', schema: defaultCalculationSchema },
    errors: [400, 404],
    example: '/api/mortgage/default_calculation/?price=9500000',
  }),
  page: operation({
    method: 'GET',
    shared: true,
    path: '/api/mortgage_page/',
    tag: TAG,
    summary: 'Mortgage page: title, description, FAQs',
    response: { description: 'The page', schema: mortgagePageSchema },
    example: '/api/mortgage_page/',
  }),
}
