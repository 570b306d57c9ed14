import { z } from 'zod'

import { lookupRedirect } from '@/features/redirects/server'
import { endpoint, json, parseQuery } from '@/lib/api'

const query = z.object({ path: z.string().trim().min(1).max(2048) })

/**
 * GET /api/redirects/lookup/?path=/kvartiry — the redirect lookup of SPEC §4:
 * { redirect: string | null, statusCode: 301 | 302 | null, appMiddleware: string[] }.
 * Used by the proxy on the first request and by the navigation chain on client navigations.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request) => {
    const { path } = parseQuery(query, new URL(request.url).searchParams)
    return json(await lookupRedirect(path), { headers: { 'cache-control': 'public, max-age=30' } })
  },
})
