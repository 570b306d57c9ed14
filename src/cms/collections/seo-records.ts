import type { CollectionConfig } from 'payload'

import { draftedContent } from '../access'
import { image } from '../fields'
import { draftVersions } from '../versions'

/** SEO record of SPEC §3: a slug and meta_tags (name plus image or content). */
export const SeoRecords: CollectionConfig = {
  slug: 'seo-records',
  labels: { singular: 'SEO-запись', plural: 'SEO-записи' },
  admin: { useAsTitle: 'slug', group: 'Сайт', defaultColumns: ['slug', 'title', '_status', 'updatedAt'] },
  access: draftedContent,
  versions: draftVersions,
  fields: [
    { name: 'slug', label: 'Путь страницы', type: 'text', required: true, unique: true, admin: { description: 'Например: / или /flats' } },
    { name: 'title', label: 'Заголовок страницы в поиске', type: 'text' },
    { name: 'description', label: 'Описание страницы в поиске', type: 'textarea' },
    {
      name: 'meta_tags',
      label: 'Мета-теги',
      type: 'array',
      labels: { singular: 'Мета-тег', plural: 'Мета-теги' },
      fields: [
        { name: 'name', label: 'Имя метатега', type: 'text', required: true },
        { name: 'content', label: 'Значение метатега', type: 'text' },
        image('image', 'Изображение (вместо значения)'),
      ],
    },
  ],
}
