import 'server-only'

/** Server reads of SEO records and the metadata of a page. */
import type { Metadata } from 'next'

import { cms } from '@/features/cms-runtime'
import { onCmsChangeSettled } from '@/server/change-events'
import { moduleLogger } from '@/server/log'
import { processReadCache } from '@/server/read-cache'

import { buildMetadata, type MetadataFallback, normalizeSeoSlug, type SeoRecordDto, toSeoDto } from './seo'

const log = moduleLogger('seo')
const records = () => processReadCache<SeoRecordDto | null>('seo-records', { ttlMs: 5_000, max: 500 })
const recordList = () => processReadCache<SeoRecordDto[]>('seo-record-list', { ttlMs: 5_000, max: 1 })

/** Drops the SEO records when one changes or an image they show does (src/start-up.ts, once per process). */
export function keepSeoFresh(): () => void {
  return onCmsChangeSettled((event) => {
    if (event.slug !== 'seo-records' && event.slug !== 'media') return
    records().clear()
    recordList().clear()
  })
}

/** The SEO record of a page path or slug, or null. */
export function getSeoRecord(pathOrSlug: string): Promise<SeoRecordDto | null> {
  const slug = normalizeSeoSlug(pathOrSlug)
  return records().get(slug, async () => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'seo-records',
      where: { slug: { in: slug === '/' ? ['/'] : [slug, `${slug}/`] } },
      limit: 1,
      pagination: false,
      depth: 1,
      // As a visitor: only published records (an editor's draft never reaches the page's head).
      overrideAccess: false,
    })
    const doc = result.docs[0]
    return doc ? toSeoDto(doc) : null
  })
}

/** Every SEO record, by slug (GET /api/seo/ without a query). */
export function listSeoRecords(): Promise<SeoRecordDto[]> {
  return recordList().get('all', async () => {
    const payload = await cms()
    const result = await payload.find({ collection: 'seo-records', sort: 'slug', pagination: false, depth: 1 })
    return result.docs.map(toSeoDto)
  })
}

/** The project name used in titles. */
export const SITE_NAME = 'ЖК «Новая Заря»'

/**
 * The metadata of a page (SPEC §7 /api/seo/): from its SEO record, or its fallback texts when there is
 * none. SPEC §8: if the record cannot be read, log a warning and carry on with the fallback.
 */
export async function pageMetadata(path: string, fallback: MetadataFallback): Promise<Metadata> {
  let record: SeoRecordDto | null = null
  try {
    record = await getSeoRecord(path)
  } catch (error) {
    log.warn({ path, err: error }, 'SEO record unavailable, using fallback metadata')
  }
  return buildMetadata({ record, path, fallback, siteName: SITE_NAME })
}
export { seoOperations } from './operations'
