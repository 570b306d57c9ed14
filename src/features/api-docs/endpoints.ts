import { bookingConfirmationSchema, bookingFormSchema } from '@/features/booking'
import { leadAcceptedSchema, leadFormSchema, mailingAcceptedSchema, mailingFormSchema } from '@/features/leads'
import {
  defaultCalculationQuerySchema,
  defaultCalculationSchema,
  facetsQuerySchema,
  mortgageFacetsSchema,
  mortgagePageSchema,
  mortgageSpecsSchema,
  offersPageSchema,
  offersQuerySchema,
} from '@/features/mortgage'
import {
  camerasSchema,
  panoramaCardSchema,
  progressCardSchema,
  progressFacetsQuerySchema,
  progressFacetsSchema,
  progressListSchema,
  progressPromoSchema,
  progressQuerySchema,
  progressSpecsSchema,
} from '@/features/progress'

import type { EndpointDoc } from './endpoint-doc'

const idParam = (what: string) => ({ name: 'id', description: `${what} id`, schema: { type: 'integer', minimum: 1 } })

const page = (
  slug: string,
  extra: Record<string, unknown> = {},
  patch: (schema: Record<string, unknown>) => Record<string, unknown> = (schema) => schema,
) => ({
  description: 'The page data',
  json: (ctx: { global(slug: string): Record<string, unknown> }) => {
    const schema = patch(ctx.global(slug))
    return Object.keys(extra).length
      ? {
          ...schema,
          properties: { ...(schema.properties as object), ...extra },
          required: [...(schema.required as string[]), ...Object.keys(extra)],
        }
      : schema
  },
})

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] }

/** The main page's layouts items with the catalogue's «от» figures the API adds to the CMS's words. */
function withLayoutFigures(schema: Record<string, unknown>): Record<string, unknown> {
  const root = schema as JsonSchema
  const layouts = root.properties?.layouts
  const item = layouts?.items ?? (layouts?.anyOf as JsonSchema[] | undefined)?.find((s) => s.items)?.items
  if (!item?.properties) return schema
  const figure = (description: string) => ({ type: ['number', 'null'], description })
  item.properties = {
    ...item.properties,
    area_from: figure('m², the smallest area of the flats for sale with this room count'),
    price_from: figure('₽, the lowest price of the flats for sale with this room count'),
  }
  item.required = [...(item.required ?? []), 'area_from', 'price_from']
  return schema
}

