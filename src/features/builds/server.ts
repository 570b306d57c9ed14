import 'server-only'

import { z } from 'zod'

import { operation } from '@/server/api'

/** New-build detection (SPEC §4): every open tab polls it. */
export const buildsOperations = {
  latest: operation({
    method: 'GET',
    path: '/builds/latest.json',
    tag: 'Site',
    summary: 'The id of the running build (new-build detection, SPEC §4)',
    query: z.object({ t: z.string().optional().describe('Cache-busting timestamp') }),
    response: { description: 'The build id', schema: z.object({ id: z.string() }) },
    example: '/builds/latest.json?t=1767225600000',
  }),
}
