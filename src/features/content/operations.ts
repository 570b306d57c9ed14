import { type DocContext, operation } from '@/server/api'

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] }

/** A page's answer: the JSON Schema of its CMS global's DTO, with what the API adds to it. */
function page(
  slug: string,
  extra: Record<string, unknown> = {},
  patch: (schema: Record<string, unknown>) => Record<string, unknown> = (schema) => schema,
) {
  return {
    description: 'The page data',
    json: (ctx: DocContext) => {
      const schema = patch(ctx.global(slug))
      return Object.keys(extra).length
        ? {
            ...schema,
            properties: { ...(schema.properties as object), ...extra },
            required: [...(schema.required as string[]), ...Object.keys(extra)],
          }
        : schema
    },
  }
}

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

const TAG = 'Content'

/** The pages an editor writes in the CMS, as data. */
export const contentOperations = {
  mainPage: operation({
    method: 'GET',
    shared: true,
    path: '/api/main_page/',
    tag: TAG,
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
  }),
  sunrise: operation({
    method: 'GET',
    shared: true,
    path: '/api/sunrise/',
    tag: TAG,
    summary: 'Sunrise (corner windows) page data',
    response: page('sunrise-page'),
    example: '/api/sunrise/',
  }),
  location: operation({
    method: 'GET',
    shared: true,
    path: '/api/infrastructure/',
    tag: TAG,
    summary: 'Location page data',
    response: page('location-page'),
    example: '/api/infrastructure/',
  }),
  yards: operation({
    method: 'GET',
    shared: true,
    path: '/api/parks_courtyards/',
    tag: TAG,
    summary: 'Yards page data',
    response: page('yards-page'),
    example: '/api/parks_courtyards/',
  }),
  requestBlock: operation({
    method: 'GET',
    path: '/api/requests/request_block/',
    tag: TAG,
    summary: 'Texts of the consultation form',
    response: page('request-block'),
    example: '/api/requests/request_block/',
  }),
}
