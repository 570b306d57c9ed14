import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Compression belongs to the reverse proxy / CDN: gzip inside Node halves throughput (ARCHITECTURE.md).
  compress: process.env.NEXT_COMPRESS === '1',
  images: { formats: ['image/avif', 'image/webp'] },
  // Payload's own REST API lives at /cms-api so that /api stays the product API (SPEC §7).
  serverExternalPackages: ['@libsql/client', 'libsql', 'pg'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
