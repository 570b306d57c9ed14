/**
 * The site's security headers: the Content-Security-Policy of pages, and the static headers
 * every response carries. Third-party origins are allowed only for the services the site really uses (Yandex
 * Metrika and Maps, the Sentry ingest host); never 'unsafe-inline' or 'unsafe-eval' scripts in production.
 * Two ways to trust a page's own scripts (docs/rendering.md):
 * - cached pages (the same HTML for every visitor) carry the SHA-256 hashes of their inline scripts, computed
 *   once when the page is stored (src/server/page-cache); script files come from 'self' and the Yandex hosts;
 * - pages rendered per request (the UI kit, /test, error pages, previews) get a fresh nonce, and what their
 *   scripts load is trusted through 'strict-dynamic'.
 * This module has no imports: Node loads it as-is with the page cache handler, outside Next's bundles.
 */

/** How the page's scripts are trusted: a per-request nonce, or the hashes of a cached page's inline scripts. */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] }

export interface CspOptions {
  scripts: ScriptTrust
  /** Development needs eval for React's debugging and hot reload. */
  dev: boolean
  /** The Sentry DSN, whose ingest host receives error reports. */
  sentryDsn?: string | null
}

/** Script files of Yandex Metrika and Maps, which a hash-trusted page loads by address (no 'strict-dynamic'). */
const YANDEX_SCRIPTS = [
  'https://mc.yandex.ru',
  'https://mc.yandex.com',
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
]
const YANDEX = [
  'https://mc.yandex.ru',
  'https://mc.yandex.com',
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://*.yandex.ru',
  'https://*.yandex.net',
]

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

function ingestOrigin(dsn: string | null | undefined): string[] {
  if (!dsn) return []
  try {
    return [new URL(dsn).origin]
  } catch {
    return []
  }
}

/** The Content-Security-Policy of a page response. */
export function contentSecurityPolicy({ scripts, dev, sentryDsn }: CspOptions): string {
  const trusted =
    'nonce' in scripts
      ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : [...scripts.hashes.map((h) => `'sha256-${h}'`), ...YANDEX_SCRIPTS]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...trusted, ...(dev ? ["'unsafe-eval'"] : [])],
    // React style attributes and CSS-in-JS of the map/panorama libraries need inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...YANDEX],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...YANDEX, ...ingestOrigin(sentryDsn), ...(dev ? ['ws:'] : [])],
    // Construction cameras stream HLS from the camera provider's host; hls.js plays through blob: URLs.
    'media-src': ["'self'", 'blob:', 'https:'],
    'worker-src': ["'self'", 'blob:'],
    // Virtual tours and the Yandex map are embedded from their providers.
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Headers for every response of the site (pages, API, media, the admin). */
export function staticSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}

/** The back office and the CMS API are never indexed. */
export const NOINDEX_HEADER = { key: 'X-Robots-Tag', value: 'noindex, nofollow' }

/**
 * Uploaded files are served from our own origin; an SVG opened directly would run any script it holds. This
 * policy makes every media file inert (no scripts, no requests, a sandboxed document) while images still render.
 */
export const MEDIA_FILE_POLICY = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
}
