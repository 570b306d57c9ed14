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
    { name: 'title', label: 'Заголовок страницы (title)', type: 'text' },
    { name: 'description', label: 'Описание для поисковиков (description)', type: 'textarea' },
    {
      name: 'meta_tags',
      label: 'Мета-теги',
      type: 'array',
      labels: { singular: 'Мета-тег', plural: 'Мета-теги' },
      fields: [
        { name: 'name', label: 'Имя тега (name или property)', type: 'text', required: true },
        { name: 'content', label: 'Значение (content)', type: 'text' },
        image('image', 'Изображение (вместо content)'),
      ],
    },
  ],
}
