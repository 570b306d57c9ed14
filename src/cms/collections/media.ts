import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'

/** Images of the site: plans (SVG), illustrations and photos, resized by sharp for the web. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Файл', plural: 'Медиатека' },
  admin: { group: 'Сайт', useAsTitle: 'alt' },
  access: publishedContent,
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
  },
  fields: [
    { name: 'alt', label: 'Описание (alt)', type: 'text', required: true },
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
      // The seed's internal sorting of the library.
      access: { update: adminField },
      admin: { condition: adminCondition },
    },
  ],
}
