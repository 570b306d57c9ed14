import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access'
import { image } from '../fields'

/** A construction web camera (HLS stream). */
export const Cameras: CollectionConfig = {
  slug: 'cameras',
  labels: { singular: 'Камера', plural: 'Камеры' },
  admin: { useAsTitle: 'title', group: 'Сайт' },
  access: publishedContent,
  fields: [
    { name: 'title', label: 'Название', type: 'text', required: true },
    { name: 'stream_url', label: 'Адрес видеопотока (.m3u8)', type: 'text', required: true },
    image('poster', 'Заставка'),
    { name: 'order', label: 'Порядок', type: 'number', defaultValue: 0 },
  ],
}
