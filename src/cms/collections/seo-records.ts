import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access'
import { image } from '../fields'

/** SEO record of SPEC §3: a slug and meta_tags (name plus image or content). */
export const SeoRecords: CollectionConfig = {
  slug: 'seo-records',
  labels: { singular: 'SEO-запись', plural: 'SEO' },
  admin: { useAsTitle: 'slug', group: 'Сайт' },
  access: publishedContent,
  fields: [
    { name: 'slug', label: 'Путь страницы', type: 'text', required: true, unique: true, admin: { description: 'Например: / или /flats' } },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'description', label: 'Description', type: 'textarea' },
    {
      name: 'meta_tags',
      label: 'Мета-теги',
      type: 'array',
      fields: [
        { name: 'name', label: 'name / property', type: 'text', required: true },
        { name: 'content', label: 'content', type: 'text' },
        image('image', 'Изображение (вместо content)'),
      ],
    },
  ],
}
