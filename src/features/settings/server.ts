import 'server-only'

/** Server reads of the site settings. */
import { cms } from '@/features/cms-runtime'
import { onCmsChangeSettled } from '@/server/change-events'
import { moduleLogger } from '@/server/log'
import { processReadCache } from '@/server/read-cache'

import { FALLBACK_SETTINGS, type SiteSettings, toSiteSettings } from './settings'

const log = moduleLogger('settings')
const settings = () => processReadCache<SiteSettings>('site-settings', { ttlMs: 5_000, max: 1 })

/** Drops the settings when the global changes (src/start-up.ts, once per process); returns the stop. */
export function keepSettingsFresh(): () => void {
  return onCmsChangeSettled((event) => {
    if (event.slug === 'site-settings') settings().clear()
  })
}

/** The site settings (throws when the CMS cannot be read). */
export function getSiteSettings(): Promise<SiteSettings> {
  return settings().get('settings', async () => {
    const payload = await cms()
    return toSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  })
}

/** The site settings for the chrome: the fallback with a warning when the CMS cannot be read. */
export async function getSiteSettingsSafe(): Promise<SiteSettings> {
  try {
    return await getSiteSettings()
  } catch (error) {
    log.warn({ err: error }, 'site settings unavailable, using fallback')
    return FALLBACK_SETTINGS
  }
}
