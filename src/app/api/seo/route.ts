import { z } from 'zod'

import { getSeoRecord, listSeoRecords } from '@/features/seo/server'
import { endpoint, notFound, parseQuery } from '@/lib/api'

const pagePath = z.string().trim().min(1).max(2048)
const query = z.object({ slug: pagePath.optional(), path: pagePath.optional() })

/**
 * GET /api/seo/ — every SEO record (SPEC §7: no payload); with ?slug=/flats (or ?path=) the one record:
 * { slug, title, description, meta_tags: [{ name, content | image }] }.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (request) => {
    const { slug, path } = parseQuery(query, new URL(request.url).searchParams)
    const key = slug ?? path
    if (!key) return listSeoRecords()
    const record = await getSeoRecord(key)
    if (!record) throw notFound('SEO-запись не найдена')
    return record
  },
})
