import type { CollectionBeforeChangeHook, CollectionConfig, Field, Plugin } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'

export type MediaKind = 'plan' | 'illustration' | 'photo' | 'icon'

/** The kind a new picture gets when nobody chose one: an SVG is a plan (the site draws plans as SVG), the rest photos. */
export function defaultMediaKind(mimeType: unknown): MediaKind {
  return mimeType === 'image/svg+xml' ? 'plan' : 'photo'
}

/** A new picture never stays without «Вид»: the library's filters and the seed's sorting go by it. */
const fillKind: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && data && !data.kind) data.kind = defaultMediaKind(data.mimeType)
  return data
}

/**
 * The storage adapter's bookkeeping fields (`prefix`, `_objectKey`) are hidden in the form but were offered as
 * list columns and filters in English («Prefix», «_object Key»). Applied after the storage plugin adds them.
 */
export const mediaBookkeepingHidden: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug !== 'media'
      ? collection
      : {
          ...collection,
          fields: collection.fields.map((field): Field => {
            if (!('name' in field) || (field.name !== 'prefix' && field.name !== '_objectKey')) return field
            const label = field.name === 'prefix' ? 'Папка в хранилище' : 'Ключ файла в хранилище'
            return { ...field, label, admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true } } as Field
          }),
        },
  ),
})

/**
 * How long a picture's file may be kept. Pictures are public, and a file uploaded under a name already in use gets
 * a new one, so a page's picture URL changes when its file does. Browsers keep a file for an hour, while a visitor
 * walks the site; a front or CDN keeps it a week, since every media change purges all it holds (CDN_PURGE_URL), so
 * a removed picture does not outlive its removal there. Without it every picture of every page view reached the app.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, s-maxage=604800, stale-while-revalidate=86400'

/** Cacheable only when a file is sent: the answer to an unsatisfiable range (Content-Range `bytes *`) is not. */
export function withMediaCaching(headers: Headers): Headers {
  if (!headers.get('Content-Range')?.startsWith('bytes */')) headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
  return headers
}

/** Images of the site: plans (SVG), illustrations and photos, resized by sharp for the web. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Файл', plural: 'Медиатека' },
  admin: { group: 'Сайт', useAsTitle: 'alt' },
  access: publishedContent,
  hooks: { beforeChange: [fillKind] },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 78 } } },
      // A screen-tall hero on a phone shows only a portrait slice of a landscape picture: the slice of a 1920×1080
      // original a phone displays is about 490×1080 px, yet it fetched the whole file. This crop (at the focal
      // point) holds the same pixels at a third of the bytes; heroes offer it to portrait screens.
      { name: 'portrait', width: 608, height: 1080, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'card',
    // The local disk's handler and the S3 adapter's both call this on the file they send.
    modifyResponseHeaders: ({ headers }) => withMediaCaching(headers),
  },
  fields: [
    { name: 'alt', label: 'Описание изображения', type: 'text', required: true },
    {
      name: 'kind',
      label: 'Вид',
      type: 'select',
      options: [
        { value: 'plan', label: 'План' },
        { value: 'illustration', label: 'Иллюстрация' },
        { value: 'photo', label: 'Фотография' },
        { value: 'icon', label: 'Значок' },
      ],
      index: true,
      // Filled on upload when empty (fillKind): SVG — plan, anything else — photo.
      // The seed's internal sorting of the library.
      access: { update: adminField },
      admin: { condition: adminCondition },
    },
  ],
}
