import 'server-only'

import { z } from 'zod'

import { operation, q } from '@/server/api'

/** Icon data from our own origin (SPEC §7). */
export const iconsOperations = {
  icons: operation({
    method: 'GET',
    path: '/api/icons/{collection}.json',
    tag: 'Site',
    summary: 'Icon data from our own origin (SPEC §7)',
    params: [{ name: 'collection', description: 'Icon collection, e.g. nz', schema: { type: 'string' } }],
    query: z.object({
      icons: q
        .list(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Icon names are lowercase letters, digits and dashes'))
        .describe('Icon names, comma-separated'),
    }),
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
    example: '/api/icons/nz.json?icons=phone,close',
  }),
}
