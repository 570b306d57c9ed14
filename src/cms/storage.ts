import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { ServerEnv } from '../server/env'
import { Media, mediaBookkeepingHidden } from './collections/media'

/** The settings of media storage (README "Media storage"), validated by src/server/env.ts. */
export type MediaStorageEnv = Pick<
  ServerEnv,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX'
>

/**
 * Options of Payload's S3 adapter for the media collection. The adapter is registered in both modes, enabled
 * only when S3_BUCKET is set, because what it adds to the config must not depend on the environment:
 * - `alwaysInsertFields` keeps its `prefix` and `_objectKey` columns in the schema either way, so the committed
 *   migrations serve both modes and switching to the bucket is a restart, not a migration;
 * - it always registers its admin upload handler, so the committed import map serves both modes.
 * Disabled, it adds nothing else: no hooks, no handlers, and Payload writes files to MEDIA_DIR as before.
 */
export function s3StorageOptions(env: MediaStorageEnv): S3StorageOptions {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined
  return {
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    // Files are served through Payload (/cms-api/media/file/…), not from the bucket: read access is checked, the
    // media CSP/sandbox headers of next.config.ts apply, and the page CSP (img-src 'self') needs no bucket origin.
    // Composite prefixes keep each document's own `prefix` empty, so media URLs carry no `?prefix=` query
    // (the site tells SVG plans by the URL's ending); every object key is `<S3_PREFIX>/<file name>`.
    useCompositePrefixes: true,
    collections: { [Media.slug]: { prefix: env.S3_PREFIX ?? '' } },
    config: {
      region: env.S3_REGION,
      // Without keys the AWS SDK's default chain applies (AWS_* variables, shared profile, instance role).
      ...(credentials && { credentials }),
      ...(env.S3_ENDPOINT && {
        endpoint: env.S3_ENDPOINT,
        // AWS SDK ≥ 3.729 adds CRC checksums to every upload, which S3-compatible stores (MinIO, Yandex Object
        // Storage and others) may reject; send them only where the S3 API requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  }
}

/** Payload plugins that store media: in an S3-compatible bucket when S3_BUCKET is set, in MEDIA_DIR otherwise. */
export function mediaStoragePlugins(env: MediaStorageEnv): Plugin[] {
  return [s3Storage(s3StorageOptions(env)), mediaBookkeepingHidden]
}
