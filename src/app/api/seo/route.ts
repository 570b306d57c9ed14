import { getSeoRecord, listSeoRecords, seoOperations } from '@/features/seo/server'
import { endpoint, notFound, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(seoOperations.records, async ({ query: { slug, path } }) => {
    const key = slug ?? path
    if (!key) return listSeoRecords()
    const record = await getSeoRecord(key)
    if (!record) throw notFound('SEO-запись не найдена')
    return record
  }),
})
