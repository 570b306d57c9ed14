import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access'
import { imageList } from '../fields'

/** A monthly construction report (ход строительства). */
export const ProgressCards: CollectionConfig = {
  slug: 'progress-cards',
  labels: { singular: 'Отчёт о стройке', plural: 'Ход строительства' },
  admin: { useAsTitle: 'title', group: 'Ход строительства', defaultColumns: ['title', 'year', 'month'] },
  access: publishedContent,
  defaultSort: '-date',
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'date', label: 'Дата отчёта', type: 'date', required: true, index: true },
    { name: 'year', label: 'Год', type: 'number', required: true, index: true },
    { name: 'month', label: 'Месяц', type: 'number', required: true, min: 1, max: 12 },
    { name: 'text', label: 'Текст', type: 'textarea' },
    { name: 'buildings', label: 'Корпуса', type: 'relationship', relationTo: 'buildings', hasMany: true },
    imageList('photos', 'Фотографии'),
  ],
}