/** The mortgage, progress, content and lead endpoints (this half of issue 3). */
export const contentEndpoints: EndpointDoc[] = [
  {
    method: 'GET',
    path: '/api/mortgage/',
    tag: 'Mortgage',
    summary: 'Bank offers for the calculator values',
    description:
      'Every programme that can serve the values (price ≤ price_max, initial payment ≥ the programme minimum, term ≤ term_max) with its monthly annuity payment. Missing values take the default calculation (median flat price, 20 %, 30 years). With property={id}, only the programmes that apply to that property (its building, readiness, features) at its price: with order=payment and no other values, the first offer’s payment is the property’s full_mortgage_payment. Every offer names its conditions (borrowers, conditions).',
    query: offersQuerySchema,
    response: { description: 'A page of offers', schema: offersPageSchema },
    errors: [400, 404],
    example: '/api/mortgage/?price=12000000&initial_payment=20&term=30&order=payment',
  },
  {
    method: 'GET',
    path: '/api/mortgage/specs/',
    tag: 'Mortgage',
    summary: 'Calculator bounds and options',
    description: 'Price range of the available flats, initial payment 20–90 %, term 1–30 years, order and category options.',
    response: { description: 'Specs', schema: mortgageSpecsSchema },
    example: '/api/mortgage/specs/',
  },
  {
    method: 'GET',
    path: '/api/mortgage/facets/',
    tag: 'Mortgage',
    summary: 'Banks, categories and ranges under the current values',
    description:
      'Each dimension is computed with its own value left out; options without offers are absent. With property={id}, over the programmes that apply to it.',
    query: facetsQuerySchema,
    response: { description: 'Facets', schema: mortgageFacetsSchema },
    errors: [400, 404],
    example: '/api/mortgage/facets/?price=12000000&initial_payment=20&term=30&category=family',
  },
  {
    method: 'GET',
    path: '/api/mortgage/default_calculation/',
    tag: 'Mortgage',
    summary: 'The calculator’s starting values and the best offer',
    description: 'With property={id}: its price and the programmes that apply to it.',
    query: defaultCalculationQuerySchema,
    response: { description: 'Starting values', schema: defaultCalculationSchema },
    errors: [400, 404],
    example: '/api/mortgage/default_calculation/?price=9500000',
  },
  {
    method: 'GET',
    path: '/api/mortgage_page/',
    tag: 'Mortgage',
    summary: 'Mortgage page: title, description, FAQs',
    response: { description: 'The page', schema: mortgagePageSchema },
    example: '/api/mortgage_page/',
  },
  {
    method: 'GET',
    path: '/api/progress/',
    tag: 'Progress',
    summary: 'Construction reports, newest first',
    query: progressQuerySchema,
    response: { description: 'A page of reports', schema: progressListSchema },
    errors: [400],
    example: '/api/progress/?year=2025',
  },
  {
    method: 'GET',
    path: '/api/progress/specs/',
    tag: 'Progress',
    summary: 'Years with reports as options',
    response: { description: 'Specs', schema: progressSpecsSchema },
    example: '/api/progress/specs/',
  },
  {
    method: 'GET',
    path: '/api/progress/facets/',
    tag: 'Progress',
    summary: 'Reports per year',
    query: progressFacetsQuerySchema,
    response: { description: 'Facets', schema: progressFacetsSchema },
    errors: [400],
    example: '/api/progress/facets/',
  },
  {
    method: 'GET',
    path: '/api/progress/{id}/',
    tag: 'Progress',
    summary: 'One construction report',
    params: [idParam('Report')],
    response: { description: 'The report', schema: progressCardSchema },
    errors: [404],
    example: '/api/progress/1/',
  },
  {
    method: 'GET',
    path: '/api/progress/promo/',
    tag: 'Progress',
    summary: 'The active promo banner of the progress page',
    description: 'The first active promo with placement “progress” (by order), or null when there is none.',
    response: { description: 'The promo or null', schema: progressPromoSchema.nullable() },
    example: '/api/progress/promo/',
  },
  {
    method: 'GET',
    path: '/api/cameras/',
    tag: 'Progress',
    summary: 'Construction web cameras',
    response: { description: 'The cameras', schema: camerasSchema },
    example: '/api/cameras/',
  },
  {
    method: 'GET',
    path: '/api/panorama_card/',
    tag: 'Progress',
    summary: 'The 360° panorama card of the progress page',
    response: { description: 'The card', schema: panoramaCardSchema },
    example: '/api/panorama_card/',
  },
  {
    method: 'GET',
    path: '/api/main_page/',
    tag: 'Content',
    summary: 'Main page data (SPEC §3) with the holiday schedule banner',
    description:
      'An object (not an array). Each layouts item carries area_from and price_from computed from the live catalogue: the smallest area and the lowest price of the flats for sale with its room count (what /flats?rooms=N lists); null when none is for sale.',
    response: page(
      'main-page',
      {
        holidays: {
          type: 'object',
          properties: { is_enabled: { type: 'boolean' }, title: { type: ['string', 'null'] }, text: { type: ['string', 'null'] } },
          required: ['is_enabled', 'title', 'text'],
        },
      },
      withLayoutFigures,
    ),
    example: '/api/main_page/',
  },
  {
    method: 'GET',
    path: '/api/sunrise/',
    tag: 'Content',
    summary: 'Sunrise (corner windows) page data',
    response: page('sunrise-page'),
    example: '/api/sunrise/',
  },
  {
    method: 'GET',
    path: '/api/infrastructure/',
    tag: 'Content',
    summary: 'Location page data',
    response: page('location-page'),
    example: '/api/infrastructure/',
  },
  {
    method: 'GET',
    path: '/api/parks_courtyards/',
    tag: 'Content',
    summary: 'Yards page data',
    response: page('yards-page'),
    example: '/api/parks_courtyards/',
  },
  {
    method: 'GET',
    path: '/api/requests/request_block/',
    tag: 'Content',
    summary: 'Texts of the consultation form',
    response: page('request-block'),
    example: '/api/requests/request_block/',
  },
  {
    method: 'POST',
    path: '/api/requests/',
    tag: 'Leads',
    summary: 'Send a request (consultation, callback, booking, excursion)',
    description:
      'The lead is committed before the 201 answer. A filled honeypot (`website`) gets the same 201 but the lead is stored marked as spam and never delivered. Needs the csrftoken cookie echoed in X-CSRFToken.',
    form: leadFormSchema,
    response: { status: 201, description: 'Accepted', schema: leadAcceptedSchema },
    errors: [400, 403, 413, 415],
  },
  {
    method: 'POST',
    path: '/api/booking/',
    tag: 'Leads',
    summary: 'Book a flat: free hold for 3 days at a fixed price',
    description:
      'In one transaction the flat is put on hold (status booked, hold_until = now + 3 days) — only if it is available or its previous hold has run out — and the booking lead is stored with the fixed price and the deadline; both are committed before the 201 answer. Of simultaneous bookings of one flat exactly one succeeds; the others get 409. Unknown ID: 404. Needs the csrftoken cookie echoed in X-CSRFToken.',
    form: bookingFormSchema,
    response: { status: 201, description: 'The flat is held', schema: bookingConfirmationSchema },
    errors: [400, 403, 404, 409, 413, 415, 429],
  },
  {
    method: 'POST',
    path: '/api/mailing/',
    tag: 'Leads',
    summary: 'Subscribe to the mailing list',
    description:
      'SPEC §5: name and e-mail required; consent must not be false (“пожалуйста, отметьте согласие на получение рекламной рассылки”). One subscriber per e-mail: subscribing again updates it. Needs the CSRF header.',
    form: mailingFormSchema,
    response: { status: 201, description: 'Accepted', schema: mailingAcceptedSchema },
    errors: [400, 403, 413, 415],
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Docs',
    summary: 'This OpenAPI 3.1 document',
    response: { description: 'OpenAPI document', json: { type: 'object' } },
    example: '/api/openapi.json',
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'Docs',
    summary: 'Readable API documentation (HTML)',
    response: { description: 'HTML page', contentType: 'text/html', json: { type: 'string' } },
    example: '/api/docs',
  },
]
