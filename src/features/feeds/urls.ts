/** Absolute URLs of the site for feeds, sitemaps and structured data (crawlers need them absolute). */
import { canonicalPropertyPath } from '@/features/navigation'

/** The site origin without a trailing slash: 'https://novaya-zarya.ru'. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '')
}

/** An absolute URL of a site path or of a media URL; URLs that are already absolute stay as they are. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteOrigin(siteUrl)}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The one public address of a property's card: flats at /flats/{id}, other types at /properties/{type}/{id}. */
export function propertyPath(type: string, id: number): string {
  return canonicalPropertyPath(type, id)
}
