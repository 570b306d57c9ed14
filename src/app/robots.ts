import type { MetadataRoute } from 'next'

import { robotsRules } from '@/features/feeds'
import { serverEnv } from '@/server/env'

// SITE_URL is read when the site runs, not baked in at build time.
export const dynamic = 'force-dynamic'

/** /robots.txt — crawl rules, the sitemap and the host of this site. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(serverEnv().SITE_URL)
}
