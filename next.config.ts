import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { typesRedirects } from './src/features/navigation/types-redirects'
import { MEDIA_FILE_POLICY, NOINDEX_HEADER, staticSecurityHeaders } from './src/lib/security-headers'

// One id per build, baked into server and client bundles: /builds/latest.json answers it and the browser
// compares it with its own (SPEC §4 new build detection). CI may pass BUILD_ID (e.g. the commit).
const buildId = process.env.BUILD_ID || process.env.NEXT_PUBLIC_BUILD_ID || `b${Date.now().toString(36)}`

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` (tsc) checks types once in CI; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Compression belongs to the reverse proxy / CDN: gzip inside Node halves throughput (ARCHITECTURE.md).
  compress: process.env.NEXT_COMPRESS === '1',
  images: { formats: ['image/avif', 'image/webp'] },
  // Payload's own REST API lives at /cms-api so that /api stays the product API (SPEC §7).
  serverExternalPackages: ['@libsql/client', 'libsql', 'pg'],
  // The product API answers /api/x and /api/x/ alike and never redirects; pages get one URL from the proxy.
  skipTrailingSlashRedirect: true,
  generateBuildId: () => buildId,
  // Public pages are rendered once per content change and kept in memory by our handler, which also stores
  // each page's hash-based CSP with it and expires pages on CMS change events (docs/rendering.md). Next's own
  // in-memory layer is off so that the handler alone decides what is fresh.
  cacheHandler: path.resolve(process.cwd(), 'src/server/page-cache/handler.ts'),
  cacheMaxMemorySize: 0,
  // Next hashes the whole HTML in JavaScript on every response to make an ETag (a third of the CPU of a cached
  // /, by profile). The page cache stores an ETag computed once, when the page is rendered (handler.ts).
  generateEtags: false,
  // A CDN may serve a page this long after its s-maxage while it revalidates (stale-while-revalidate).
  expireTime: 86_400,
  // Turbopack's default CSS chunking merged the CSS of every page of the default layout into one stylesheet that
  // every page linked (148 KB, 28.6 KB gzip, render-blocking). 'graph' groups CSS by the routes that import it:
  // 11–24 KB gzip per page, with the same computed styles on every page (docs/rendering.md).
  // A price list reaches the admin's import screen through a server action: up to the parser's 20 MB (1 MB by default).
  experimental: { cssChunking: 'graph', serverActions: { bodySizeLimit: '21mb' } },
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  redirects: async () => typesRedirects(),
  headers: async () => [
    { source: '/:path*', headers: staticSecurityHeaders() },
    { source: '/admin/:path*', headers: [NOINDEX_HEADER] },
    { source: '/admin', headers: [NOINDEX_HEADER] },
    // The draft view of a page is framed by the admin's live preview (same origin); everything else stays DENY.
    { source: '/admin/preview/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
    { source: '/cms-api/:path*', headers: [NOINDEX_HEADER] },
    { source: '/cms-api/media/file/:path*', headers: [MEDIA_FILE_POLICY] },
  ],
}

/**
 * withPayload asks every path for the Sec-CH-Prefers-Color-Scheme client hint as a *Critical*-CH, which makes
 * Chromium restart the first request of every public page to send it (Lighthouse counted ~600 ms on a slow
 * phone). Only the admin reads that hint (its light/dark theme), so the rule is narrowed to the admin.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).flatMap((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
          ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source }))
          : [rule],
      ),
  }
}

export default clientHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
