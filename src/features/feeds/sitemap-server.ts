/** GET /sitemap.xml: the pages and available properties with their lastmod, read from the CMS and the catalogue. */
import type { CollectionSlug, GlobalSlug } from 'payload'
import { z } from 'zod'

import { cms } from '@/features/cms-runtime'
import { catalogPlaces, propertiesWhere, type CatalogProperty } from '@/features/properties'
import { onCmsChangeSettled } from '@/server/change-events'
import { serverEnv } from '@/server/env'
import { processReadCache } from '@/server/read-cache'

import { propertyDates } from './property-dates'
import { floorPlanEntries, pageEntries, propertyEntries, SITEMAP_PAGES, sitemapDocument, type SitemapEntry } from './sitemap'
import { timestampMs } from '@/lib/timestamp'
import { siteOrigin } from './urls'

/** Crawlers fetch the sitemap rarely: ten minutes fresh, then served stale for up to an hour while a cache refreshes it. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=3600'

const sourceCache = () => processReadCache<Map<string, number>>('sitemap-sources', { ttlMs: 60_000, max: 1 })

/** Drops the sources' dates on every change (src/start-up.ts, once per process); returns the stop. */
export function keepSitemapFresh(): () => void {
  return onCmsChangeSettled(() => sourceCache().clear())
}

/** The last change of every CMS global and collection a listed page shows ('global:main-page' → ms). */
function sourceTimes(): Promise<Map<string, number>> {
  return sourceCache().get('sources', async () => {
    const payload = await cms()
    const globals = [...new Set(SITEMAP_PAGES.flatMap((p) => p.sources.globals ?? []))]
    const collections = [...new Set(SITEMAP_PAGES.flatMap((p) => p.sources.collections ?? []))]
    const times = new Map<string, number>()
    await Promise.all([
      ...globals.map(async (slug) => {
        const doc = (await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0 })) as { updatedAt?: unknown }
        const at = timestampMs(doc.updatedAt)
        if (at !== null) times.set(`global:${slug}`, at)
      }),
      ...collections.map(async (slug) => {
        const { docs } = await payload.find({
          collection: slug as CollectionSlug,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          pagination: false,
        })
        const at = timestampMs((docs[0] as { updatedAt?: unknown } | undefined)?.updatedAt)
        if (at !== null) times.set(`collection:${slug}`, at)
      }),
    ])
    return times
  })
}

/** The entries and documents (by part, 0 = the whole sitemap or its index) of the current catalogue and CMS dates. */
let built: {
  available: readonly CatalogProperty[]
  sources: Map<string, number>
  siteUrl: string
  entries: SitemapEntry[]
  documents: Map<number, string>
} | null = null

/** The /sitemap.xml document (or part), or null when the part does not exist. */
export async function sitemapXml(part: number | undefined): Promise<string | null> {
  const siteUrl = siteOrigin(serverEnv().SITE_URL)
  // Catalogue answers are the same objects until the catalogue changes (a save, a hold or its expiry): they key the build.
  const [available, flats, places, dates, sources] = await Promise.all([
    propertiesWhere({ status: 'available' }),
    propertiesWhere({ type: 'flat' }),
    catalogPlaces(),
    propertyDates(),
    sourceTimes(),
  ])
  if (!built || built.available !== available || built.sources !== sources || built.siteUrl !== siteUrl) {
    const properties = propertyEntries(available, siteUrl, dates)
    const entries = [
      ...pageEntries(siteUrl, sources, properties.newest),
      ...floorPlanEntries(places, flats, siteUrl, dates),
      ...properties.entries,
    ]
    built = { available, sources, siteUrl, entries, documents: new Map() }
  }
  const key = part ?? 0
  const hit = built.documents.get(key)
  if (hit !== undefined) return hit
  // Parts that do not exist are not kept: any number of them can be asked for.
  const document = sitemapDocument(built.entries, siteUrl, part)
  if (document !== null) built.documents.set(key, document)
  return document
}

/** ?part= of /sitemap.xml: absent, or a part number 1…n. */
const partSchema = z.coerce.number().int().min(1).max(100_000).optional()

/** The HTTP answer of /sitemap.xml[?part=n]: the XML, or 404 for a part that is malformed or does not exist. */
export async function sitemapResponse(partParam: string | null): Promise<Response> {
  const part = partSchema.safeParse(partParam ?? undefined)
  const xml = part.success ? await sitemapXml(part.data) : null
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(xml, {
    status: 200,
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
  })
}
