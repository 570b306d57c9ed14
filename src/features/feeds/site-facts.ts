/**
 * The facts every feed and structured-data block shares: the site's address, the developer, the complex
 * and where it stands. Site settings are read by the route files (features may not import another
 * feature's server module) and handed in.
 */
import { getLocationPage } from '@/features/content'
import type { SiteSettings } from '@/features/settings'
import { serverEnv } from '@/server/env'
import { moduleLogger } from '@/server/log'

import { siteOrigin } from './urls'

const log = moduleLogger('feeds')

/**
 * The city of the complex (Yandex's locality-name, schema.org addressLocality). The CMS has no field for
 * it and every building address starts with it; a complex in another city would make it a site setting.
 */
export const LOCALITY = 'Санкт-Петербург'

/** What the feeds and JSON-LD say about the site, the developer and the complex. */
export interface SiteFacts {
  /** Absolute origin, no trailing slash. */
  siteUrl: string
  projectName: string
  /** The developer as a seller; the project name when the settings have none. */
  organization: string
  phone: string | null
  email: string | null
  /** The sales office address from the settings. */
  officeAddress: string | null
  locality: string
  latitude: number | null
  longitude: number | null
}

/** The map centre of the location page: the complex's coordinates, or nulls when the page cannot be read. */
async function complexCoordinates(): Promise<{ latitude: number | null; longitude: number | null }> {
  try {
    const { map } = await getLocationPage()
    const latitude = typeof map?.center_lat === 'number' ? map.center_lat : null
    const longitude = typeof map?.center_lng === 'number' ? map.center_lng : null
    return latitude !== null && longitude !== null ? { latitude, longitude } : { latitude: null, longitude: null }
  } catch (error) {
    log.warn({ err: error }, 'location page unavailable: feeds go without coordinates')
    return { latitude: null, longitude: null }
  }
}

/** Collects the site facts from the settings, the environment and the location page. */
export async function siteFacts(settings: SiteSettings): Promise<SiteFacts> {
  const { latitude, longitude } = await complexCoordinates()
  return {
    siteUrl: siteOrigin(serverEnv().SITE_URL),
    projectName: settings.projectName,
    organization: settings.developerName ?? settings.projectName,
    phone: settings.phone,
    email: settings.email,
    officeAddress: settings.address,
    locality: LOCALITY,
    latitude,
    longitude,
  }
}
