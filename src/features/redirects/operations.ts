import { z } from 'zod'

import { operation } from '@/server/api/operation'

/** The redirect lookup (SPEC §4), asked by the proxy on a first request and by the navigation chain on client navigations. */
export const redirectsOperations = {
  lookup: operation({
    method: 'GET',
    path: '/api/redirects/lookup/',
    tag: 'Site',
    summary: 'Redirect lookup by path (SPEC §4)',
    query: z.object({ path: z.string().trim().min(1).max(2048).describe('The path being navigated to') }),
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
    example: '/api/redirects/lookup/?path=/kvartiry',
  }),
}
