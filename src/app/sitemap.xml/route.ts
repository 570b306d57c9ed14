import { sitemapResponse } from '@/features/feeds'
import { endpoint } from '@/server/api'

// Read from the live catalogue and CMS at request time, never prerendered at build.
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml[?part=n] — every public page and available property; an index of parts past 50,000 URLs. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req) => sitemapResponse(new URL(req.url).searchParams.get('part')),
})
