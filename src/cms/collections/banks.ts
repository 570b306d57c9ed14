import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access'

/** A partner bank. icon_content is inline SVG, sanitised before it leaves the API. */
export const Banks: CollectionConfig = {
  slug: 'banks',
  labels: { singular: 'Банк', plural: 'Банки' },
  admin: { useAsTitle: 'name', group: 'Ипотека' },
  access: publishedContent,
  fields: [
    { name: 'name', label: 'Название', type: 'text', required: true, unique: true },
    { name: 'icon_content', label: 'Логотип (SVG-код)', type: 'code', admin: { language: 'html' } },
  ],
}
