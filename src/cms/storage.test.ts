// @vitest-environment node
import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { parseServerEnv } from '../server/env'
import { Media } from './collections/media'
import { mediaStoragePlugins, s3StorageOptions } from './storage'

/** A config that holds only the media collection, after the storage plugins ran over it. */
async function configWithStorage(variables: Record<string, string>): Promise<Config> {
  let config = { collections: [Media] } as Config
  for (const plugin of mediaStoragePlugins(parseServerEnv(variables))) config = await plugin(config)
  return config
}

async function mediaWithStorage(variables: Record<string, string>): Promise<CollectionConfig> {
  return (await configWithStorage(variables)).collections!.find((collection) => collection.slug === 'media')!
}

const fieldNames = (fields: Field[]) => fields.map((field) => ('name' in field ? field.name : field.type))
const upload = (collection: CollectionConfig) => (typeof collection.upload === 'object' ? collection.upload : {})

const YANDEX = {
  S3_BUCKET: 'zarya-media',
  S3_REGION: 'ru-central1',
  S3_ENDPOINT: 'https://storage.yandexcloud.net',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'YCAJEexample',
  S3_SECRET_ACCESS_KEY: 'YCexample-secret',
  S3_PREFIX: '/sites/zarya/',
}

describe('media storage', () => {
  it('keeps media on the local disk without S3_BUCKET', async () => {
    expect(s3StorageOptions(parseServerEnv({})).enabled).toBe(false)
    const media = await mediaWithStorage({ MEDIA_DIR: '/srv/media' })
    expect(upload(media)).toEqual(upload(Media))
    expect(upload(media).disableLocalStorage).toBeUndefined()
    expect(upload(media).handlers).toBeUndefined()
    expect(media.hooks).toEqual(Media.hooks)
  })

  it('stores media in the bucket with S3_BUCKET: the endpoint, region, path style, keys and prefix given', async () => {
    const options = s3StorageOptions(parseServerEnv(YANDEX))
    expect(options).toMatchObject({
      enabled: true,
      bucket: 'zarya-media',
      collections: { media: { prefix: 'sites/zarya' } },
      config: {
        region: 'ru-central1',
        endpoint: 'https://storage.yandexcloud.net',
        forcePathStyle: true,
        credentials: { accessKeyId: 'YCAJEexample', secretAccessKey: 'YCexample-secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      },
    })
    // Served through Payload, so /cms-api/media/file/* keeps its access check and security headers.
    expect(options.collections.media).not.toHaveProperty('disablePayloadAccessControl')

    const media = await mediaWithStorage(YANDEX)
    expect(upload(media)).toMatchObject({ adapter: 's3', disableLocalStorage: true, imageSizes: upload(Media).imageSizes })
    expect(upload(media).handlers).toHaveLength(1)
    expect(media.hooks?.afterChange?.length).toBeGreaterThan(Media.hooks?.afterChange?.length ?? 0)
    expect(media.hooks?.afterDelete?.length).toBeGreaterThan(Media.hooks?.afterDelete?.length ?? 0)
  })

  it('defaults to AWS: us-east-1, virtual-hosted addressing, the SDK credential chain, no prefix', () => {
    const { config, collections } = s3StorageOptions(parseServerEnv({ S3_BUCKET: 'zarya-media' }))
    expect(config).toEqual({ region: 'us-east-1', forcePathStyle: false })
    expect(collections.media).toEqual({ prefix: '' })
    expect(s3StorageOptions(parseServerEnv({ S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: '1' })).config.forcePathStyle).toBe(true)
    expect(s3StorageOptions(parseServerEnv({ S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: '0' })).config.forcePathStyle).toBe(false)
  })

  it('gives media the same fields with and without a bucket, so the committed migrations serve both', async () => {
    const local = await mediaWithStorage({})
    const bucket = await mediaWithStorage(YANDEX)
    expect(fieldNames(bucket.fields)).toEqual(fieldNames(local.fields))
    expect(fieldNames(local.fields)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
  })

  it('adds the same admin components with and without a bucket, so the committed import map serves both', async () => {
    const componentPaths = ({ admin }: Config) => [
      ...Object.keys(admin?.dependencies ?? {}),
      ...(admin?.components?.providers ?? []).map((provider) => (typeof provider === 'object' && provider ? provider.path : provider)),
    ]
    const local = componentPaths(await configWithStorage({}))
    expect(componentPaths(await configWithStorage(YANDEX))).toEqual(local)
    expect(new Set(local)).toEqual(new Set(['@payloadcms/storage-s3/client#S3ClientUploadHandler']))
  })

  it('offers the storage bookkeeping (prefix, object key) neither as a list column nor a filter, nor in English', async () => {
    const fields = (await mediaWithStorage({})).fields
    for (const name of ['prefix', '_objectKey']) {
      const field = fields.find((f) => 'name' in f && f.name === name) as Field & { label?: unknown; admin?: object }
      expect(field.label).toMatch(/^[А-Яа-яё ]+$/)
      expect(field.admin).toMatchObject({ hidden: true, disableListColumn: true, disableListFilter: true })
    }
  })

  it('refuses a malformed bucket configuration, naming the variable', () => {
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_ENDPOINT: 'storage.yandexcloud.net' })).toThrow(
      /S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL/,
    )
    expect(() => parseServerEnv({ S3_BUCKET: 'Zarya_Media' })).toThrow(/S3_BUCKET: S3_BUCKET must be a bucket name/)
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_PREFIX: 'media/../secrets' })).toThrow(/S3_PREFIX must be a folder path/)
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_REGION: 'RU Central' })).toThrow(/S3_REGION must be a region id/)
  })

  it('refuses bucket settings without a bucket, and a key without its secret', () => {
    expect(() => parseServerEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: S3_BUCKET is required with S3_ENDPOINT/)
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => parseServerEnv({ S3_BUCKET: 'zarya-media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and/,
    )
  })
})
