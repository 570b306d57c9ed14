/** robots.txt: the site is open to crawlers except the back office, the API, diagnostics and personal pages. */
import type { MetadataRoute } from 'next'

import { absoluteUrl, siteOrigin } from './urls'

/**
 * Paths crawlers must not visit: the CMS admin and its API, the product API, the diagnostics page and
 * UI kit, the booking form, and shared favourites collections (someone's personal list, any number of them).
 */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/cms-api/',
  '/api/',
  '/test',
  '/ui-kit',
  '/booking',
  '/favorites?collection=',
  '/favorites?*&collection=',
] as const

/**
 * Media files live under /cms-api/: the plans and photos that pages, Open Graph and the Yandex feed point
 * at must stay fetchable (the longer Allow rule wins over Disallow: /cms-api/ for Google and Yandex).
 */
export const ROBOTS_ALLOW = ['/', '/cms-api/media/file/'] as const

/** The robots.txt rules for a site origin (served by Next from app/robots.ts). */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: [...ROBOTS_ALLOW], disallow: [...ROBOTS_DISALLOW] }],
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
    host: robotsHost(siteUrl),
  }
}

/** Yandex's Host directive: the bare host for http, the origin with its scheme for https. */
export function robotsHost(siteUrl: string): string {
  const url = new URL(siteOrigin(siteUrl))
  return url.protocol === 'https:' ? url.origin : url.host
}
